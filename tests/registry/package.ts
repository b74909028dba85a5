import fs from 'node:fs';
import path from 'node:path';
import { packageManifests } from '../../scripts/pack.cjs';
import { ROOT } from '../browser/site-build';
import { packed, record, run, step, workPath, writeFiles } from './util';

export const NAMES = packageManifests().map((manifest) => manifest.name);
export const installedAt = (name: string) => workPath('consumer/node_modules', name);

const render = (data: string) =>
  `console.log(renderToString(React.createElement(Overflow, { data: ${data}, renderItem: (x) => x, maxCount: 1 })));`;
const good = (name: string) => `import React from 'react';
import Overflow from '${name}';
import type { OverflowProps } from '${name}';
interface Tag { id: number; label: string }
const tags: Tag[] = [{ id: 1, label: "one" }];
const props: OverflowProps<Tag> = { data: tags, itemKey: "id" };
export const A = () => (
  <Overflow<Tag> {...props} maxCount={Overflow.RESPONSIVE}
    renderItem={(tag, { index }) => <span>{tag.label.toUpperCase()}{index}</span>}
    renderRest={(omitted) => \`+\${omitted.length}\`} />
);
export const B = () => (
  <Overflow<Tag> data={tags} renderRawItem={(tag) => <Overflow.Item key={tag.id}>{tag.label}</Overflow.Item>} />
);`;
const files = (name: string, index: number) => ({
  [`esm-${index}.mjs`]: `import React from 'react';
import { renderToString } from 'react-dom/server';
import Overflow from '${name}';
${render("['a', 'b']")}`,
  [`cjs-${index}.cjs`]: `const React = require('react');
const { renderToString } = require('react-dom/server');
const Overflow = require('${name}').default;
console.log(typeof Overflow.Item, Overflow.RESPONSIVE, Overflow.INVALIDATE);
${render("['a', 'b', 'c']")}`,
  [`good-${index}.tsx`]: good(name),
});

/** The package project's global setup: both tarballs installed offline in a consumer project
 * (unpacked as npm would, React and its types from this checkout), and what npm, Node and tsc say
 * of them there. */
export default () => step('the packed tarballs in a consumer project', preparePackage);

async function preparePackage(): Promise<void> {
  const tarballs = await packed();
  const consumer = workPath('consumer');
  for (const [name, tarball] of Object.entries(tarballs)) {
    fs.mkdirSync(installedAt(name), { recursive: true });
    await run('tar', ['-xzf', tarball, '-C', installedAt(name), '--strip-components=1'], consumer);
  }
  const deps = ['react', 'react-dom', 'scheduler', 'loose-envify', 'js-tokens', 'csstype'];
  for (const dep of [...deps, '@types/react', '@types/react-dom', '@types/prop-types']) {
    const from = path.join(ROOT, 'node_modules', dep);
    fs.mkdirSync(path.dirname(installedAt(dep)), { recursive: true });
    if (fs.existsSync(from)) fs.symlinkSync(from, installedAt(dep), 'dir');
  }
  const options = `"strict": true, "jsx": "react", "module": "NodeNext", "moduleResolution": "NodeNext", "esModuleInterop": true, "types": []`;
  const checked = [...NAMES.map((_, index) => `good-${index}.tsx`), 'bad.tsx'];
  writeFiles(consumer, {
    ...Object.assign({}, ...NAMES.map(files)),
    'bad.tsx': `import React from 'react';
import Overflow from '${NAMES[1]}';
export const C = () => <Overflow<string> data={["a"]} renderItem={(item) => item.toFixed(2)} maxCount={true} />;`,
    'package.json': JSON.stringify({ name: 'consumer', private: true }),
    'tsconfig.json': `{ "compilerOptions": { ${options} }, "files": ${JSON.stringify(checked)} }`,
  });
  const node = (...args: string[]) => run(process.execPath, args, consumer);
  const failure = (running: Promise<string>) => running.then(() => '').catch((e) => e.message);
  const [byName, refusal, tsc] = await Promise.all([
    Promise.all(
      NAMES.map(async (name, index) => {
        const css = await node('-p', `require.resolve('${name}/assets/index.css')`);
        const [esm, cjs] = [await node(`esm-${index}.mjs`), await node(`cjs-${index}.cjs`)];
        return [name, { esm, cjs, css: css.trim() }];
      }),
    ),
    failure(run('npm', ['publish', '--dry-run'], ROOT)),
    // Every file in one tsc run: checking React's and our declarations is most of its time.
    failure(node(require.resolve('typescript/bin/tsc'), '--noEmit')),
  ]);
  record('package', { byName: Object.fromEntries(byName), refusal, tsc });
}
