import React, { useEffect } from 'react';
import { useSiteSearch } from 'dumi';
import SearchResult from 'dumi/theme/slots/SearchResult';
import { SearchPopover, type SearchEngineProps } from './shared';

// The built-in search: dumi builds the index of page titles and headings in a worker, from the
// routes' metadata, both loaded here on first use.
const LocalSearch = ({ keywords, open, onSelect }: SearchEngineProps) => {
  const { setKeywords, result, loading, load } = useSiteSearch();
  useEffect(() => {
    load();
  }, [load]);
  useEffect(() => {
    setKeywords(keywords);
  }, [keywords, setKeywords]);
  if (!open) return null;
  return (
    <SearchPopover>
      <SearchResult data={result} loading={loading} onItemSelect={onSelect} />
    </SearchPopover>
  );
};

export default LocalSearch;
