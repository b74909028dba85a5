import { decompressFromBase64, decompressFromEncodedURIComponent } from 'lz-string';
import { buildCodepenData, CODEPEN_DEFINE_URL } from '../../.dumi/browser/export/codepen';
import {
  toDemoSource,
  toPackageName,
  type DemoSource,
} from '../../.dumi/browser/export/demoSource';
import {
  CAPTURE_MESSAGE,
  parseMotions,
  playMotions,
  withCaptureDefaults,
} from '../../.dumi/browser/demoMotions';
import { buildTsPlaygroundUrl } from '../../.dumi/browser/export/typescriptPlayground';
import { buildSandboxFiles, buildSandboxParameters } from '../../.dumi/browser/export/codesandbox';
import { buildStackblitzFields, buildStackblitzFiles } from '../../.dumi/browser/export/stackblitz';
import { packageBuildAt, sitePublicUrl } from '../../.dumi/build/packageBuild';

const SOURCE = `import React from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';
import './demo.css';

export default () => <Overflow data={[1, 2]} renderItem={(n: number) => <i>{n}</i>} />;
`;

const BUILD = packageBuildAt(
  sitePublicUrl('https://docs.example.test', '/rc-overflow/'),
  { name: 'rc-overflow', version: '1.6.0' },
  '1.6.0-0123abcd',
);
const TARBALL = 'https://docs.example.test/rc-overflow/pkg/1.6.0-0123abcd/rc-overflow.tgz';

const keysOf = (object: object) => Object.keys(object).sort().join(' ');

const DEMO: DemoSource = {
  title: 'Base',
  source: SOURCE,
  files: { 'demo.css': '.x { color: red; }' },
  dependencies: { 'rc-overflow': '1.6.0', react: '18.2.0', classnames: '2.5.1' },
  build: BUILD,
};

it('the package build published with the site is served under the site address, which follows the router base', () => {
  const at = `https://docs.example.test/rc-overflow/pkg/1.6.0-0123abcd/`;
  expect(BUILD).toEqual({
    name: 'rc-overflow',
    version: '1.6.0',
    id: '1.6.0-0123abcd',
    tarball: TARBALL,
    browser: `${at}rc-overflow.min.js`,
    css: `${at}index.css`,
    react: '18.3.1',
  });
  expect([sitePublicUrl('https://x.test/', '/'), sitePublicUrl('https://x.test', 'docs')]).toEqual([
    'https://x.test/',
    'https://x.test/docs/',
  ]);
});

it('links the TypeScript playground with exactly the demo source, the Chinese one under a zh or cn locale', () => {
  const url = buildTsPlaygroundUrl(SOURCE, 'en-US');
  const prefix = 'https://www.typescriptlang.org/play?skipLibCheck=true&jsx=1#code/';
  expect(url.startsWith(prefix)).toBe(true);
  expect(decompressFromEncodedURIComponent(url.slice(prefix.length))).toBe(SOURCE);
  const playOf = (locale: string) =>
    /\.org(\/\w+)?\/play\?/.exec(buildTsPlaygroundUrl('x', locale))?.[1] ?? '';
  expect(['zh-CN', 'cn', 'zh-TW', 'en-US'].map(playOf)).toEqual(['/zh', '/zh', '/zh', '']);
});

it("the CodeSandbox payload holds the demo as App.tsx beside its local files, the site's build and React 18.3.1", () => {
  const files = buildSandboxFiles(DEMO);
  expect(keysOf(files)).toBe(
    'App.tsx demo.css index.html index.tsx package.json sandbox.config.json',
  );
  const text = (name: string) => files[name].content;
  expect([text('App.tsx'), text('index.html')]).toEqual([SOURCE, '<div id="root"></div>\n']);
  expect(text('index.tsx')).toContain("createRoot(document.getElementById('root')");
  const manifest = JSON.parse(files['package.json'].content);
  expect(manifest).toMatchObject({
    name: 'base',
    main: 'index.tsx',
    dependencies: {
      'rc-overflow': TARBALL,
      react: '18.3.1',
      'react-dom': '18.3.1',
      classnames: '2.5.1',
    },
    devDependencies: { typescript: expect.any(String) },
  });
  expect(manifest.description).toContain('1.6.0-0123abcd');
  expect([toPackageName('Raw Render'), toPackageName('  ')]).toEqual(['raw-render', 'demo']);
});

it('the CodeSandbox payload encodes the files as codesandbox-import-utils does (URL-safe lz-string base64)', () => {
  const parameters = buildSandboxParameters(DEMO);
  expect(parameters).not.toMatch(/[+/=]/);
  const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
  const json = decompressFromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  expect(JSON.parse(json).files['App.tsx'].content).toBe(SOURCE);
});

