/** What every link that leaves the site carries: a new tab that cannot reach back to us. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';
export const EXTERNAL_ICON_CLASS = 'site-external-link-icon';

/** True for absolute URLs with a scheme (https:, mailto:, ...) or protocol-relative ones. */
export function isExternalHref(href: string | undefined | null): boolean {
  if (!href) return false;
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

export interface RepositoryInfo {
  url: string;
  platform: 'github' | 'gitlab' | 'other';
  /** "owner/name" on a code-hosting site, for badges. */
  slug?: string;
}

/** Reads a package.json `repository` URL (git+https, .git suffix, ssh) into a browsable one. */
export function parseRepository(raw: string | undefined | null): RepositoryInfo | undefined {
  if (!raw) return undefined;
  const cleaned = raw
    .trim()
    .replace(/^git\+/, '')
    .replace(/^git@([^:]+):/, 'https://$1/')
    .replace(/^git:\/\//, 'https://')
    .replace(/\.git$/, '')
    .replace(/\/$/, '');
  const match = /^https?:\/\/(?:www\.)?(github\.com|gitlab\.com)\/([^/]+\/[^/]+)$/i.exec(cleaned);
  if (!match) return { url: cleaned, platform: 'other' };
  const platform = match[1].toLowerCase() === 'github.com' ? 'github' : 'gitlab';
  return { url: cleaned, platform, slug: match[2] };
}

/** The star-count badge image for a repository on a code-hosting site, if there is one. */
export function starBadgeUrl(repository: RepositoryInfo | undefined): string | undefined {
  if (!repository?.slug || repository.platform !== 'github') return undefined;
  return `https://img.shields.io/github/stars/${repository.slug}?style=social`;
}

// A minimal hast shape, enough to walk the tree without a dependency on unist utilities.
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/**
 * Rehype plugin for Markdown pages: external links open in a new tab with a safe `rel` and an
 * external-link icon (the same markup as the theme's ExternalLink component).
 */
export function rehypeExternalLinks() {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'a') {
        const href = node.properties?.href;
        if (typeof href === 'string' && isExternalHref(href)) {
          node.properties = { ...node.properties, target: '_blank', rel: EXTERNAL_LINK_REL };
          node.children = [
            ...(node.children ?? []),
            {
              type: 'element',
              tagName: 'span',
              properties: { className: [EXTERNAL_ICON_CLASS], ariaHidden: 'true' },
              children: [],
            },
          ];
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
