import React from 'react';
import type { DocSearchConfig } from '../../../lib/docsearch-config';
import { isChineseLocale } from '../../../lib/locale';

/** What the search box hands to the engine it loads on first use. */
export interface SearchEngineProps {
  /** The text in the box. */
  keywords: string;
  /** Whether the result panel is showing (the box has the focus and some text). */
  open: boolean;
  locale: string;
  /** Set for the hosted search. */
  docsearch?: DocSearchConfig;
}

/** The panel under the box. */
export const SearchPopover = ({ children }: { children: React.ReactNode }) => (
  <div className="dumi-default-search-popover">
    <section>{children}</section>
  </div>
);

/** A one-line notice in the panel: loading, or why there are no results. */
export const SearchNotice = ({ children, alert }: { children: string; alert?: boolean }) => (
  <div className="site-search-notice" role={alert ? 'alert' : 'status'}>
    {children}
  </div>
);

const MESSAGES = {
  en: {
    loading: 'Loading search…',
    loadFailed: 'Search could not be loaded. Check your connection and try again.',
    timeout: 'The search service did not answer in time. Try again in a moment.',
    network: 'The search service cannot be reached. Check your connection and try again.',
    http: 'The search service refused the query (HTTP {status}).',
    response: 'The search service sent an answer this site cannot read.',
  },
  zh: {
    loading: '正在加载搜索…',
    loadFailed: '搜索加载失败，请检查网络后重试。',
    timeout: '搜索服务响应超时，请稍后重试。',
    network: '无法连接搜索服务，请检查网络后重试。',
    http: '搜索服务拒绝了本次查询（HTTP {status}）。',
    response: '搜索服务返回了无法识别的结果。',
  },
};

export type SearchMessage = keyof (typeof MESSAGES)['en'];

export function searchMessage(locale: string, id: SearchMessage, status?: number): string {
  const text = MESSAGES[isChineseLocale(locale) ? 'zh' : 'en'][id];
  return text.replace('{status}', String(status ?? ''));
}
