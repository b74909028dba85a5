import { hasPrerenderedApp } from './page';

// After dumi's, which never hydrates a standalone demo: hydrate wherever the page was prerendered.
export function modifyClientRenderOpts<T extends { mountElementId?: string }>(memo: T): T {
  return { ...memo, hydrate: hasPrerenderedApp(memo.mountElementId) };
}
