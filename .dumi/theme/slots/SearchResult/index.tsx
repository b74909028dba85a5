import React, { lazy, Suspense, useMemo } from 'react';
import type DefaultSearchResultType from 'dumi/theme-default/slots/SearchResult';
import { withParentAndPath, type SearchResultGroup } from '../../../browser/search';

type Props = React.ComponentProps<typeof DefaultSearchResultType>;

// Loaded with the first results: 3.5 KB of the landing page's JavaScript (perf-budget.test.ts).
const DefaultSearchResult = lazy(() => import('dumi/theme-default/slots/SearchResult'));

// dumi's result list (keyboard navigation included); each result also names its parent and path.
const SearchResult = (props: Props) => {
  const data = useMemo(
    () => withParentAndPath(props.data as unknown as SearchResultGroup[]),
    [props.data],
  );
  return (
    <Suspense fallback={null}>
      <DefaultSearchResult {...props} data={data as unknown as Props['data']} />
    </Suspense>
  );
};

export default SearchResult;