it('the StackBlitz payload is a Vite project installing the same build, one field per file', () => {
  const files = buildStackblitzFiles(DEMO);
  expect(keysOf(files)).toBe(
    'index.html package.json src/App.tsx src/demo.css src/main.tsx tsconfig.json',
  );
  expect(files['index.html']).toContain('src="/src/main.tsx"');
  const manifest = JSON.parse(files['package.json']);
  expect([
    files['src/App.tsx'],
    manifest.scripts.dev,
    manifest.dependencies['rc-overflow'],
    typeof manifest.devDependencies.vite,
  ]).toEqual([SOURCE, 'vite', TARBALL, 'string']);
  const fields = buildStackblitzFields(DEMO);
  expect([
    fields['project[template]'],
    fields['project[title]'],
    fields['project[files][src/App.tsx]'],
  ]).toEqual(['node', 'Base', SOURCE]);
});

it('the CodePen payload holds only the prefill fields, the demo bound to browser builds loaded in order, React first', () => {
  const data = buildCodepenData(DEMO);
  expect(keysOf(data)).toBe(
    'css css_external description html js js_external js_pre_processor json title',
  );
  expect(data.js_pre_processor).toBe('typescript');
  const json = JSON.parse(data.json);
  expect(keysOf(json)).toBe('dependencies description');
  expect(json.dependencies['rc-overflow']).toBe(TARBALL);
  expect(data.js).not.toMatch(/^\s*import\s/m);
  expect(data.js).toMatch(
    /const Overflow = RcOverflow.default;[\s\S]*const DemoApp = \(\) =>[\s\S]*ReactDOM.createRoot\(document.getElementById\('root'\)/,
  );
  expect(data.js_external.split(';')).toEqual([
    'https://unpkg.com/react@18.3.1/umd/react.production.min.js',
    'https://unpkg.com/react-dom@18.3.1/umd/react-dom.production.min.js',
    BUILD.browser,
  ]);
  expect([data.css_external, data.css]).toEqual([BUILD.css, '.x { color: red; }']);
  expect(CODEPEN_DEFINE_URL).toBe('https://codepen.io/pen/define');
});

it('the CodePen payload binds named, renamed, namespace and default imports, and drops type-only ones', () => {
  const source = `import React, { useState as useLocal, type FC } from 'react';
import * as Dom from 'react-dom';
import cls from 'classnames';
import { clsx } from 'clsx';
import type { OverflowProps } from 'rc-overflow';
import Overflow, {
type ItemProps,
} from 'rc-overflow';

export default () => <Overflow data={[cls('a'), clsx('b')]} />;
`;
  const { js, js_external } = buildCodepenData({ ...DEMO, source, files: {} });
  expect(js.match(/^const .* = \w+;$/gm)).toEqual([
    'const { useState: useLocal } = React;',
    'const Dom = ReactDOM;',
    'const cls = classNames;',
  ]);
  expect(js).not.toMatch(/OverflowProps|ItemProps|import/);
  expect(js_external).toMatch(/classnames@2\.5\.1\/index\.js.*clsx@2\.1\.1\/dist\/clsx\.min\.js/);
});

it.each([
  [
    "import x from 'left-pad';\nexport default () => null;\n",
    /CodePen cannot load "left-pad": a pen can import react, /,
  ],
  ['export const A = 1;', /no default export/],
])('the CodePen payload refuses, saying why, %j', (source, message) => {
  expect(() => buildCodepenData({ ...DEMO, source })).toThrow(message);
});

it('splits a demo asset into the entry, local files and npm packages', () => {
  const id = 'docs-demo-base-demo-base';
  const asset: Parameters<typeof toDemoSource>[0] = {
    ...{ type: 'BLOCK', id, refAtomIds: [], entry: 'index.tsx' },
    dependencies: {
      'index.tsx': { type: 'FILE', value: SOURCE },
      'demo.css': { type: 'FILE', value: '.x{}' },
      react: { type: 'NPM', value: '18.3.1' },
    },
  };
  expect(toDemoSource(asset, { build: BUILD })).toMatchObject({
    ...{ title: id, source: SOURCE, files: { 'demo.css': '.x{}' } },
    dependencies: { react: '18.3.1' },
  });
});

it('motions: parses the frontmatter list, dropping unknown entries; ?capture adds autoplay and a capture', () => {
  expect(parseMotions(['click:button', 'timeout:500', 'jump:1', 3])).toEqual([
    { type: 'click', selector: 'button' },
    { type: 'timeout', ms: 500 },
  ]);
  expect([parseMotions('click:button'), parseMotions(undefined)]).toEqual([[], []]);
  const captured = [['click:a'], ['capture:#x', 'autoplay']].map((list) =>
    withCaptureDefaults(parseMotions(list)).map((m) => Object.values(m).join(':')),
  );
  expect(captured).toEqual([
    ['autoplay', 'click:a', 'capture:[id|=root]'],
    ['autoplay', 'capture:#x'],
  ]);
});

it('motions: plays motions in order only when autoplay is among them', async () => {
  const log: string[] = [];
  const runner = {
    click: async (s: string) => void log.push(`click ${s}`),
    wait: async (ms: number) => void log.push(`wait ${ms}`),
    capture: (s: string) => void log.push(`${CAPTURE_MESSAGE} ${s}`),
  };
  expect(await playMotions(parseMotions(['click:a']), runner)).toBe(0);
  await playMotions(withCaptureDefaults(parseMotions(['click:a', 'timeout:5'])), runner);
  expect(log).toEqual(['click a', 'wait 5', 'dumi:capture-element [id|=root]']);
});
