import React from 'react';
import type { DocSearchConfig } from '../../../lib/docsearch-config';

/** What the search box hands to the engine it loads on first use. */
export interface SearchEngineProps {
  /** The text in the box. */
  keywords: string;
  /** Whether the result panel is showing (the box has the focus and some text). */
  open: boolean;
  locale: string;
  /** Set for the hosted search. */
  docsearch?: DocSearchConfig;
  /** A result was followed: the box empties, ready for the next search. */
  onSelect: () => void;
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

/** What a notice in the panel can say (`site.search.<kind>` in the locale tables). */
export type SearchMessage = 'loading' | 'loadFailed' | 'timeout' | 'network' | 'http' | 'response';
