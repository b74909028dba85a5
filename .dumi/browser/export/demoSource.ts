import type { IPreviewerProps } from 'dumi';
import type { DemoSource } from './codesandbox';

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
