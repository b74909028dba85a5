export interface NavTarget {
  link?: string;
  /** Set for a section: every page under this path belongs to it. */
  activePath?: string;
}

const trimSlash = (path: string) => path.replace(/\/+$/, '') || '/';

// A link alone never claims the pages under it: "Home" (`/`) is not current on `/demo/base`.
export function isNavTargetActive(pathname: string, target: NavTarget): boolean {
  const page = trimSlash(pathname);
  if (target.activePath) {
    const section = trimSlash(target.activePath);
    return page === section || page.startsWith(`${section}/`);
  }
  return Boolean(target.link) && page === trimSlash(target.link as string);
}
