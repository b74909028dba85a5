import React, { Suspense, lazy } from 'react';
import useHydrated from '../../.dumi/theme/components/useHydrated';
import { useMessages } from '../../.dumi/theme/components/useMessage';

// Inline demo modules share a chunk all demo pages load: the playground is a chunk of its own.
const Playground = lazy(() => import(/* webpackChunkName: "playground" */ './Playground'));

const LOADING = { 'en-US': 'Loading the playground…', 'zh-CN': '正在加载演练场…' };

// Client-only, as its settings come from the query; a placeholder as tall as the screen till then.
export default function PlaygroundEntry() {
  const loading = <p style={{ minHeight: '100vh' }}>{useMessages(LOADING)}</p>;
  const hydrated = useHydrated();
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <Playground />
    </Suspense>
  );
}
