/** A build with extra environment (e.g. the test-only pages), in a folder of its own. */
export interface SiteVariant {
  name: string;
  env: Record<string, string>;
}
export const ROOT: string;
export const SITE_DIR: string;
export const TEST_SITE: SiteVariant;
export function normalizeBase(base: string): string;
export function siteDirFor(base: string, variant?: SiteVariant): string;
export function ensureSiteBuilt(base: string, variant?: SiteVariant): string;
