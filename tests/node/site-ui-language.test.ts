import { ALLOWED_NAMES, isInOtherLanguage, languageOf } from '../browser/ui-language';

// The rule the language sweep reads every page by: what it must catch, and what a page of either
// language may say.
it('flags the English a Chinese page must not say, and nothing it may say', () => {
  const english = [
    'Light mode', // dumi's theme icon title
    'Search',
    'github',
    'Light Mode', // dumi's English theme choices
    'Enable JavaScript to run this app.',
    '主题 Light mode',
    '显示 5 of 19 tags',
  ];
  const chinese = [
    '亮色模式',
    '在 GitHub 上为 rc-overflow 点星',
    'Ctrl K',
    '列表把 ref 转发到它的元素上：', // a term in a Chinese sentence
    'antd 5 的 Select（tags 与 multiple 模式）通过 rc-select 使用 rc-overflow',
    '`Overflow.Item` 的 maxCount',
    '/zh-CN/demo/base',
    'Raw Render', // a demo, named after its file
    'English', // the language link
  ];
  expect(english.filter((text) => !isInOtherLanguage(text, 'zh'))).toEqual([]);
  expect(chinese.filter((text) => isInOtherLanguage(text, 'zh'))).toEqual([]);
});

it('lets an English page name the Chinese pages in Chinese, and say nothing else in Chinese', () => {
  const texts = ['中文', '亮色模式', 'Star rc-overflow on GitHub'];
  expect(texts.map((text) => isInOtherLanguage(text, 'en'))).toEqual([false, true, false]);
});

it('allows the products, packages and demos a page names, and reads Chinese pages off /zh-CN', () => {
  expect(ALLOWED_NAMES).toEqual(
    expect.arrayContaining(['rc-overflow', 'antd', 'React', 'GitHub', 'CodeSandbox', 'base']),
  );
  expect(
    ['/zh-CN', '/zh-CN/', '/zh-CN/demo/base', '/', '/demo/base', '/zh-CNx'].map(languageOf),
  ).toEqual(['zh', 'zh', 'zh', 'en', 'en', 'en']);
});
