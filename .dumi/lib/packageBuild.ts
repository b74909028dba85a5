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
  /** The package's stylesheet (assets/index.css). */
  css: string;
  react: string;
}

/** Where the site is published unless PUBLIC_SITE_ORIGIN says otherwise (GitHub Pages of the repository). */
export const DEFAULT_SITE_ORIGIN = 'https://react-component.github.io';

/** The React every export runs on: the last with browser (UMD) builds, which CodePen needs. */
export const EXPORT_REACT_VERSION = '18.3.1';

/** The site's files for a build, relative to the site's root. */
export function packageBuildFiles(id: string): { tarball: string; browser: string; css: string } {
  return {
    tarball: `pkg/${id}/rc-overflow.tgz`,
    browser: `pkg/${id}/rc-overflow.min.js`,
    css: `pkg/${id}/index.css`,
  };
}

/** The site's public address: its origin and router base, with one trailing slash. */
export function sitePublicUrl(origin: string, base: string): string {
  return `${origin.replace(/\/+$/, '')}/${base.replace(/^\/+/, '')}`.replace(/\/*$/, '/');
}

/** Where the build of `id` is served, under the site's public address. */
export function packageBuildAt(
  siteUrl: string,
  pkg: { name: string; version: string },
  id: string,
): PackageBuild {
  const files = packageBuildFiles(id);
  return {
    name: pkg.name,
    version: pkg.version,
    id,
    tarball: siteUrl + files.tarball,
    browser: siteUrl + files.browser,
    css: siteUrl + files.css,
    react: EXPORT_REACT_VERSION,
  };
}
