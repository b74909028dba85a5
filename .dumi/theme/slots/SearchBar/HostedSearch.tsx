import React, { useEffect, useState } from 'react';
import { useAppData } from 'dumi';
import SearchResult from 'dumi/theme/slots/SearchResult';
import {
  DocSearchError,
  hitsToGroups,
  queryDocSearch,
  type DocSearchConfig,
} from '../../../lib/docsearch';
import type { SearchResultGroup } from '../../../lib/search';
import useMessage from '../../components/useMessage';
import { SearchNotice, SearchPopover, type SearchEngineProps } from './shared';

type Props = React.ComponentProps<typeof SearchResult>;

interface HostedState {
  /** The query the groups answer. */
  query: string;
  groups: SearchResultGroup[];
  loading: boolean;
  error?: DocSearchError;
}

const DEBOUNCE_MS = 150;

// The hosted search (Algolia DocSearch), shown in the same result list as the built-in one. One
// query at a time: a newer keystroke cancels the request before it.
const HostedSearch = ({ keywords, open, docsearch, onSelect }: SearchEngineProps) => {
  const message = useMessage();
  const { basename } = useAppData();
  const [state, setState] = useState<HostedState>({ query: '', groups: [], loading: false });
  const { appId, apiKey, indexName } = docsearch as DocSearchConfig;
  const query = keywords.trim();

  useEffect(() => {
    if (!query) {
      setState({ query: '', groups: [], loading: false });
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    const timer = setTimeout(() => {
      queryDocSearch({ appId, apiKey, indexName }, query, { signal: controller.signal }).then(
        (hits) => {
          if (controller.signal.aborted) return;
          setState({ query, groups: hitsToGroups(hits, query, basename), loading: false });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = error instanceof DocSearchError ? error : new DocSearchError('network');
          setState({ query, groups: [], loading: false, error: failure });
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, appId, apiKey, indexName, basename]);

  if (!open) return null;
  if (state.error && !state.loading) {
    return (
      <SearchPopover>
        <SearchNotice alert>
          {message(`site.search.${state.error.kind}`, { status: state.error.status ?? '' })}
        </SearchNotice>
      </SearchPopover>
    );
  }
  // While a newer query runs, the last results stay (no flicker under the keyboard).
  const waiting = state.loading && (state.groups.length === 0 || state.error !== undefined);
  return (
    <SearchPopover>
      <SearchResult
        data={(state.error ? [] : state.groups) as unknown as Props['data']}
        loading={waiting}
        onItemSelect={onSelect}
      />
    </SearchPopover>
  );
};

export default HostedSearch;
