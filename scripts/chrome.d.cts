export const CHROME_ARGS: string[];
export function findChrome(): string;
/** For tests: CHROME_PATH first, then Chromium's headless shell, then `findChrome()`. */
export function findTestChrome(): string;
