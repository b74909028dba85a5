import { useEffect } from 'react';
import { useSiteSearch } from 'dumi';

export interface SearchState {
  result: ReturnType<typeof useSiteSearch>['result'];
  loading: boolean;
}

// dumi's search in a chunk of its own: its module starts a Web Worker as it loads (PERFORMANCE.md).
export default function SearchEngine({
  keywords,
  onChange,
}: {
  keywords: string;
  onChange: (state: SearchState) => void;
}) {
  const { setKeywords, result, loading, load } = useSiteSearch();
  useEffect(() => {
    load();
  }, [load]);
  useEffect(() => {
    setKeywords(keywords);
  }, [keywords, setKeywords]);
  useEffect(() => {
    onChange({ result, loading });
  }, [result, loading, onChange]);
  return null;
}
