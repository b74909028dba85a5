/** A package.json as the repository publishes it under one name. */
export interface PackageManifest {
  name: string;
  version: string;
  description: string;
  peerDependencies?: Record<string, string>;
  [field: string]: unknown;
}
export function packageManifests(root?: Record<string, unknown>): PackageManifest[];
export function tarballName(manifest: { name: string; version: string }): string;
export function readmeFor(name: string, readme?: string): string;
/** Compiles once and packs under every name (or `names`) into `outDir` (default pack/). */
export function packAll(options?: {
  outDir?: string;
  names?: string[];
}): Promise<Record<string, string>>;
