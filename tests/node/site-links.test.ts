import type { Element } from 'hast';
import {
  EXTERNAL_ICON_CLASS,
  isExternalHref,
  rehypeExternalLinks,
  starBadgeUrl,
} from '../../.dumi/lib/links';

describe('isExternalHref', () => {
  it.each(['https://github.com', 'http://a.b', 'mailto:x@y.z', '//cdn.example.com/a.js'])(
    'treats %s as external',
    (href) => expect(isExternalHref(href)).toBe(true),
  );

  it.each(['/demo/base', './a.md', '#api', '', undefined])('treats %p as internal', (href) =>
    expect(isExternalHref(href)).toBe(false),
  );
});

describe('starBadgeUrl', () => {
  it('builds the star badge for a repository on GitHub', () => {
    expect(starBadgeUrl('https://github.com/react-component/overflow')).toBe(
      'https://img.shields.io/github/stars/react-component/overflow?style=social',
    );
  });

  it.each(['https://example.org/code/overflow', 'https://github.com/react-component', undefined])(
    'has no badge for %p',
    (url) => expect(starBadgeUrl(url)).toBeUndefined(),
  );
});

describe('rehypeExternalLinks', () => {
  const link = (href: string): Element => ({
    type: 'element',
    tagName: 'a',
    properties: { href },
    children: [{ type: 'text', value: 'link' }],
  });

  it('opens external links in a new tab with a safe rel and the icon', () => {
    const external = link('https://opensource.org/licenses/MIT');
    const internal = link('/demo/base');
    rehypeExternalLinks()({
      type: 'root',
      children: [{ type: 'element', tagName: 'p', children: [external, internal] }],
    });
    expect(external.properties).toEqual({
      href: 'https://opensource.org/licenses/MIT',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(external.children[1]).toMatchObject({
      tagName: 'span',
      properties: { className: [EXTERNAL_ICON_CLASS] },
    });
    expect(internal.properties).toEqual({ href: '/demo/base' });
    expect(internal.children).toHaveLength(1);
  });
});
