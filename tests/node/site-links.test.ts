import type { Element } from 'hast';
import { EXTERNAL_ICON_CLASS, isExternalHref, starBadgeUrl } from '../../.dumi/browser/links';
import { rehypeExternalLinks } from '../../.dumi/build/externalLinks';

it('tells external links from internal ones', () => {
  const external = ['https://github.com', 'http://a.b', 'mailto:x@y.z', '//cdn.example.com/a.js'];
  const internal = ['/demo/base', './a.md', '#api', '', undefined];
  expect([...external, ...internal].map(isExternalHref)).toEqual([
    ...external.map(() => true),
    ...internal.map(() => false),
  ]);
});

it('builds the star badge for a repository on GitHub only', () => {
  const urls = ['https://github.com/react-component/overflow', 'https://example.org/code/overflow'];
  expect([...urls, 'https://github.com/react-component', undefined].map(starBadgeUrl)).toEqual([
    'https://img.shields.io/github/stars/react-component/overflow?style=social',
    undefined,
    undefined,
    undefined,
  ]);
});

it('opens external links in a new tab with a safe rel and the icon, internal ones as they are', () => {
  const link = (href: string): Element => ({
    type: 'element',
    tagName: 'a',
    properties: { href },
    children: [{ type: 'text', value: 'link' }],
  });
  const [external, internal] = [link('https://opensource.org/licenses/MIT'), link('/demo/base')];
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
  expect([internal.properties, internal.children.length]).toEqual([{ href: '/demo/base' }, 1]);
});
