/** Published beside the pages, so every export runs the component the site was built from. */
export interface PackageBuild {
  name: string;
  version: string;
  /** `<version>-<content hash>`: names the folder, so a new build is a new address. */
  id: string;
  /** The npm tarball (es/, lib/, assets/): what CodeSandbox and StackBlitz install. */
  tarball: string;
  /** The browser build, global `RcOverflow`, React and ReactDOM from globals: for CodePen. */
  browser: string;
  css: string;
  react: string;
}

/** The repository's GitHub Pages, where the site is published unless PUBLIC_SITE_ORIGIN says. */
export const DEFAULT_SITE_ORIGIN = 'https://react-component.github.io';

/** A build's files, under `prefix`: the site's root (where they are written) or its address. */
export function packageBuildFiles(id: string, prefix = '') {
  const dir = `${prefix}pkg/${id}/`;
  return {
    tarball: `${dir}rc-overflow.tgz`,
    browser: `${dir}rc-overflow.min.js`,
    css: `${dir}index.css`,
  };
}

/** The site's public address: its origin and router base, with one trailing slash. */
export function sitePublicUrl(origin: string, base: string): string {
  return `${origin.replace(/\/+$/, '')}/${base.replace(/^\/+/, '')}`.replace(/\/*$/, '/');
}

export function packageBuildAt(
  siteUrl: string,
  { name, version }: { name: string; version: string },
  id: string,
): PackageBuild {
  // The React every export runs on: the last with browser (UMD) builds, which CodePen needs.
  return { name, version, id, ...packageBuildFiles(id, siteUrl), react: '18.3.1' };
}
