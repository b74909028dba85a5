import { benchmarkMessages } from '../../site/benchmark/messages';
import { PREVIEWER_TEXTS } from '../../.dumi/lib/previewerTexts';
import { resultMessages } from '../../site/benchmark/resultMessages';
import { isChineseLocale } from '../../.dumi/lib/locale';
import english from '../../.dumi/theme/locales/en-US.json';
import chinese from '../../.dumi/theme/locales/zh-CN.json';
import { messageTable } from './site-messages';

/** Arguments for the texts that take more than numbers; the others get 3, 4. */
const SAMPLE_ARGUMENTS: Record<string, unknown[]> = {
  sizesOption: [[200, 2000]],
  committedLoadValue: [
    [0.5, 0.4],
    [1.2, 0.9],
  ],
  committedMachineValue: ['A CPU', 2, 7.5, 'Linux'],
  progressList: ['rc-overflow', 200],
  resultsCaption: ['2026-01-01'],
  statusFailed: ['a reason'],
  verdict: [2000, 'rc-overflow', ['4.2× A'], ['3.1× A']],
  than: ['A', 0.5],
};

/** Every text of a set, functions called with sample arguments. */
function allTexts(texts: Record<string, unknown>): string[] {
  return Object.entries(texts).flatMap(([name, value]) => {
    if (typeof value !== 'function') return [value as string];
    const text: unknown = value(...(SAMPLE_ARGUMENTS[name] ?? [3, 4]));
    return Array.isArray(text) ? (text as string[]) : [String(text)];
  });
}

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
  it('have the same messages in every locale', () => {
    expect(Object.keys(chinese).sort()).toEqual(Object.keys(english).sort());
  });

  it('say every Chinese message in Chinese', () => {
    // Notation, the same in every language.
    const notation = ['benchmark.sizesOption'];
    const untranslated = Object.entries(chinese).filter(
      ([id, text]) => !notation.includes(id) && !/[\u4e00-\u9fff]/.test(text),
    );
    expect(untranslated).toEqual([]);
  });

  it("keep the spec's footer labels", () => {
    expect(english['content.footer.last.updated']).toBe('Last update: ');
    expect(english['content.footer.actions.edit']).toBe('Edit this doc');
    expect(chinese['content.footer.last.updated']).toBe('最后更新：');
    expect(chinese['content.footer.actions.edit']).toBe('编辑此文档');
  });
});

describe('the playground and the benchmark', () => {
  it.each(['en-US', 'zh-CN'] as const)(
    'take every text from the message table of %s, placeholders filled',
    (locale) => {
      const message = messageTable(locale);
      // messageTable throws on an id the table does not have.
      const texts = [...allTexts(benchmarkMessages(message)), ...allTexts(resultMessages(message))];
      expect(texts.filter((text) => !text || /\{\w+\}/.test(text))).toEqual([]);
    },
  );
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
