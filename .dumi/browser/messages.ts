/** A locale counts as Chinese when its id mentions zh or cn (zh-CN, zh-TW, cn, ...). */
export function isChineseLocale(locale: string | undefined | null): boolean {
  return /zh|cn/i.test(locale ?? '');
}
