// The hosted search (Algolia DocSearch) over its REST API: one POST per query with fetch, and the
// hits turned into the result groups the built-in search shows. No Algolia client library.
import type { DocSearchConfig } from './docsearch-config';
import type { HighlightText, SearchHint, SearchResultGroup } from './search';

export type { DocSearchConfig };

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

/** A DocSearch record, as far as the site reads it. */
export interface DocSearchHit {
  url: string;
  type: Level | 'content' | string;
  hierarchy: Partial<Record<Level, string | null>>;
  content?: string | null;
  objectID?: string;
}

/** Why a query failed, worded for the reader. */
export type DocSearchFailure = 'timeout' | 'network' | 'http' | 'response';

export class DocSearchError extends Error {
  constructor(
    readonly kind: DocSearchFailure,
    readonly status?: number,
  ) {
    super(`DocSearch query failed: ${kind}${status ? ` (HTTP ${status})` : ''}`);
    this.name = 'DocSearchError';
  }
}

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;

export interface QueryOptions {
  signal?: AbortSignal;
  /** Gives up (with a 'timeout' error) after this long. */
  timeoutMs?: number;
  hitsPerPage?: number;
}

/** `POST https://<APPID>-dsn.algolia.net/1/indexes/<index>/query`; resolves with the hits. */
export async function queryDocSearch(
  config: DocSearchConfig,
  query: string,
  { signal, timeoutMs = 8000, hitsPerPage = 10 }: QueryOptions = {},
): Promise<DocSearchHit[]> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = () => controller.abort();
  signal?.addEventListener('abort', forward);
  const url =
    `https://${encodeURIComponent(config.appId.toLowerCase())}-dsn.algolia.net` +
    `/1/indexes/${encodeURIComponent(config.indexName)}/query`;
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Algolia-Application-Id': config.appId,
          'X-Algolia-API-Key': config.apiKey,
        },
        body: JSON.stringify({ query, hitsPerPage }),
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new DocSearchError('timeout');
      if (signal?.aborted) throw error;
      throw new DocSearchError('network');
    }
    if (!response.ok) throw new DocSearchError('http', response.status);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      if (timedOut) throw new DocSearchError('timeout');
      throw new DocSearchError('response');
    }
    const hits = (body as { hits?: unknown } | null)?.hits;
    if (!Array.isArray(hits)) throw new DocSearchError('response');
    return hits.filter(
      (hit): hit is DocSearchHit =>
        Boolean(hit) && typeof hit.url === 'string' && typeof hit.hierarchy === 'object',
    );
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/**
 * The router path a hit's URL leads to: its path and anchor, without the router base, so that it
 * works with the site's own links whichever host the index was crawled from.
 */
export function toRouterPath(url: string, basename = '/'): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return '/';
  }
  const base = basename.replace(/\/+$/, '');
  let pathname = parsed.pathname;
  if (base && (pathname === base || pathname.startsWith(`${base}/`))) {
    pathname = pathname.slice(base.length) || '/';
  }
  // Static hosts serve `/demo/base.html` and `/demo/base/` for the route `/demo/base`.
  pathname = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  return pathname + parsed.hash;
}

/** Splits `text` around each case-insensitive occurrence of `query`, marking the occurrences. */
export function highlight(text: string, query: string): HighlightText[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [{ text }];
  const haystack = text.toLowerCase();
  const parts: HighlightText[] = [];
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(needle, from);
    if (at < 0) break;
    if (at > from) parts.push({ text: text.slice(from, at) });
    parts.push({ text: text.slice(at, at + needle.length), highlighted: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

/** About `width` characters of `text` around the first occurrence of `query`. */
export function excerpt(text: string, query: string, width = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= width) return flat;
  const at = Math.max(0, flat.toLowerCase().indexOf(query.trim().toLowerCase()));
  const start = Math.max(0, Math.min(at - width / 4, flat.length - width));
  const end = start + width;
  return `${start > 0 ? '…' : ''}${flat.slice(start, end).trim()}${end < flat.length ? '…' : ''}`;
}

const levelOf = (hit: DocSearchHit): number => {
  const index = LEVELS.indexOf(hit.type as Level);
  if (index >= 0) return index;
  // A content record sits under its deepest heading.
  let deepest = 0;
  LEVELS.forEach((level, i) => {
    if (nonEmpty(hit.hierarchy[level])) deepest = i;
  });
  return deepest;
};

/**
 * Hits grouped by their top level (lvl0), each with its title (the heading the hit is, or is
 * under), its parent page (lvl1; lvl0 for a page itself), its path and, for text, an excerpt.
 */
export function hitsToGroups(
  hits: DocSearchHit[],
  query: string,
  basename = '/',
): SearchResultGroup[] {
  const groups = new Map<string, SearchResultGroup>();
  const seen = new Set<string>();
  hits.forEach((hit, index) => {
    const level = levelOf(hit);
    const title = hit.hierarchy[LEVELS[level]] || hit.hierarchy.lvl1 || hit.hierarchy.lvl0 || '';
    const isContent = hit.type === 'content' && nonEmpty(hit.content);
    const link = toRouterPath(hit.url, basename);
    const key = `${link}\n${title}\n${isContent ? hit.content : ''}`;
    if (!nonEmpty(title) || seen.has(key)) return;
    seen.add(key);
    const groupTitle = hit.hierarchy.lvl0 || '';
    const pageTitle = level <= 1 ? title : hit.hierarchy.lvl1 || groupTitle;
    const hint: SearchHint = {
      type: isContent ? 'content' : level <= 1 ? 'page' : 'title',
      link,
      priority: hits.length - index,
      pageTitle,
      highlightTitleTexts: highlight(title, query),
      highlightTexts: isContent ? highlight(excerpt(hit.content as string, query), query) : [],
    };
    const group = groups.get(groupTitle) ?? { title: groupTitle || undefined, hints: [] };
    group.hints.push(hint);
    groups.set(groupTitle, group);
  });
  return [...groups.values()];
}
