import { decompressFromBase64, decompressFromEncodedURIComponent } from 'lz-string';
import { buildPlaygroundData, CODEPEN_DEFINE_URL } from '../../.dumi/lib/exportCodepen';
import { toDemoSource } from '../../.dumi/lib/exportDemoSource';
import {
  CAPTURE_MESSAGE,
  parseMotions,
  playMotions,
  withCaptureDefaults,
} from '../../.dumi/lib/exportMotions';
import { buildTsPlaygroundUrl } from '../../.dumi/lib/exportPlayground';
import {
  buildSandboxFiles,
  buildSandboxParameters,
  buildStackblitzFields,
  buildStackblitzFiles,
  toPackageName,
  type DemoSource,
} from '../../.dumi/lib/exportSandbox';
import { packageBuildAt, sitePublicUrl } from '../../.dumi/lib/packageBuild';

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

/** The names an object holds, sorted. */
const keysOf = (object: object) => Object.keys(object).sort();

const DEMO: DemoSource = {
  title: 'Base',
  source: SOURCE,
  files: { 'demo.css': '.x { color: red; }' },
  dependencies: { 'rc-overflow': '1.6.0', react: '18.2.0', classnames: '2.5.1' },
  build: BUILD,
};

describe('package build published with the site', () => {
  it('is served under the site address, which follows the router base', () => {
    expect(BUILD).toEqual({
      name: 'rc-overflow',
      version: '1.6.0',
      id: '1.6.0-0123abcd',
      tarball: TARBALL,
      browser: 'https://docs.example.test/rc-overflow/pkg/1.6.0-0123abcd/rc-overflow.min.js',
      css: 'https://docs.example.test/rc-overflow/pkg/1.6.0-0123abcd/index.css',
      react: '18.3.1',
    });
    expect(sitePublicUrl('https://x.test/', '/')).toBe('https://x.test/');
    expect(sitePublicUrl('https://x.test', 'docs')).toBe('https://x.test/docs/');
  });
});

describe('TypeScript playground link', () => {
  it('decompresses back to exactly the demo source', () => {
    const url = buildTsPlaygroundUrl(SOURCE, 'en-US');
    const prefix = 'https://www.typescriptlang.org/play?skipLibCheck=true&jsx=1#code/';
    expect(url.startsWith(prefix)).toBe(true);
    expect(decompressFromEncodedURIComponent(url.slice(prefix.length))).toBe(SOURCE);
  });

  it('uses the Chinese playground under a zh or cn locale', () => {
    expect(buildTsPlaygroundUrl('x', 'zh-CN')).toMatch(
      /^https:\/\/www\.typescriptlang\.org\/zh\/play\?/,
    );
    expect(buildTsPlaygroundUrl('x', 'cn')).toContain('/zh/play?');
    expect(buildTsPlaygroundUrl('x', 'zh-TW')).toContain('/zh/play?');
    expect(buildTsPlaygroundUrl('x', 'en-US')).toContain('.org/play?');
  });
});

