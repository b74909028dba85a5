// The hosted search's configuration, read by the search box on every page: kept apart from the
// client (docsearch.ts), which loads only when the search is first used.

/** `themeConfig.docsearch` in .dumirc.ts. The API key is the public, search-only one. */
export interface DocSearchConfig {
  appId: string;
  apiKey: string;
  indexName: string;
}

const nonEmpty = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;

/** The configuration when all three fields are set, otherwise undefined (the built-in search). */
export function docSearchConfig(value: unknown): DocSearchConfig | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { appId, apiKey, indexName } = value as Record<string, unknown>;
  return nonEmpty(appId) && nonEmpty(apiKey) && nonEmpty(indexName)
    ? { appId, apiKey, indexName }
    : undefined;
}
