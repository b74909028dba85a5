import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../browser/site-build';
import { ANTD_RANGES } from './antd-ranges';
import { bundle, packed, record, run, workPath, writeFiles } from './util';

const major = (label: string, antd: string, react: string, overflow: string, select: string) => {
  const scope = overflow.startsWith('@') ? '@rc-component/' : 'rc-';
  const dependencies = { antd, react, 'react-dom': react };
  return { label, dependencies, overflow, dependents: [`${scope}select`, `${scope}menu`], select };
};
export const MAJORS = [
  major('antd 5', '5.29.3', '^18.3.1', 'rc-overflow', 'ant-select-selection-overflow'),
  major('antd 6', '6.6.8', '^19.0.0', '@rc-component/overflow', 'ant-select-content'),
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
const page = (script: string) =>
  `<!doctype html><html lang="en"><head><title>antd app</title><meta name="viewport" content="width=device-width, initial-scale=1"><style>body{margin:0}</style></head><body><div id="root"></div><script src="${script}"></script></body></html>`;
type Installed = { version: string; path: string; dependencies?: Record<string, Installed> };

/** Each major's app installed once with npm: antd, the published overflow list under an npm
 * alias (the range antd asks for) and the guide's `overrides` pointed at our tarball (the
 * registry lacks our version); bundled with ours and, in its place, with the published one. */
export async function prepareAntdApps(): Promise<void> {
  const tarballs = await packed();
  const app = fs.readFileSync(path.join(ROOT, 'tests/browser/pages/shared/antd-app.tsx'), 'utf8');
  await Promise.all(
    MAJORS.map(async (major) => {
      const [name, dir] = [major.overflow, appPath(major)];
      const published = `npm:${name}@${ANTD_RANGES[name].range}`;
      const dependencies = { ...major.dependencies, [PUBLISHED]: published };
      const overrides = { ...guideOverrides(name), [name]: `file:${tarballs[name]}` };
      const manifest = JSON.stringify({ dependencies, overrides });
      writeFiles(dir, { 'package.json': manifest, 'index.tsx': `${app}\nmountAntdApp();\n` });
      await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], dir);
      const bundled: Record<string, string[]> = {};
      const aliases = { ours: {}, published: { [name]: `./node_modules/${PUBLISHED}` } };
      for (const [out, alias] of Object.entries(aliases)) {
        const options = { entryPoints: ['index.tsx'], outfile: `dist/${out}.js`, alias };
        const { metafile } = await bundle(dir, options);
        bundled[out] = Object.keys(metafile.inputs).filter((input) => /overflow\//.test(input));
        fs.writeFileSync(path.join(dir, `dist/${out}.html`), page(`${out}.js`));
      }
      const copies = (node: Installed, parent: string): string[] =>
        Object.entries(node.dependencies ?? {}).flatMap(([child, sub]) => [
          ...(child === name ? [`${parent} -> ${sub.path}@${sub.version}`] : []),
          ...copies(sub, child),
        ]);
      const tree = JSON.parse(await run('npm', ['ls', name, '--all', '--json', '--long'], dir));
      record(major.label, { bundled, tarball: tarballs[name], copies: copies(tree, 'the app') });
    }),
  );
}
