import React, { Suspense, lazy } from 'react';
import { useLocale } from 'dumi';
import useHydrated from '../../.dumi/theme/components/useHydrated';

/**
 * The playground page's entry, rendered inline by docs/playground.md. dumi puts every demo module
 * of the site (this one too) in one chunk that all demo pages load; the playground itself, and its
 * words, are a chunk of their own, so only its page downloads them.
 */
const Playground = lazy(() => import(/* webpackChunkName: "playground" */ './Playground'));

const LOADING = { 'en-US': 'Loading the playground…', 'zh-CN': '正在加载演练场…' };

function Loading() {
  const { id } = useLocale();
  return (
    // As tall as the screen: the playground that replaces it is taller, so nothing below it (the
    // footer) is in view to be pushed down when it does.
    <p style={{ minHeight: '100vh' }}>{id === 'zh-CN' ? LOADING['zh-CN'] : LOADING['en-US']}</p>
  );
}

/**
 * The playground renders on the client only: its settings come from the URL's query, which the
 * prerendered page cannot know, and its chunk would otherwise hold up hydration. The page is
 * prerendered, and hydrates, with the placeholder; the playground replaces it once hydrated.
 */
export default function PlaygroundEntry() {
  const hydrated = useHydrated();
  if (!hydrated) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <Playground />
    </Suspense>
  );
}
