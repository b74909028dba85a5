import type { Root } from 'hast';

/** What every link that leaves the site carries: a new tab that cannot reach back to us. */
export const EXTERNAL_LINK_REL = 'noopener noreferrer';
export const EXTERNAL_ICON_CLASS = 'site-external-link-icon';

export function isExternalHref(href: string | undefined | null): boolean {
  if (!href) return false;
  return /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
}

export function starBadgeUrl(url: string | undefined): string | undefined {
  const slug = url && /^https:\/\/github\.com\/([^/]+\/[^/]+?)\/?$/i.exec(url)?.[1];
  return slug ? `https://img.shields.io/github/stars/${slug}?style=social` : undefined;
}

/** Rehype: external links get a new tab, a safe `rel` and the theme's ExternalLink icon markup. */
export function rehypeExternalLinks() {
  return (tree: Root) => {
    const visit = (node: Root | Root['children'][number]) => {
      if (node.type === 'element' && node.tagName === 'a') {
        const href = node.properties?.href;
        if (typeof href === 'string' && isExternalHref(href)) {
          node.properties = { ...node.properties, target: '_blank', rel: EXTERNAL_LINK_REL };
          node.children = [
            ...node.children,
            {
              type: 'element',
              tagName: 'span',
              properties: { className: [EXTERNAL_ICON_CLASS], ariaHidden: 'true' },
              children: [],
            },
          ];
        }
      }
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
}
