// The site's one way to its words: a table per language, picked by one locale rule.

/** A locale counts as Chinese when its id mentions zh or cn (zh-CN, zh-TW, cn, ...). */
export const isChineseLocale = (locale: string | undefined | null) => /zh|cn/i.test(locale ?? '');

export type Bilingual<T> = Record<'en-US' | 'zh-CN', T>;

/** The table in `locale`'s language: Chinese by the rule above, English otherwise. */
export const messagesIn = <T>(tables: Bilingual<T>, locale: string | undefined | null): T =>
  tables[isChineseLocale(locale) ? 'zh-CN' : 'en-US'];

/** Fills `{name}` placeholders; a placeholder without a value is left as written. */
export function fillPlaceholders(template: string, values: Record<string, unknown> = {}): string {
  return template.replace(/\{\s*(\w+)\s*\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}
