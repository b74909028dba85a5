import React from 'react';
import DefaultSearchResult from 'dumi/theme-default/slots/SearchResult';
import { withParentAndPath, type SearchResultGroup } from '../../../lib/search';

type Props = React.ComponentProps<typeof DefaultSearchResult>;

// The default result list (keyboard navigation included); each result also names its parent
// page and its path.
const SearchResult = (props: Props) => {
  const data = React.useMemo(
    () => withParentAndPath(props.data as unknown as SearchResultGroup[]),
    [props.data],
  );
  return <DefaultSearchResult {...props} data={data as unknown as Props['data']} />;
};

export default SearchResult;
