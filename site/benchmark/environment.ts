// What a page can read about the browser and device it runs on.

/** Client hints (Chromium's `navigator.userAgentData`), not in TypeScript's DOM types yet. */
interface UserAgentData {
  brands?: { brand: string; version: string }[];
  platform?: string;
}

type NavigatorWithHints = Navigator & { userAgentData?: UserAgentData; deviceMemory?: number };

export interface EnvironmentFacts {
  userAgent: string;
  /** "Chromium 156, Google Chrome 156", or null where the browser has no client hints. */
  brands: string | null;
  platform: string | null;
  processors: number | null;
  /** Approximate device memory in GiB (Chromium rounds it and caps it), or null. */
  memoryGiB: number | null;
}

export function readEnvironment(nav: Navigator): EnvironmentFacts {
  const hinted = nav as NavigatorWithHints;
  const brands = hinted.userAgentData?.brands
    // GREASE entries ("Not_A Brand") are there to be ignored.
    ?.filter(({ brand }) => !/not.a.brand/i.test(brand))
    .map(({ brand, version }) => `${brand} ${version}`);
  const platform = hinted.userAgentData?.platform;
  return {
    userAgent: nav.userAgent,
    brands: brands && brands.length > 0 ? brands.join(', ') : null,
    platform: platform || null,
    processors: nav.hardwareConcurrency > 0 ? nav.hardwareConcurrency : null,
    memoryGiB: typeof hinted.deviceMemory === 'number' ? hinted.deviceMemory : null,
  };
}
