import { getParameters } from 'codesandbox-import-utils/lib/api/define';
import type { PackageBuild } from './packageBuild';

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
  /** The build of our package the site publishes: every export runs against it. */
  build: PackageBuild;
}

export interface SandboxFile {
  content: string;
  isBinary: boolean;
}

/** The demo's imports, with our package from the site's tarball and React as the exports run it. */
export function collectDependencies(demo: DemoSource): Record<string, string> {
  return {
    ...demo.dependencies,
    [demo.build.name]: demo.build.tarball,
    react: demo.build.react,
    'react-dom': demo.build.react,
  };
}

/** Mounts `./App`'s default export in #root with React 18's root API. */
export function mountModule(appPath: string): string {
  return `import React from 'react';
import { createRoot } from 'react-dom/client';
import App from '${appPath}';

createRoot(document.getElementById('root') as HTMLElement).render(<App />);
`;
}

/** The description an export carries: the demo's own, or what it is and which build it runs. */
export function exportDescription(demo: DemoSource): string {
  return (
    demo.description ||
    `${demo.build.name} demo "${demo.title}", on the docs site's build ${demo.build.id}`
  );
}

/** The demo's own files (local imports) by their path in the project, under `folder`. */
export function localFiles(demo: DemoSource, folder = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(demo.files ?? {}).map(([name, content]) => [
      folder + name.replace(/^\.\//, ''),
      content,
    ]),
  );
}

/** The files of a runnable TypeScript React sandbox for `demo`. */
export function buildSandboxFiles(demo: DemoSource): Record<string, SandboxFile> {
  const manifest = {
    name: toPackageName(demo.title),
    description: exportDescription(demo),
    main: 'index.tsx',
    dependencies: collectDependencies(demo),
    devDependencies: { typescript: '^5.0.0' },
  };
  const files: Record<string, string> = {
    ...localFiles(demo),
    'package.json': `${JSON.stringify(manifest, null, 2)}\n`,
    'index.html': '<div id="root"></div>\n',
    'index.tsx': mountModule('./App'),
    'App.tsx': demo.source,
    'sandbox.config.json': `${JSON.stringify({ template: 'create-react-app' }, null, 2)}\n`,
  };
  return Object.fromEntries(
    Object.entries(files).map(([name, content]) => [name, { content, isBinary: false }]),
  );
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
