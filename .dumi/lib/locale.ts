/** A locale counts as Chinese when its id mentions zh or cn (zh-CN, zh-TW, cn, ...). */
export function isChineseLocale(locale: string | undefined | null): boolean {
  return /zh|cn/i.test(locale ?? '');
}

export interface ContentFooterLabels {
  lastUpdated: string;
  editLink: string;
  previous: string;
  next: string;
}

const ENGLISH: ContentFooterLabels = {
  lastUpdated: 'Last update: ',
  editLink: 'Edit this doc',
  previous: 'PREV',
  next: 'NEXT',
};

const CHINESE: ContentFooterLabels = {
  lastUpdated: '最后更新：',
  editLink: '编辑此文档',
  previous: '上一篇',
  next: '下一篇',
};

export function contentFooterLabels(locale: string | undefined | null): ContentFooterLabels {
  return isChineseLocale(locale) ? CHINESE : ENGLISH;
}
