import type { IPreviewerProps } from 'dumi';
import type { PackageBuild } from '../../build/packageBuild';

/** Splits a demo asset into its own source, the local files it imports, and its npm packages. */
export function toDemoSource(
  asset: IPreviewerProps['asset'],
  extra: { title?: string; build: DemoSource['build'] },
): DemoSource {
  const entries = Object.entries(asset.dependencies);
  const entryName =
    asset.entry && asset.dependencies[asset.entry]
      ? asset.entry
      : entries.find(([, dep]) => dep.type === 'FILE')?.[0];
  const files = entries.filter(([name, dep]) => dep.type === 'FILE' && name !== entryName);
  const packages = entries.filter(([, dep]) => dep.type === 'NPM');
  return {
    title: extra.title || asset.title || asset.id,
    description: asset.description,
    source: entryName ? asset.dependencies[entryName].value : '',
    files: Object.fromEntries(files.map(([name, dep]) => [name, dep.value])),
    dependencies: Object.fromEntries(packages.map(([name, dep]) => [name, dep.value])),
    build: extra.build,
  };
}

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

export const collectDependencies = ({ dependencies, build }: DemoSource) => ({
  ...dependencies,
  [build.name]: build.tarball,
  react: build.react,
  'react-dom': build.react,
});

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

export const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The React project both sandboxes open, its files in `folder`: `entry` mounts the demo's App. */
export const reactProject = (demo: DemoSource, folder: string, entry: string, fields: object) => ({
  ...localFiles(demo, folder),
  'package.json': json({
    name: toPackageName(demo.title),
    ...fields,
    dependencies: collectDependencies(demo),
  }),
  [folder + entry]: MOUNT_APP,
  [`${folder}App.tsx`]: demo.source,
});

/** npm package names are lower case, without spaces. */
export function toPackageName(title: string): string {
  const name = title
    .toLowerCase()
    .replace(/[^a-z0-9-~._]+/g, '-')
    .replace(/^[-._]+|-+$/g, '');
  return name || 'demo';
}
