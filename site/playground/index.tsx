import React, { Suspense, lazy } from 'react';
import { useLocale } from 'dumi';
import { messagesIn } from '../../.dumi/browser/messages';
import useHydrated from '../../.dumi/theme/components/useHydrated';

// dumi puts every inline demo module (this one too) in a chunk all demo pages load: the
// playground and its words are a chunk of their own, which only this page downloads.
const Playground = lazy(() => import(/* webpackChunkName: "playground" */ './Playground'));

const LOADING = { 'en-US': 'Loading the playground…', 'zh-CN': '正在加载演练场…' };

// Client-only: its settings come from the URL's query, which the prerendered page cannot know.
// The placeholder is as tall as the screen, so the footer does not jump.
export default function PlaygroundEntry() {
  const loading = <p style={{ minHeight: '100vh' }}>{messagesIn(LOADING, useLocale().id)}</p>;
  const hydrated = useHydrated();
  if (!hydrated) return loading;
  return (
    <Suspense fallback={loading}>
      <Playground />
    </Suspense>
  );
}
