import type { Root } from 'hast';
import { EXTERNAL_ICON_CLASS, EXTERNAL_LINK_REL, isExternalHref } from '../browser/links';

function markExternal(node: Root | Root['children'][number]): void {
  const href = node.type === 'element' && node.tagName === 'a' && node.properties?.href;
  if (node.type === 'element' && typeof href === 'string' && isExternalHref(href)) {
    node.properties = { ...node.properties, target: '_blank', rel: EXTERNAL_LINK_REL };
    node.children.push({
      type: 'element',
      tagName: 'span',
      properties: { className: [EXTERNAL_ICON_CLASS], ariaHidden: 'true' },
      children: [],
    });
  }
  if ('children' in node) node.children.forEach(markExternal);
}

/** Rehype: external links get a new tab, a safe `rel` and the theme's ExternalLink icon markup. */
export const rehypeExternalLinks = () => markExternal;
