// Test page: server HTML of Overflow lists, hydrated in the orders a real app produces them.
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import Overflow from 'rc-overflow';
import { shownChildren } from '../shown-list';
import { frames, serverHtml } from './shared/case-page';

export type HydrationScenario = 'alone' | 'after-another-root' | 'late-suspense' | 'navigation';

/** `keptServerItems`: React kept the server-rendered rest (null: nothing hydrated). */
type HydrationResult = {
  keptServerItems: boolean | null;
  visible: number;
  restText: string | null;
};
export type ServerRowOptions = { ssr?: 'full'; ownStylesheet?: boolean; maxRows?: number };

declare global {
  interface Window {
    runHydration: (scenario: HydrationScenario) => Promise<HydrationResult>;
    serverRow: (options: ServerRowOptions) => {
      height: number;
      itemHeight: number;
      clipped: boolean;
    };
  }
}

const labels = Array.from({ length: 40 }, (_, i) => `Tag ${i}`);
const itemStyle: React.CSSProperties = { display: 'inline-block', width: 60, height: 24 };

/** A 300 px list of 40 tags, 60 px each, and a 40 px rest: 4 tags and "+36" fit. */
function TagList(props: { prefixCls?: string; ssr?: 'full'; maxRows?: number }) {
  return (
    <Overflow
      {...props}
      data={labels}
      maxCount="responsive"
      style={{ width: 300 }}
      renderItem={(label) => <span style={itemStyle}>{label}</span>}
      renderRest={(omitted) => (
        <span style={{ ...itemStyle, width: 40 }}>{`+${omitted.length}`}</span>
      )}
    />
  );
}

const host = () => document.body.appendChild(document.createElement('div'));

/** Waits until the list shows a rest: it measured and settled. */
async function settled(container: HTMLElement) {
  for (;;) {
    const list = container.querySelector('.rc-overflow');
    const shown = list ? shownChildren(list) : [];
    const rest = shown.find((el) => el.classList.contains('rc-overflow-item-rest'));
    if (rest)
      return { visible: shown.length - 1, restText: rest.textContent, keptServerItems: false };
    await frames(1);
  }
}

/** Hydrates `server`'s HTML with `client` (the same app unless given), `meanwhile` first. */
async function hydrateTagList(
  container: HTMLElement,
  server: React.ReactElement,
  client = server,
  meanwhile = async () => undefined,
) {
  container.innerHTML = serverHtml(server);
  const serverRest = container.querySelector('.rc-overflow-item-rest');
  hydrateRoot(container, client);
  await meanwhile();
  const result = await settled(container);
  return {
    ...result,
    keptServerItems: container.querySelector('.rc-overflow-item-rest') === serverRest,
  };
}

/** Another list committed first, in a second React root. */
async function clientListCommitted() {
  const other = host();
  const root = createRoot(other);
  flushSync(() => root.render(<TagList />));
  await settled(other);
}

const scenarios: Record<HydrationScenario, () => Promise<HydrationResult>> = {
  alone: () => hydrateTagList(host(), <TagList />),

  async 'after-another-root'() {
    await clientListCommitted();
    return hydrateTagList(host(), <TagList />);
  },

  // The list's code arrives after the page hydrated, and after another list mounted meanwhile.
  async 'late-suspense'() {
    let resolve: (module: { default: typeof TagList }) => void = () => undefined;
    const loaded = new Promise<{ default: typeof TagList }>((done) => (resolve = done));
    const LazyTagList = React.lazy(() => loaded);
    const suspended = (List: React.ComponentType) => (
      <React.Suspense fallback="loading">
        <List />
      </React.Suspense>
    );
    return hydrateTagList(host(), suspended(TagList), suspended(LazyTagList), async () => {
      await clientListCommitted();
      resolve({ default: TagList });
    });
  },

  // A hydrated page, then a client-side navigation to a page with another list.
  async navigation() {
    const container = host();
    let navigate: (page: string) => void = () => undefined;
    function App() {
      const [page, setPage] = React.useState('home');
      navigate = setPage;
      return page === 'home' ? <TagList /> : <TagList prefixCls="rc-overflow" ssr="full" />;
    }
    await hydrateTagList(container, <App />);
    flushSync(() => navigate('tags'));
    // A new page: nothing of it was hydrated.
    return { ...(await settled(container)), keptServerItems: null };
  },
};

window.runHydration = (scenario) => scenarios[scenario]();

/** Server HTML before any script, styled by the page as a wrapping flex row (as antd does), or
 * by our stylesheet: the list's and an item's height, and whether the overflow is cut off. */
window.serverRow = ({ ssr, ownStylesheet, maxRows }) => {
  const style = document.createElement('style');
  style.textContent =
    '.app-overflow { display: flex; flex-wrap: wrap; max-width: 100%; position: relative }' +
    '.app-overflow-item { flex: none }';
  document.head.appendChild(style);
  const container = host();
  const prefixCls = ownStylesheet ? 'rc-overflow' : 'app-overflow';
  container.innerHTML = serverHtml(<TagList prefixCls={prefixCls} ssr={ssr} maxRows={maxRows} />);
  const list = container.firstElementChild as HTMLElement;
  const height = (el: Element | null) => (el as Element).getBoundingClientRect().height;
  const clipped = getComputedStyle(list).overflowX !== 'visible';
  return { height: height(list), itemHeight: height(list.querySelector('span')), clipped };
};
