import { routerBase } from '@@/rc-overflow-site/route-loaders';

// What the runtime's plugins ask of the page they start on.

export const inBrowser = typeof window !== 'undefined';
/** The router's base without its trailing slash, as its matchRoutes takes it. */
export const basePrefix = routerBase.replace(/\/$/, '');

/** The demo id of a standalone demo page (`<base>/~demos/<id>`), or undefined. */
export const standaloneDemoId = (pathname: string) =>
  /^\/~demos\/([^/]+)\/?$/.exec(pathname.slice(basePrefix.length))?.[1];

/** Whether the page's prerendered markup is what the client renders (a demo's query changes it). */
export function hasPrerenderedApp(mountElementId = 'root'): boolean {
  // Runtime plugins run in the prerendering server too, where there is nothing to hydrate.
  if (!inBrowser || !document.getElementById(mountElementId)?.firstChild) return false;
  const query = new URLSearchParams(window.location.search);
  const changed = query.has('wrapper') || query.has('capture');
  return !(standaloneDemoId(window.location.pathname) !== undefined && changed);
}
