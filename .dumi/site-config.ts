// Navigation of the site in both languages, read by .dumirc.ts.
const DEMOS = [
  { title: 'base', path: 'base' },
  { title: 'blink', path: 'blink' },
  { title: 'fill-width', path: 'fill-width' },
  { title: 'Raw Render', path: 'raw-render' },
  { title: 'max-rows', path: 'max-rows' },
  { title: 'collapse-from-start', path: 'collapse-from-start' },
];

const LOCALES = [
  {
    id: 'en-US',
    prefix: '',
    home: 'Home',
    demo: 'Demo',
    playground: 'Playground',
    benchmark: 'Benchmark',
  },
  {
    id: 'zh-CN',
    prefix: '/zh-CN',
    home: '首页',
    demo: '示例',
    playground: '演练场',
    benchmark: '性能测试',
  },
];

function demoLinks(prefix: string) {
  return DEMOS.map((demo) => ({ title: demo.title, link: `${prefix}/demo/${demo.path}` }));
}

export const nav = Object.fromEntries(
  LOCALES.map(({ id, prefix, home, demo, playground, benchmark }) => [
    id,
    [
      // The route's own path ("/zh-CN/"): dumi's search groups a page under the nav entry whose
      // link equals it, so the Chinese home page's results get their group heading too.
      { title: home, link: `${prefix}/` },
      {
        title: demo,
        link: `${prefix}/demo/base`,
        activePath: `${prefix}/demo`,
        children: demoLinks(prefix),
      },
      // Pages of their own, without the side menu.
      { title: playground, link: `${prefix}/playground` },
      { title: benchmark, link: `${prefix}/benchmark` },
    ],
  ]),
);

// The same menu on every page: the home page, then the demos as a group.
export const sidebar = Object.fromEntries(
  LOCALES.flatMap(({ prefix, demo }) => {
    const groups = [
      { children: [{ title: 'rc-overflow', link: prefix || '/' }] },
      { title: demo, children: demoLinks(prefix) },
    ];
    return [
      [prefix || '/', groups],
      [`${prefix}/demo`, groups],
    ];
  }),
);

/** Routes that only redirect, for the static build too. */
export const redirects = LOCALES.map(({ prefix }) => ({
  from: `${prefix}/demo`,
  to: `${prefix}/demo/base`,
}));
