// The site's menus in both languages (read by .dumirc.ts), made from the pages in docs/.
import { messagesIn } from './browser/messages';
import { docPages, type DocPage, type LocaleId } from './build/docPages';

const LOCALES = [
  { id: 'en-US', prefix: '' },
  { id: 'zh-CN', prefix: '/zh-CN' },
] as const;

const MENU = {
  'en-US': {
    home: 'Home',
    guide: 'Guide',
    demo: 'Demo',
    playground: 'Playground',
    benchmark: 'Benchmark',
  },
  'zh-CN': {
    home: '首页',
    guide: '指南',
    demo: '示例',
    playground: '演练场',
    benchmark: '性能测试',
  },
};

const guides = docPages('guide');
const demos = docPages('demo');

const links = (pages: DocPage[], id: LocaleId, prefix: string) =>
  pages.map((page) => ({ title: page.title[id], link: prefix + page.link }));

export const nav = Object.fromEntries(
  LOCALES.map(({ id, prefix }) => {
    const { home, demo, playground, benchmark } = messagesIn(MENU, id);
    const entries = [
      // Exactly the route ("/zh-CN/"): dumi's search groups a page under the entry with its link.
      { title: home, link: `${prefix}/` },
      { title: 'API', link: `${prefix}/api` },
      {
        title: demo,
        link: prefix + demos[0].link,
        activePath: `${prefix}/demo`,
        children: links(demos, id, prefix),
      },
      // Pages of their own, without the side menu.
      { title: playground, link: `${prefix}/playground` },
      { title: benchmark, link: `${prefix}/benchmark` },
    ];
    return [id, entries];
  }),
);

// The same menu on every page: the home page and the API, then the guides and the demos as groups.
export const sidebar = Object.fromEntries(
  LOCALES.flatMap(({ id, prefix }) => {
    const { guide, demo } = messagesIn(MENU, id);
    const groups = [
      {
        children: [
          { title: 'rc-overflow', link: prefix || '/' },
          { title: 'API', link: `${prefix}/api` },
        ],
      },
      { title: guide, children: links(guides, id, prefix) },
      { title: demo, children: links(demos, id, prefix) },
    ];
    const paths = [prefix || '/', `${prefix}/api`, `${prefix}/guide`, `${prefix}/demo`];
    return paths.map((path) => [path, groups]);
  }),
);

/** `/demo` has no page of its own: it leads to the first demo, in every locale. */
export const redirects = LOCALES.map(({ prefix }) => ({
  from: `${prefix}/demo`,
  to: prefix + demos[0].link,
}));
