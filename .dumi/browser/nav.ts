const trimSlash = (path: string) => path.replace(/\/+$/, '') || '/';

// Every page under a section's `activePath` is in it; a link alone never claims the pages under
// it: "Home" (`/`) is not current on `/demo/base`.
export function isNavTargetActive(
  pathname: string,
  target: { link?: string; activePath?: string },
) {
  const page = trimSlash(pathname);
  if (target.activePath) {
    const section = trimSlash(target.activePath);
    return page === section || page.startsWith(`${section}/`);
  }
  return Boolean(target.link) && page === trimSlash(target.link as string);
}
