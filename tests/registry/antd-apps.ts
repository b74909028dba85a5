import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT } from '../browser/site-build';
import { ANTD_RANGES } from './antd-ranges';
import { packed, record, run, workPath, writeFiles } from './util';

export const MAJORS = [
  {
    label: 'antd 5',
    dependencies: { antd: '5.29.3', react: '^18.3.1', 'react-dom': '^18.3.1' },
    overflow: 'rc-overflow',
    dependents: ['rc-select', 'rc-menu'],
    select: 'ant-select-selection-overflow',
  },
  {
    label: 'antd 6',
    dependencies: { antd: '6.6.8', react: '^19.0.0', 'react-dom': '^19.0.0' },
    overflow: '@rc-component/overflow',
    dependents: ['@rc-component/select', '@rc-component/menu'],
    select: 'ant-select-content',
  },
];
export const PUBLISHED = 'published-overflow';
export const appPath = (major: (typeof MAJORS)[number], ...parts: string[]) =>
  workPath(major.label.replace(' ', ''), ...parts);

/** The `overrides` snippet the With antd guide gives for `name` (tests/node checks each locale's). */
function guideOverrides(name: string): Record<string, string> {
  const markdown = fs.readFileSync(path.join(ROOT, 'docs/guide/antd.md'), 'utf8');
  const blocks = [...markdown.matchAll(/^```json\b[^\n]*\n([\s\S]*?)^```\s*$/gm)];
  const found = blocks.map((match) => JSON.parse(match[1]).overrides ?? {}).find((o) => name in o);
  if (!found) throw new Error(`docs/guide/antd.md has no overrides for ${name}.`);
  return found;
}

/** Each major's app installed once with npm: antd, the published overflow list under an npm
 * alias (the range antd asks for) and the guide's `overrides` pointed at our tarball (the
 * registry lacks our version); bundled with ours and, in its place, with the published one. */
export async function prepareAntdApps(): Promise<void> {
  const tarballs = await packed();
  const entry = `import { mountAntdApp } from './antd-app'; mountAntdApp();`;
  await Promise.all(
    MAJORS.map(async (major) => {
      const [name, app] = [major.overflow, appPath(major)];
      const overrides = guideOverrides(name);
      const dependencies = {
        ...major.dependencies,
        [PUBLISHED]: `npm:${name}@${ANTD_RANGES[name].range}`,
      };
      writeFiles(app, {
        'package.json': JSON.stringify({
          dependencies,
          overrides: { ...overrides, [name]: `file:${tarballs[name]}` },
        }),
        'antd-app.tsx': fs.readFileSync(
          path.join(ROOT, 'tests/browser/pages/shared/antd-app.tsx'),
          'utf8',
        ),
      });
      await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], app);
      const bundled: Record<string, string[]> = {};
      for (const [page, alias] of Object.entries({
        ours: {},
        published: { [name]: `./node_modules/${PUBLISHED}` },
      })) {
        const { metafile } = await build({
          absWorkingDir: app,
          stdin: { contents: entry, resolveDir: app, loader: 'tsx' },
          outfile: `dist/${page}.js`,
          alias,
          define: { 'process.env.NODE_ENV': '"development"' },
          bundle: true,
          jsx: 'transform',
          metafile: true,
          logLevel: 'error',
        });
        bundled[page] = Object.keys(metafile.inputs).filter((input) => /overflow\//.test(input));
        const head =
          '<meta name="viewport" content="width=device-width, initial-scale=1"><style>body{margin:0}</style>';
        const html = `<!doctype html><html lang="en"><head><title>antd app</title>${head}</head><body><div id="root"></div><script src="${page}.js"></script></body></html>`;
        fs.writeFileSync(path.join(app, `dist/${page}.html`), html);
      }
      const args = ['ls', name, '--all', '--json', '--long', '--loglevel', 'error'];
      type Node = { version: string; path: string; dependencies?: Record<string, Node> };
      const copies = (node: Node, parent: string): string[] =>
        Object.entries(node.dependencies ?? {}).flatMap(([child, sub]) => [
          ...(child === name ? [`${parent} -> ${sub.path}@${sub.version}`] : []),
          ...copies(sub, child),
        ]);
      record(major.label, {
        bundled,
        tarball: tarballs[name],
        copies: copies(JSON.parse(await run('npm', args, app)), 'the app'),
      });
    }),
  );
}
