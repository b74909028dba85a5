import { inBrowser } from './page';

/** `/demo/base/index.html`, as static hosts spell a page, is `/demo/base` to the router. */
export function patchRoutes(): void {
  if (!inBrowser) return;
  const { pathname, search, hash } = window.location;
  const page = pathname.replace(/\/index\.html$/, '') || '/';
  if (page !== pathname)
    window.history.replaceState(window.history.state, '', page + search + hash);
}
