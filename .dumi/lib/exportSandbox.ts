import { getParameters } from 'codesandbox-import-utils/lib/api/define';

export const SANDBOX_DEFINE_URL = 'https://codesandbox.io/api/v1/sandboxes/define';

/** The parts of a dumi demo asset the exports need. */
export interface DemoSource {
  title: string;
  description?: string;
  /** Entry file content (the demo itself). */
  source: string;
  /** Other local files the demo imports, by the path it imports them with (`./style.css`). */
  files?: Record<string, string>;
  /** npm packages the demo imports, with the version dumi resolved. */
  dependencies: Record<string, string>;
  /** Our own package name and version, so the export runs against what the docs show. */
  pkg: { name: string; version: string };
  /** Versions to use for react and react-dom when the demo does not pin them. */
  reactVersion?: string;
}

export interface SandboxFile {
  content: string;
  isBinary: boolean;
}

/** Every npm dependency the exported demo needs at run time. */
export function collectDependencies(demo: DemoSource): Record<string, string> {
  const react = demo.dependencies.react ?? demo.reactVersion ?? '^18.0.0';
  return {
    ...demo.dependencies,
    [demo.pkg.name]: demo.pkg.version,
    react,
    'react-dom': demo.dependencies['react-dom'] ?? react,
  };
}

const ENTRY = `import React from 'react';
import { createRoot } from 'react-dom/client';
import App from './App';

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
`;

/** The files of a runnable TypeScript React 18 sandbox for `demo`. */
export function buildSandboxFiles(demo: DemoSource): Record<string, SandboxFile> {
  const file = (content: string): SandboxFile => ({ content, isBinary: false });
  const files: Record<string, SandboxFile> = {};
  Object.entries(demo.files ?? {}).forEach(([name, content]) => {
    files[name.replace(/^\.\//, '')] = file(content);
  });
  const manifest = {
    name: toPackageName(demo.title),
    description: demo.description || `${demo.pkg.name} demo: ${demo.title}`,
    main: 'index.tsx',
    dependencies: collectDependencies(demo),
    devDependencies: { typescript: '^5.0.0' },
  };
  files['package.json'] = file(`${JSON.stringify(manifest, null, 2)}\n`);
  files['index.html'] = file('<div id="root"></div>\n');
  files['index.tsx'] = file(ENTRY);
  files['App.tsx'] = file(demo.source);
  files['sandbox.config.json'] = file(
    `${JSON.stringify({ template: 'create-react-app' }, null, 2)}\n`,
  );
  return files;
}

/** The `parameters` field CodeSandbox's define API takes. */
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
