import fs from 'node:fs';
import path from 'node:path';
import deepmerge from 'deepmerge';
import { matchRoutes as reactRouterMatchRoutes } from 'react-router';
import deepmergeLite from '../../.dumi/browser/deepmerge-lite';
import { matchRoutes } from '../../.dumi/browser/react-router-matches';

const ROOT = path.join(__dirname, '../..');

type Route = { id: string; path?: string; isLayout?: boolean; children?: Route[] };

// The site's route table as umi builds it.
const pages = ['', 'zh-CN', 'demo/base', 'zh-CN/demo/base', 'guide/antd', 'playground'];
const layout = (id: string, children: Route[]) => ({ id, path: '/', isLayout: true, children });
const routeTable = (): Route[] => [
  layout('dumi-context-layout', [
    layout('DocLayout', [
      ...[...pages, 'benchmark'].map((page) => ({ id: `docs/${page || 'index'}`, path: page })),
      { id: '404', path: '*' },
    ]),
    layout('DemoLayout', [{ id: 'demo-render', path: '~demos/:id' }]),
  ]),
];

const routeId = (match: { route: object }) => (match.route as Route).id;
const ids = (matches: ReturnType<typeof matchRoutes>) =>
  matches?.map((match) => [routeId(match), match.pathname, match.params]);

const PATHS = [
  ...['/', '/demo/base/', '/benchmark', '/~demos/docs-demo-base-demo-base', '/~demos/a%20b'],
  ...['/no/such/page', '/Demo/Base', '', ...pages.slice(1).map((page) => `/${page}`)],
];

it.each(['/', '/rc-overflow'])(
  "the site's matchRoutes answers as react-router does, first call and again, under base %s",
  (base) => {
    const routes = routeTable();
    for (const pathname of PATHS) {
      const at = base === '/' ? pathname : `${base}${pathname}`;
      const expected = ids(reactRouterMatchRoutes(routes, at, base));
      const ours = [at, at, { pathname: at }].map((where) => ids(matchRoutes(routes, where, base)));
      expect(ours).toEqual([expected, expected, expected]);
    }
    if (base !== '/') expect(matchRoutes(routes, '/demo/base', base)).toBeNull();
  },
);

it("the site's matchRoutes gives each caller its own array and params: dumi pops the last match off", () => {
  const routes = routeTable();
  const first = matchRoutes(routes, '/~demos/base')!;
  const deepest = first.pop()!;
  (deepest.params as Record<string, string>).id = 'changed';
  const again = matchRoutes(routes, '/~demos/base')!;
  expect(again.map(routeId)).toEqual(['dumi-context-layout', 'DemoLayout', 'demo-render']);
  expect(again[2].params).toEqual({ id: 'base' });
});

it("the site's matchRoutes matches again when the route table changes, or is another table", () => {
  const routes = routeTable();
  expect(ids(matchRoutes(routes, '/guide/new'))?.at(-1)?.[0]).toBe('404');
  routes[0].children![0].children!.push({ id: 'docs/guide/new', path: 'guide/new' });
  // dumi's own hooks match again only when the top level's length changes.
  routes.push({ id: 'top', path: '/top' });
  expect(ids(matchRoutes(routes, '/guide/new'))?.at(-1)?.[0]).toBe('docs/guide/new');
  expect(ids(matchRoutes(routeTable(), '/guide/new'))?.at(-1)?.[0]).toBe('404');
});

it("the site's matchRoutes takes a location with a search or hash as react-router does", () => {
  const routes = routeTable();
  for (const at of ['/demo/base?x=1', '/demo/base#api', '/?q'])
    expect(ids(matchRoutes(routes, at))).toEqual(ids(reactRouterMatchRoutes(routes, at)));
});

it('relies on what the installed dumi does: matchRoutes over clientRoutes, meta merged into routes', () => {
  const read = (file: string) =>
    fs.readFileSync(path.join(ROOT, 'node_modules/dumi/dist', file), 'utf8');
  const useRouteMeta = read('client/theme-api/useRouteMeta.js');
  expect(useRouteMeta).toMatch(/import \{[^}]*\bmatchRoutes\b[^}]*\} from 'dumi'/);
  expect(useRouteMeta).toContain('matchRoutes(clientRoutes, pathname)');
  expect(read('templates/meta/runtime.ts.tpl')).toContain(
    'route.meta = deepmerge(route.meta, routeMeta)',
  );
  // The package dumi's runtime imports, by the path the site's alias replaces.
  expect(read('features/meta.js')).toContain('require.resolve("deepmerge/package")');
});

it("the site's deepmerge answers as deepmerge does for dumi's meta, and leaves the page's as it is", () => {
  const page = {
    frontmatter: { title: 'Base', nav: { order: 1 }, keywords: ['list'] },
    toc: [{ id: 'api', depth: 2, title: 'API' }],
    demoIndex: { ids: ['demo-base'], getter: () => undefined },
  };
  const routes: object[] = [{}, { frontmatter: { title: 'Old', keywords: ['x'] } }];
  for (const route of [undefined, ...routes])
    expect(deepmergeLite(route, page)).toEqual(deepmerge<object>(route ?? {}, page));
  const arrayMerge = (_: unknown[], source: unknown[]) => source;
  const fm = { title: 'New', keywords: ['y'], nav: { title: 'Demo' } };
  expect(deepmergeLite(page.frontmatter, fm, { arrayMerge })).toEqual(
    deepmerge(page.frontmatter, fm, { arrayMerge }),
  );
  // dumi's runtime hides the route's `toc` behind a getter; the page's own stays readable.
  Object.defineProperty(deepmergeLite({}, page), 'toc', { get: () => [] });
  expect(page.toc).toHaveLength(1);
});
