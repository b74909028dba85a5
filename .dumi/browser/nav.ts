const trimSlash = (path: string) => path.replace(/\/+$/, '') || '/';

type NavTarget = { link?: string; activePath?: string };

// A section's `activePath` claims the pages under it; a link claims only its own page.
export function isNavTargetActive(pathname: string, target: NavTarget) {
  const page = trimSlash(pathname);
  if (target.activePath) {
    const section = trimSlash(target.activePath);
    return page === section || page.startsWith(`${section}/`);
  }
  return Boolean(target.link) && page === trimSlash(target.link as string);
}
