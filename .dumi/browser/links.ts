/** What every link that leaves the site carries: a new tab that cannot reach back to us. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';
export const EXTERNAL_ICON_CLASS = 'site-external-link-icon';

/** A link with a scheme (`https:`, `mailto:`) or to another host (`//host`). */
export const isExternalHref = (href: string | undefined | null): boolean =>
  !!href && /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);

export function starBadgeUrl(url: string | undefined): string | undefined {
  const slug = url && /^https:\/\/github\.com\/([^/]+\/[^/]+?)\/?$/i.exec(url)?.[1];
  return slug ? `https://img.shields.io/github/stars/${slug}?style=social` : undefined;
}