describe('sandbox payload', () => {
  it('has package.json, index.html, index.tsx, App.tsx, sandbox.config.json and local files', () => {
    const files = buildSandboxFiles(DEMO);
    expect(keysOf(files)).toEqual([
      'App.tsx',
      'demo.css',
      'index.html',
      'index.tsx',
      'package.json',
      'sandbox.config.json',
    ]);
    expect(files['App.tsx'].content).toBe(SOURCE);
    expect(files['index.tsx'].content).toContain("createRoot(document.getElementById('root')");
    expect(files['index.html'].content).toContain('id="root"');
  });

  it("installs rc-overflow from the site's tarball, React 18.3.1 and what the demo imports", () => {
    const manifest = JSON.parse(buildSandboxFiles(DEMO)['package.json'].content);
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
  });

  it('encodes the files as codesandbox-import-utils does (URL-safe lz-string base64)', () => {
    const parameters = buildSandboxParameters(DEMO);
    expect(parameters).not.toMatch(/[+/=]/);
    const base64 = parameters.replace(/-/g, '+').replace(/_/g, '/');
    const json = decompressFromBase64(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    expect(JSON.parse(json).files['App.tsx'].content).toBe(SOURCE);
  });

  it('makes a valid npm name from a title', () => {
    expect(toPackageName('Raw Render')).toBe('raw-render');
    expect(toPackageName('  ')).toBe('demo');
  });
});

describe('StackBlitz payload', () => {
  it('is a Vite project installing the same build, with the demo in src/App.tsx', () => {
    const files = buildStackblitzFiles(DEMO);
    expect(keysOf(files)).toEqual([
      'index.html',
      'package.json',
      'src/App.tsx',
      'src/demo.css',
      'src/main.tsx',
      'tsconfig.json',
    ]);
    expect(files['src/App.tsx']).toBe(SOURCE);
    expect(files['index.html']).toContain('src="/src/main.tsx"');
    const manifest = JSON.parse(files['package.json']);
    expect(manifest.scripts.dev).toBe('vite');
    expect(manifest.dependencies['rc-overflow']).toBe(TARBALL);
    expect(manifest.devDependencies.vite).toBeDefined();
  });

  it('sends the node template and one field per file', () => {
    const fields = buildStackblitzFields(DEMO);
    expect(fields['project[template]']).toBe('node');
    expect(fields['project[title]']).toBe('Base');
    expect(fields['project[files][src/App.tsx]']).toBe(SOURCE);
  });
});

describe('CodePen payload', () => {
  it('holds only fields the prefill API documents, and json with description and dependencies', () => {
    const data = buildPlaygroundData(DEMO);
    expect(keysOf(data)).toEqual([
      'css',
      'css_external',
      'description',
      'html',
      'js',
      'js_external',
      'js_pre_processor',
      'json',
      'title',
    ]);
    expect(data.js_pre_processor).toBe('typescript');
    const json = JSON.parse(data.json);
    expect(keysOf(json)).toEqual(['dependencies', 'description']);
    expect(json.dependencies['rc-overflow']).toBe(TARBALL);
  });

  it('binds imports to the globals of browser builds loaded in order, React first', () => {
    const data = buildPlaygroundData(DEMO);
    expect(data.js).not.toMatch(/^\s*import\s/m);
    expect(data.js).toContain('const Overflow = RcOverflow.default;');
    expect(data.js).toContain('const DemoApp = () =>');
    expect(data.js).toContain("ReactDOM.createRoot(document.getElementById('root')");
    expect(data.js_external.split(';')).toEqual([
      'https://unpkg.com/react@18.3.1/umd/react.production.min.js',
      'https://unpkg.com/react-dom@18.3.1/umd/react-dom.production.min.js',
      BUILD.browser,
    ]);
    expect(data.css_external).toBe(BUILD.css);
    expect(data.css).toBe('.x { color: red; }');
  });

  it('binds named, renamed, namespace and default imports, and drops type-only ones', () => {
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
    const { js, js_external } = buildPlaygroundData({ ...DEMO, source, files: {} });
    expect(js).toContain('const { useState: useLocal } = React;');
    expect(js).toContain('const Dom = ReactDOM;');
    expect(js).toContain('const cls = classNames;');
    expect(js).not.toContain('= clsx;');
    expect(js).not.toMatch(/OverflowProps|ItemProps|import/);
    expect(js_external).toContain('https://unpkg.com/classnames@2.5.1/index.js');
    expect(js_external).toContain('https://unpkg.com/clsx@2.1.1/dist/clsx.min.js');
  });

  it('refuses, saying why, code importing a package a pen cannot load', () => {
    const source = "import x from 'left-pad';\nexport default () => null;\n";
    expect(() => buildPlaygroundData({ ...DEMO, source })).toThrow(
      /CodePen cannot load "left-pad": a pen can import react, /,
    );
  });

  it('refuses a source without a default export', () => {
    expect(() => buildPlaygroundData({ ...DEMO, source: 'export const A = 1;' })).toThrow(
      'no default export',
    );
  });

  it("posts to CodePen's prefill API", () => {
    expect(CODEPEN_DEFINE_URL).toBe('https://codepen.io/pen/define');
  });
});

describe('demo asset to export source', () => {
  it('splits the entry, local files and npm packages', () => {
    const demo = toDemoSource(
      {
        type: 'BLOCK',
        id: 'docs-demo-base-demo-base',
        refAtomIds: [],
        entry: 'index.tsx',
        dependencies: {
          'index.tsx': { type: 'FILE', value: SOURCE },
          'demo.css': { type: 'FILE', value: '.x{}' },
          react: { type: 'NPM', value: '18.3.1' },
        },
      },
      { build: BUILD },
    );
    expect(demo).toMatchObject({
      title: 'docs-demo-base-demo-base',
      source: SOURCE,
      files: { 'demo.css': '.x{}' },
      dependencies: { react: '18.3.1' },
    });
  });
});

describe('motions', () => {
  it('parses the frontmatter list, dropping unknown entries', () => {
    const expected = [
      { type: 'click', selector: 'button' },
      { type: 'timeout', ms: 500 },
    ];
    expect(parseMotions(['click:button', 'timeout:500', 'jump:1', 3])).toEqual(expected);
    expect(parseMotions('click:button')).toEqual([]);
    expect(parseMotions(undefined)).toEqual([]);
  });

  it('with ?capture puts autoplay first and captures the root last unless a capture is declared', () => {
    expect(withCaptureDefaults(parseMotions(['click:a']))).toEqual([
      { type: 'autoplay' },
      { type: 'click', selector: 'a' },
      { type: 'capture', selector: '[id|=root]' },
    ]);
    expect(withCaptureDefaults(parseMotions(['capture:#x', 'autoplay']))).toEqual([
      { type: 'autoplay' },
      { type: 'capture', selector: '#x' },
    ]);
  });

  it('plays motions in order only when autoplay is among them', async () => {
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
});
