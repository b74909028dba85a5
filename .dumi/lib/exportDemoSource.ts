import type { DemoSource } from './exportSandbox';

/** The shape of a dumi demo asset that the exports read (see dumi-assets-types). */
export interface DemoAssetLike {
  id: string;
  title?: string;
  description?: string;
  entry?: string;
  dependencies: Record<string, { type: 'NPM' | 'FILE'; value: string }>;
}

export interface DemoSourceWithEntry extends DemoSource {
  /** File name of the demo itself, as dumi lists it (`index.tsx`). */
  entryName: string;
}

/** Splits a demo asset into its own source, the local files it imports, and its npm packages. */
export function toDemoSource(
  asset: DemoAssetLike,
  extra: { title?: string; description?: string; build: DemoSource['build'] },
): DemoSourceWithEntry {
  const entries = Object.entries(asset.dependencies);
  const localFiles = entries.filter(([, dep]) => dep.type === 'FILE');
  const entryName =
    asset.entry && asset.dependencies[asset.entry] ? asset.entry : (localFiles[0]?.[0] ?? '');
  const files: Record<string, string> = {};
  localFiles.forEach(([name, dep]) => {
    if (name !== entryName) files[name] = dep.value;
  });
  const dependencies: Record<string, string> = {};
  entries.forEach(([name, dep]) => {
    if (dep.type === 'NPM') dependencies[name] = dep.value;
  });
  return {
    title: extra.title || asset.title || asset.id,
    description: extra.description || asset.description,
    source: asset.dependencies[entryName]?.value ?? '',
    files,
    dependencies,
    build: extra.build,
    entryName,
  };
}
