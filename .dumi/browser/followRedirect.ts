// Inlined in the static redirect pages: keeps the query and hash, which their meta refresh drops.
export function followRedirect(target: string): void {
  window.location.replace(target + window.location.search + window.location.hash);
}
