import React, { Suspense, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { history as appHistory, matchRoutes, useDemo } from 'dumi';
import { routeComponentLoaders, routerBase } from '@@/rc-overflow-site/route-loaders';

/**
 * Client runtime plugin (registered by ./hydration.ts). A prerendered page hydrates, but only
 * once the code of its route (the layouts and the page, each a lazy chunk) has loaded: otherwise
 * React hydrates the shell, leaves the page's boundary dehydrated until its chunk arrives, and a
 * click or a state update in that window is lost or makes React give up on the boundary (minified
 * error 421). So the first route's code, texts and demos load before React renders (umi does not
 * wait for patchRoutes, so `render` does), and its components are handed to umi already loaded.
 */

interface SiteRoute {
  id: string;
  path?: string;
  parentId?: string;
  redirect?: string;
}

interface RouteNode {
  id: string;
  path?: string;
  children?: RouteNode[];
}

type History = { listen(listener: (update: unknown) => void): () => void };

const inBrowser = typeof window !== 'undefined';
const HYDRATED = 'data-hydrated';

/**
 * `/demo/base/index.html`, as static hosts and shared links spell a page, is the page
 * `/demo/base`: the router knows no `index.html` and would render its not-found page there.
 */
function dropIndexHtml(): void {
  const { pathname, search, hash } = window.location;
  if (!pathname.endsWith('/index.html')) return;
  const page = pathname.slice(0, -'/index.html'.length) || '/';
  window.history.replaceState(window.history.state, '', page + search + hash);
}

/** The router base without its trailing slash: what a site path is appended to. */
const basePrefix = routerBase.replace(/\/$/, '');

/** The demo id of a standalone demo page (`<base>/~demos/<id>`), or undefined. */
function standaloneDemoId(pathname: string): string | undefined {
  const match = /^\/~demos\/([^/]+)\/?$/.exec(pathname.slice(basePrefix.length));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return match[1]; // a malformed escape: no demo has that id
  }
}

/**
 * Whether the page carries prerendered markup that matches what the client renders. A standalone
 * demo is prerendered without a query; `?wrapper` and `?capture` change what it renders.
 */
function hasPrerenderedApp(mountElementId = 'root'): boolean {
  // Runtime plugins run in the prerendering server too, where there is nothing to hydrate.
  if (!inBrowser) return false;
  if (!document.getElementById(mountElementId)?.firstChild) return false;
  const query = new URLSearchParams(window.location.search);
  const changed = query.has('wrapper') || query.has('capture');
  return !(standaloneDemoId(window.location.pathname) !== undefined && changed);
}

function routeTree(routes: Record<string, SiteRoute>, parentId?: string): RouteNode[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map(({ id, path }) => {
      const children = routeTree(routes, id);
      return children.length ? { id, path, children } : { id, path };
    });
}

/** The routes, outermost first, that the router will render for `pathname`. */
function matchedRoutes(routes: Record<string, SiteRoute>, pathname: string): SiteRoute[] {
  // The router's matchRoutes takes the base without its trailing slash: with it, it matches nothing.
  const matches: { route: RouteNode }[] =
    matchRoutes(routeTree(routes), pathname, basePrefix || '/') ?? [];
  const chain = matches.map(({ route }) => routes[route.id]);
  const redirect = chain[chain.length - 1]?.redirect;
  // A redirect renders its target: load that (`redirect` is a path inside the site).
  return redirect ? matchedRoutes(routes, basePrefix + redirect) : chain;
}

function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED, '');
}

/** Whether the first route's page sets `data-hydrated` itself (see withHydrationMark). */
let pageMarksHydration = false;
/** Settles once the first route's code has loaded (or failed to), see patchRoutes. */
let firstRouteLoaded: Promise<void> = Promise.resolve();

/**
 * The first page, marking `<html data-hydrated>` from its effect: React hydrates the page's
 * boundary after those of the layouts around it, so the page's first commit is the moment React
 * owns the header, navbar and sidebar (or, with nothing prerendered, has rendered everything). The
 * page's content, a Suspense boundary of dumi's, hydrates in the pass after, or at once when an
 * event targets it: nothing in it suspends (see warmUpDemos), so that never fails.
 */
function withHydrationMark(Page: ComponentType): ComponentType {
  const PageMarkingHydration: React.FC = (props) => {
    useEffect(markHydrated, []);
    return <Page {...props} />;
  };
  return PageMarkingHydration;
}

const settle = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    () => undefined,
  );

/** Renders the demo `id` as dumi will: its record read with `useDemo`, its component mounted. */
const DemoWarmUp: React.FC<{ id: string }> = ({ id }) => {
  const demo = useDemo(id);
  return demo?.component ? React.createElement(demo.component as ComponentType) : null;
};

