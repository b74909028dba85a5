/**
 * The script of a static redirect page (inlined by ../plugins/demo-routes.ts): goes on to `target`
 * at once, keeping the query and the hash, which the page's `<meta http-equiv="refresh">` (there
 * for readers without JavaScript) cannot carry.
 */
export function followRedirect(target: string): void {
  window.location.replace(target + window.location.search + window.location.hash);
}
