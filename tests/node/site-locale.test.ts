import { PREVIEWER_TEXTS } from '../../.dumi/lib/previewerTexts';
import { isChineseLocale } from '../../.dumi/lib/locale';
import english from '../../.dumi/theme/locales/en-US.json';
import chinese from '../../.dumi/theme/locales/zh-CN.json';
import { expectTwinLocales } from './twin-locales';

describe('isChineseLocale', () => {
  it.each(['zh-CN', 'zh-TW', 'zh', 'cn', 'ZH-cn'])('counts %s as Chinese', (locale) => {
    expect(isChineseLocale(locale)).toBe(true);
  });

  it.each(['en-US', 'en', 'fr-FR', '', undefined, null])(
    'does not count %p as Chinese',
    (locale) => {
      expect(isChineseLocale(locale)).toBe(false);
    },
  );
});

describe('the message tables', () => {
  it('have the same messages in every locale, each Chinese message in Chinese', () => {
    expectTwinLocales(Object.entries(english), Object.entries(chinese));
  });

  it("keep the spec's footer labels", () => {
    expect(english['content.footer.last.updated']).toBe('Last update: ');
    expect(english['content.footer.actions.edit']).toBe('Edit this doc');
    expect(chinese['content.footer.last.updated']).toBe('最后更新：');
    expect(chinese['content.footer.actions.edit']).toBe('编辑此文档');
  });
});

describe("the demo previewer's own texts", () => {
  it('has every text in both locales, the Chinese ones in Chinese, placeholders alike', () => {
    const english = PREVIEWER_TEXTS['en-US'];
    const chinese = PREVIEWER_TEXTS['zh-CN'];
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort());
    const notation = ['tsPlayground', 'sandbox', 'stackblitz', 'codepen'];
    for (const [id, text] of Object.entries(chinese)) {
      if (!notation.includes(id)) expect(text).toMatch(/[\u4e00-\u9fff]/);
      const placeholders = (value: string) => (value.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(text)).toEqual(placeholders(english[id as keyof typeof english]));
    }
  });
});
