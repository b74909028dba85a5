import { getParameters } from 'codesandbox-import-utils/lib/api/define';
import type { PackageBuild } from '../../build/packageBuild';

export const SANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

/** The parts of a dumi demo asset the exports need. */
export interface DemoSource {
  title: string;
  description?: string;
  /** Entry file content (the demo itself), as shown or as edited on the page. */
  source: string;
  /** Other local files the demo imports, by the path it imports them with (`./style.css`). */
  files?: Record<string, string>;
  /** npm packages the demo imports, with the version dumi resolved. */
  dependencies: Record<string, string>;
  build: PackageBuild;
}

export function collectDependencies(demo: DemoSource): Record<string, string> {
  return {
    ...demo.dependencies,
    [demo.build.name]: demo.build.tarball,
    react: demo.build.react,
    'react-dom': demo.build.react,
  };
}

const MOUNT_APP = `import React from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
`;

export const exportDescription = ({ description, title, build }: DemoSource): string =>
  description || `${build.name} demo "${title}", on the docs site's build ${build.id}`;

export function localFiles(demo: DemoSource, folder = ''): Record<string, string> {
  const files = Object.entries(demo.files ?? {});
  return Object.fromEntries(
    files.map(([name, text]) => [folder + name.replace(/^\.\//, ''), text]),
  );
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

function manifest(demo: DemoSource, fields: object, devDependencies: Record<string, string> = {}) {
  return json({
    name: toPackageName(demo.title),
    ...fields,
    dependencies: collectDependencies(demo),
    devDependencies: { typescript: '^5.0.0', ...devDependencies },
  });
}

export function buildSandboxFiles(
  demo: DemoSource,
): Record<string, { content: string; isBinary: boolean }> {
  const files: Record<string, string> = {
    ...localFiles(demo),
    'package.json': manifest(demo, { description: exportDescription(demo), main: 'index.tsx' }),
    'index.html': '<div id="root"></div>\n',
    'index.tsx': MOUNT_APP,
    'App.tsx': demo.source,
    'sandbox.config.json': json({ template: 'create-react-app' }),
  };
  return Object.fromEntries(
    Object.entries(files).map(([name, content]) => [name, { content, isBinary: false }]),
  );
}

export function buildSandboxParameters(demo: DemoSource): string {
  return getParameters({ files: buildSandboxFiles(demo) });
}

/** npm package names are lower case, without spaces. */
export function toPackageName(title: string): string {
  const name = title
    .toLowerCase()
    .replace(/[^a-z0-9-~._]+/g, '-')
    .replace(/^[-._]+|-+$/g, '');
  return name || 'demo';
}

/** StackBlitz's POST API: opens a project from form fields, with the demo's file in view. */
export const STACKBLITZ_RUN_URL = 'https://stackblitz.com/run?file=src%2FApp.tsx';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2020',
    lib: ['DOM', 'DOM.Iterable', 'ES2020'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    esModuleInterop: true,
    noEmit: true,
  },
  include: ['src'],
};

// A Vite project: StackBlitz's "node" template runs `npm install`, then the dev script.
export function buildStackblitzFiles(demo: DemoSource): Record<string, string> {
  const scripts = { dev: 'vite', build: 'vite build', preview: 'vite preview' };
  return {
    ...localFiles(demo, 'src/'),
    'package.json': manifest(demo, { private: true, type: 'module', scripts }, { vite: '^6.3.0' }),
    'index.html': INDEX_HTML,
    'tsconfig.json': json(TSCONFIG),
    'src/main.tsx': MOUNT_APP,
    'src/App.tsx': demo.source,
  };
}

export function buildStackblitzFields(demo: DemoSource): Record<string, string> {
  const files = Object.entries(buildStackblitzFiles(demo));
  return {
    'project[title]': demo.title,
    'project[description]': exportDescription(demo),
    'project[template]': 'node',
    ...Object.fromEntries(files.map(([name, text]) => [`project[files][${name}]`, text])),
  };
}
