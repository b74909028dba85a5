import { PREVIEWER_TEXTS } from '../../.dumi/browser/previewerTexts';
import { fillPlaceholders, isChineseLocale, messagesIn } from '../../.dumi/browser/messages';
import english from '../../.dumi/theme/locales/en-US.json';
import chinese from '../../.dumi/theme/locales/zh-CN.json';
import { expectTwinLocales } from './twin-locales';

it('counts zh and cn locales as Chinese, and no other; picks their table, else English', () => {
  const chinese = ['zh-CN', 'zh-TW', 'zh', 'cn', 'ZH-cn'];
  const others = ['en-US', 'en', 'fr-FR', '', undefined, null];
  expect([...chinese, ...others].filter(isChineseLocale)).toEqual(chinese);
  const tables = { 'en-US': 'English', 'zh-CN': 'Chinese' };
  expect(new Set(chinese.map((locale) => messagesIn(tables, locale)))).toEqual(
    new Set(['Chinese']),
  );
  expect(new Set(others.map((locale) => messagesIn(tables, locale)))).toEqual(new Set(['English']));
});

it('fills {name} placeholders, leaving unknown ones as written', () => {
  expect([
    fillPlaceholders('edit/main/{filename}', { filename: 'docs/index.md' }),
    fillPlaceholders('{ id } and {missing}', { id: 'Overflow' }),
  ]).toEqual(['edit/main/docs/index.md', 'Overflow and {missing}']);
});

it("has the same messages in both locales, each Chinese one in Chinese, the spec's footer labels", () => {
  expectTwinLocales(Object.entries(english), Object.entries(chinese));
  const footer = ['content.footer.last.updated', 'content.footer.actions.edit'] as const;
  expect(footer.flatMap((id) => [english[id], chinese[id]])).toEqual([
    'Last update: ',
    '最后更新：',
    'Edit this doc',
    '编辑此文档',
  ]);
});

it('has every previewer text in both locales, the Chinese ones in Chinese, placeholders alike', () => {
  const placeholders = (texts: Record<string, string>) =>
    Object.entries(texts).map(([id, text]) => [id, (text.match(/\{\w+\}/g) ?? []).sort()]);
  const { 'en-US': en, 'zh-CN': zh } = PREVIEWER_TEXTS;
  expect(placeholders(zh).sort()).toEqual(placeholders(en).sort());
  const notation = ['tsPlayground', 'sandbox', 'stackblitz', 'codepen'];
  const inChinese = Object.entries(zh).filter(([id]) => !notation.includes(id));
  expect(inChinese.filter(([, text]) => !/[\u4e00-\u9fff]/.test(text))).toEqual([]);
});