/** A demo that throws off the page is left for the page's own crash fallback to show. */
class IgnoreErrors extends React.Component<{ children?: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Calls `onReady` from the commit that shows everything beside it: nothing suspends any more. */
const WhenReady: React.FC<{ onReady: () => void }> = ({ onReady }) => {
  useEffect(onReady, [onReady]);
  return null;
};

/**
 * dumi's demo renderer reads a demo with `useDemo`, which suspends on the first read of an id (it
 * caches a promise and returns its value once that has settled), and renders the demo's
 * component, a `React.lazy` that suspends on its first render too. While hydrating, either left
 * the page's content dehydrated for another pass, and React dropped a click on the content in
 * that moment (it cannot hydrate the target at once, so it stops the event). So the demos of the
 * first page (those the prerendered page names, see InertUntilHydrated) are rendered once, off
 * the page, before React hydrates it: their records and components are then loaded and cached
 * where dumi's renderer reads them, and nothing suspends.
 */
function warmUpDemos(ids: string[]): Promise<void> {
  if (!ids.length) return Promise.resolve();
  return new Promise((resolve) => {
    // In a document of its own: React marks a root's document as listened to, and would then not
    // listen to the page's document when it hydrates it.
    const scratch = document.implementation.createHTMLDocument('');
    const root = createRoot(scratch.body.appendChild(scratch.createElement('div')));
    const done = () => {
      resolve();
      // Not from inside the commit that reports it.
      window.setTimeout(() => root.unmount(), 0);
    };
    root.render(
      <Suspense fallback={null}>
        <IgnoreErrors>
          {ids.map((id) => (
            <DemoWarmUp key={id} id={id} />
          ))}
        </IgnoreErrors>
        <WhenReady onReady={done} />
      </Suspense>,
    );
  });
}

/** The demos the prerendered page shows (and that of a standalone demo page). */
function demoIdsOfPage(): string[] {
  const named = document.querySelectorAll<HTMLElement>('#root [data-demo-id]');
  const ids = Array.from(named, (el) => el.dataset.demoId ?? '');
  const standalone = standaloneDemoId(window.location.pathname);
  return [...new Set([...ids, ...(standalone === undefined ? [] : [standalone])])].filter(Boolean);
}

export function patchRoutes({
  routes,
  routeComponents,
}: {
  routes: Record<string, SiteRoute>;
  routeComponents: Record<string, ComponentType>;
}): void {
  if (!inBrowser) return;
  dropIndexHtml();
  const chain = matchedRoutes(routes, window.location.pathname);
  const page = chain[chain.length - 1];
  // A standalone demo page is marked by its layout (DemoLayout), which renders dumi's page only
  // for a demo that exists: an unknown id shows the layout's not-found text alone.
  const marking =
    standaloneDemoId(window.location.pathname) === undefined ? page : chain[chain.length - 2];
  const pending = chain.map(async (route) => {
    const load = routeComponentLoaders[route.id];
    if (!load) return;
    const { default: Component } = await load();
    if (route !== marking) {
      routeComponents[route.id] = Component;
    } else {
      routeComponents[route.id] = withHydrationMark(Component);
      pageMarksHydration = true;
    }
  });
  // The page's demos are chunks of their own, loaded by dumi's hooks on render. Its search texts
  // are not read while rendering (only by the search box), so they are left to load on use: their
  // chunk holds every page's of the locale.
  if (hasPrerenderedApp()) pending.push(warmUpDemos(demoIdsOfPage()));
  // A chunk that fails to load is left to umi's lazy route, which reports it as before.
  firstRouteLoaded = Promise.all(pending.map(settle)).then(() => undefined);
}

/**
 * Every route change is a transition, whatever starts it (a link, `history.push`, the back
 * button): each listener of the history runs inside `startTransition`. A part of the page can
 * still be dehydrated when the route changes (React hydrates nested Suspense boundaries in later
 * passes), and a synchronous update above it, such as dumi's locale provider creating a new intl
 * object on every change, makes React discard that markup with error 421; in a transition React
 * hydrates it first. umi's exported `history` copied `listen` from the router's history when it
 * was created, so both objects get the wrapped method.
 */
function runListenersInTransitions(history: History): void {
  const listen = history.listen;
  if ((listen as { inTransitions?: boolean }).inTransitions) return;
  const wrapped = (listener: (update: unknown) => void) =>
    listen.call(history, (update) => React.startTransition(() => listener(update)));
  history.listen = Object.assign(wrapped, { inTransitions: true });
}

// Runs after dumi's, which never hydrates the standalone demo pages: ours are prerendered.
export function modifyClientRenderOpts<T extends { mountElementId?: string; history: History }>(
  memo: T,
): T {
  if (inBrowser) {
    runListenersInTransitions(memo.history);
    if (appHistory) runListenersInTransitions(appHistory as unknown as History);
  }
  return { ...memo, hydrate: hasPrerenderedApp(memo.mountElementId) };
}

/**
 * Hydration as a transition: React 18 hydrates a root at default priority in one task, which on a
 * slow phone blocks input for hundreds of milliseconds; as a transition it yields every few
 * milliseconds. Nothing is lost meanwhile: the controls stay disabled until they have hydrated.
 */
export function render(oldRender: () => void): void {
  void firstRouteLoaded.then(() => {
    if (hasPrerenderedApp()) React.startTransition(oldRender);
    else oldRender();
  });
}

/** When no page could be loaded ahead (no route matched), the app's first commit marks it. */
const MarkWhenRendered: React.FC<{ children?: React.ReactNode }> = ({ children }) => {
  useEffect(() => {
    if (!pageMarksHydration) markHydrated();
  }, []);
  return <>{children}</>;
};

export function rootContainer(container: React.ReactNode): React.ReactNode {
  return <MarkWhenRendered>{container}</MarkWhenRendered>;
}
