import type { Root } from 'hast';
import { EXTERNAL_ICON_CLASS, EXTERNAL_LINK_REL, isExternalHref } from '../browser/links';

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
