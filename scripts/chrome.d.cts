export const CHROME_ARGS: string[];
export function findChrome(): string;
/** For tests: CHROME_PATH first, then Chromium's headless shell, then `findChrome()`. */
export function findTestChrome(): string;
/** A browser with its own window: CHROME_PATH unless it is a headless shell, else the usual places. */
export function findFullChrome(): string;
/** Chromium through playwright-core with the quiet flags (`findChrome()` unless given). */
export function launchChromium(
  options?: import('playwright-core').LaunchOptions,
): Promise<import('playwright-core').Browser>;
