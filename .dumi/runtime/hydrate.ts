import { hasPrerenderedApp } from './page';

// Hydrate where the page was prerendered, render otherwise. Runs after dumi's, which never
// hydrates the standalone demo pages: ours are prerendered.
export function modifyClientRenderOpts<T extends { mountElementId?: string }>(memo: T): T {
  return { ...memo, hydrate: hasPrerenderedApp(memo.mountElementId) };
}
