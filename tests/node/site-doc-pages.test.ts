import { docPages } from '../../.dumi/build/docPages';

it('docPages lists the demo pages in the order their frontmatter gives, titled in both languages', () => {
  const demos = docPages('demo');
  expect(demos.slice(0, 4).map((page) => page.link)).toEqual([
    '/demo/base',
    '/demo/blink',
    '/demo/fill-width',
    '/demo/raw-render',
  ]);
  expect(demos[3].title).toEqual({ 'en-US': 'Raw Render', 'zh-CN': 'Raw Render' });
});

it("docPages names each page's demos by their files, with the ids dumi gives them", () => {
  const [base] = docPages('demo');
  expect(base.demos).toEqual([{ file: 'base.tsx', id: 'docs-demo-base-demo-base' }]);
  const recipes = docPages('guide').find((page) => page.link === '/guide/recipes');
  expect(recipes?.demos.map(({ id }) => id)).toEqual([
    'docs-guide-recipes-demo-tag-select',
    'docs-guide-recipes-demo-toolbar',
    'docs-guide-recipes-demo-avatar-group',
  ]);
});

it("docPages takes each locale's title from its own file", () => {
  const faq = docPages('guide').find((page) => page.link === '/guide/faq');
  expect(faq?.title).toEqual({ 'en-US': 'FAQ', 'zh-CN': '常见问题' });
});
