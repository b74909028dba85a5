export const CHROME_ARGS: string[];
export function findChrome(): string;
