/** What decides whether a navigation entry stands for the page at `pathname`. */
export interface NavTarget {
  link?: string;
  /** Set for a section: every page under this path belongs to it. */
  activePath?: string;
}

const trimSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/**
 * An entry is current on its own page and, with an `activePath`, on every page under that path.
 * A link alone never claims the pages under it: "Home" (`/`) is not current on `/demo/base`.
 */
export function isNavTargetActive(pathname: string, target: NavTarget): boolean {
  const page = trimSlash(pathname);
  if (target.activePath) {
    const section = trimSlash(target.activePath);
    return page === section || page.startsWith(`${section}/`);
  }
  return Boolean(target.link) && page === trimSlash(target.link as string);
}
