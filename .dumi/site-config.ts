// Navigation of the site in both languages, read by .dumirc.ts.
const DEMOS = [
  { title: 'base', path: 'base' },
  { title: 'blink', path: 'blink' },
  { title: 'fill-width', path: 'fill-width' },
  { title: 'Raw Render', path: 'raw-render' },
  { title: 'max-rows', path: 'max-rows' },
  { title: 'collapse-from-start', path: 'collapse-from-start' },
  { title: 'priority', path: 'priority' },
  { title: 'vertical', path: 'vertical' },
];

// The guides, in reading order, with their titles in each locale (their pages' own titles).
const GUIDES = [
  { path: 'styling', 'en-US': 'Styling', 'zh-CN': '样式' },
  { path: 'antd', 'en-US': 'With antd', 'zh-CN': '搭配 antd' },
  { path: 'server-rendering', 'en-US': 'Server rendering', 'zh-CN': '服务端渲染' },
  { path: 'accessibility', 'en-US': 'Accessibility', 'zh-CN': '无障碍' },
  { path: 'typescript', 'en-US': 'TypeScript', 'zh-CN': 'TypeScript' },
  { path: 'migrating', 'en-US': 'Migrating from 1.5', 'zh-CN': '从 1.5 迁移' },
  { path: 'faq', 'en-US': 'FAQ', 'zh-CN': '常见问题' },
  { path: 'recipes', 'en-US': 'Recipes', 'zh-CN': '实用示例' },
] as const;

const LOCALES = [
  {
    id: 'en-US',
    prefix: '',
    home: 'Home',
    guide: 'Guide',
    demo: 'Demo',
    playground: 'Playground',
    benchmark: 'Benchmark',
  },
  {
    id: 'zh-CN',
    prefix: '/zh-CN',
    home: '首页',
    guide: '指南',
    demo: '示例',
    playground: '演练场',
    benchmark: '性能测试',
  },
];

function demoLinks(prefix: string) {
  return DEMOS.map((demo) => ({ title: demo.title, link: `${prefix}/demo/${demo.path}` }));
}

function guideLinks(id: 'en-US' | 'zh-CN', prefix: string) {
  return GUIDES.map((guide) => ({ title: guide[id], link: `${prefix}/guide/${guide.path}` }));
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

// The same menu on every page: the home page, then the guides and the demos as groups.
export const sidebar = Object.fromEntries(
  LOCALES.flatMap(({ id, prefix, guide, demo }) => {
    const groups = [
      { children: [{ title: 'rc-overflow', link: prefix || '/' }] },
      { title: guide, children: guideLinks(id as 'en-US' | 'zh-CN', prefix) },
      { title: demo, children: demoLinks(prefix) },
    ];
    return [
      [prefix || '/', groups],
      [`${prefix}/guide`, groups],
      [`${prefix}/demo`, groups],
    ];
  }),
);

/** Routes that only redirect, for the static build too. */
export const redirects = LOCALES.map(({ prefix }) => ({
  from: `${prefix}/demo`,
  to: `${prefix}/demo/base`,
}));
