import { startTransition } from 'react';
import { history as appHistory } from 'dumi';
import { inBrowser } from './page';

// Route changes run as transitions: a synchronous update (dumi's locale provider) above content
// still dehydrated makes React discard it (error 421). umi's `history` copied the router's listen.

type History = { listen(listener: (update: unknown) => void): () => void };

function runListenersInTransitions(history: History): void {
  const listen = history.listen;
  if ((listen as { inTransitions?: boolean }).inTransitions) return;
  const wrapped = (listener: (update: unknown) => void) =>
    listen.call(history, (update) => startTransition(() => listener(update)));
  history.listen = Object.assign(wrapped, { inTransitions: true });
}

export function modifyClientRenderOpts<T extends { history: History }>(memo: T): T {
  if (inBrowser) {
    runListenersInTransitions(memo.history);
    if (appHistory) runListenersInTransitions(appHistory as unknown as History);
  }
  return memo;
}
