import { isNavTargetActive } from '../../.dumi/browser/nav';

it.each<[string, { link: string; activePath?: string }, string[], string[]]>([
  ['Home on the home page only', { link: '/' }, ['/'], ['/demo/base']],
  ['the Chinese home on its own page only', { link: '/zh-CN' }, ['/zh-CN/'], ['/zh-CN/demo/base']],
  [
    'a section on every page under it, not on a look-alike path',
    { link: '/demo/base', activePath: '/demo' },
    ['/demo/blink', '/demo'],
    ['/demos-old', '/'],
  ],
  ['a page link on that page only', { link: '/demo/base' }, ['/demo/base/'], ['/demo/blink']],
])('marks %s current', (_name, target, current, not) => {
  expect([...current, ...not].map((path) => isNavTargetActive(path, target))).toEqual([
    ...current.map(() => true),
    ...not.map(() => false),
  ]);
});
