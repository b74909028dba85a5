import { ALLOWED_NAMES, isInOtherLanguage, languageOf } from '../browser/ui-language';

// The rule the language sweep (tests/browser/sweep-language.test.ts) reads every page by: what
// it must catch, and what a page of either language may say.

describe('what a Chinese page must not say', () => {
  it.each([
    'Light mode', // dumi's theme icon title
    'Search', // dumi's search icon title
    'github', // dumi's GitHub icon title
    'Light Mode', // dumi's English theme choices
    'Enable JavaScript to run this app.',
    '主题 Light mode',
    '显示 5 of 19 tags',
  ])('%s', (text) => {
    expect(isInOtherLanguage(text, 'zh')).toBe(true);
  });
});

describe('what a Chinese page may say', () => {
  it.each([
    '亮色模式',
    '在 GitHub 上为 rc-overflow 点星',
    'Ctrl K',
    '列表把 ref 转发到它的元素上：', // a term in a Chinese sentence
    'antd 5 的 Select（tags 与 multiple 模式）通过 rc-select 使用 rc-overflow',
    '`Overflow.Item` 的 maxCount',
    '/zh-CN/demo/base',
    'Raw Render', // a demo, named after its file
    'English', // the language link
  ])('%s', (text) => {
    expect(isInOtherLanguage(text, 'zh')).toBe(false);
  });
});

describe('an English page', () => {
  it('may name the Chinese pages in Chinese, and say nothing else in Chinese', () => {
    expect(isInOtherLanguage('中文', 'en')).toBe(false);
    expect(isInOtherLanguage('亮色模式', 'en')).toBe(true);
    expect(isInOtherLanguage('Star rc-overflow on GitHub', 'en')).toBe(false);
  });
});

describe('the allowed names', () => {
  it('hold the products and packages a page names, and the demos', () => {
    expect(ALLOWED_NAMES).toEqual(
      expect.arrayContaining(['rc-overflow', 'antd', 'React', 'GitHub', 'CodeSandbox', 'base']),
    );
  });

  it('say which pages are Chinese: those under /zh-CN', () => {
    expect(
      ['/zh-CN', '/zh-CN/', '/zh-CN/demo/base', '/', '/demo/base', '/zh-CNx'].map(languageOf),
    ).toEqual(['zh', 'zh', 'zh', 'en', 'en', 'en']);
  });
});
