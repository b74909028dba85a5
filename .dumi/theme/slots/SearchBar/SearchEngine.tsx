import { useEffect } from 'react';
import { useSiteSearch } from 'dumi';

export type SearchState = Pick<ReturnType<typeof useSiteSearch>, 'result' | 'loading'>;

type Props = { keywords: string; onChange: (state: SearchState) => void };

// dumi's search in a chunk of its own: its module starts a Web Worker as it loads (PERFORMANCE.md).
export default function SearchEngine({ keywords, onChange }: Props) {
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
