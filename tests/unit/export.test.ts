import { decompressFromBase64, decompressFromEncodedURIComponent } from 'lz-string';
import {
  buildPlaygroundData,
  DEFAULT_PLAYGROUND_EXPORT,
  resolvePlaygroundSettings,
  splitPlaygroundSource,
} from '../../.dumi/lib/exportCodepen';
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
  toPackageName,
  type DemoSource,
} from '../../.dumi/lib/exportSandbox';

const SOURCE = `import React from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';
import './demo.css';

export default () => <Overflow data={[1, 2]} renderItem={(n: number) => <i>{n}</i>} />;
`;

const DEMO: DemoSource = {
  title: 'Base',
  source: SOURCE,
  files: { 'demo.css': '.x { color: red; }' },
  dependencies: { 'rc-overflow': '0.0.1', react: '^18.3.1', classnames: '^2.5.1' },
  pkg: { name: 'rc-overflow', version: '1.0.0' },
};

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
    expect(Object.keys(files).sort()).toEqual(
      [
        'App.tsx',
        'demo.css',
        'index.html',
        'index.tsx',
        'package.json',
        'sandbox.config.json',
      ].sort(),
    );
    expect(files['App.tsx'].content).toBe(SOURCE);
    expect(files['index.tsx'].content).toContain("createRoot(document.getElementById('root')");
    expect(files['index.html'].content).toContain('id="root"');
  });

  it('depends on rc-overflow at our version, react, react-dom and what the demo imports', () => {
    const manifest = JSON.parse(buildSandboxFiles(DEMO)['package.json'].content);
    expect(manifest).toMatchObject({
      name: 'base',
      main: 'index.tsx',
      dependencies: {
        'rc-overflow': '1.0.0',
        react: '^18.3.1',
        'react-dom': '^18.3.1',
        classnames: '^2.5.1',
      },
      devDependencies: { typescript: expect.any(String) },
    });
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

describe('playground payload', () => {
  it('holds title, js, css and json with description and dependencies', () => {
    const data = buildPlaygroundData(DEMO);
    expect(Object.keys(data).sort()).toEqual(['css', 'js', 'json', 'title']);
    const json = JSON.parse(data.json);
    expect(Object.keys(json).sort()).toEqual(['dependencies', 'description']);
    expect(json.dependencies['rc-overflow']).toBe('1.0.0');
  });

  it('mounts the demo itself and moves style imports into css', () => {
    const { js, css } = splitPlaygroundSource(
      SOURCE,
      { 'demo.css': '.x{}' },
      { 'rc-overflow': '1.0.0' },
    );
    expect(js).toContain('const DemoApp = () =>');
    expect(js).toContain('createRoot(mountNode).render(<DemoApp />);');
    expect(js).not.toMatch(/\.css'/);
    expect(css).toBe("@import url('https://unpkg.com/rc-overflow@1.0.0/assets/index.css');\n.x{}");
  });

  it('refuses a source without a default export', () => {
    expect(() => splitPlaygroundSource('export const A = 1;')).toThrow('no default export');
  });

  it('reads the endpoint from the site settings, defaulting to CodePen', () => {
    expect(resolvePlaygroundSettings(undefined)).toEqual(DEFAULT_PLAYGROUND_EXPORT);
    expect(resolvePlaygroundSettings({ endpoint: 'https://x.test/define' })).toEqual({
      endpoint: 'https://x.test/define',
    });
    expect(resolvePlaygroundSettings({ endpoint: 3 })).toEqual(DEFAULT_PLAYGROUND_EXPORT);
  });
});

describe('demo asset to export source', () => {
  it('splits the entry, local files and npm packages', () => {
    const demo = toDemoSource(
      {
        id: 'docs-demo-base-demo-base',
        entry: 'index.tsx',
        dependencies: {
          'index.tsx': { type: 'FILE', value: SOURCE },
          'demo.css': { type: 'FILE', value: '.x{}' },
          react: { type: 'NPM', value: '18.3.1' },
        },
      },
      { pkg: { name: 'rc-overflow', version: '1.0.0' } },
    );
    expect(demo).toMatchObject({
      title: 'docs-demo-base-demo-base',
      entryName: 'index.tsx',
      source: SOURCE,
      files: { 'demo.css': '.x{}' },
      dependencies: { react: '18.3.1' },
    });
  });
});

describe('motions', () => {
  it('parses JSON arrays, lists and " | " strings, dropping unknown entries', () => {
    const expected = [
      { type: 'click', selector: 'button' },
      { type: 'timeout', ms: 500 },
    ];
    expect(parseMotions('["click:button", "timeout:500", "jump:1"]')).toEqual(expected);
    expect(parseMotions(['click:button', 'timeout:500'])).toEqual(expected);
    expect(parseMotions('click:button | timeout:500')).toEqual(expected);
    expect(parseMotions('[broken')).toEqual([]);
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
