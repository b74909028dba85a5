import React, { useEffect, type ComponentType } from 'react';
import { history as appHistory, matchRoutes } from 'dumi';
import { routeComponentLoaders, routerBase } from '@@/rc-overflow-site/route-loaders';

/**
 * Client runtime plugin (registered by ../plugins/hydration.ts). A prerendered page hydrates, but
 * only once the code of its route (the layouts and the page, each a lazy chunk) has loaded:
 * otherwise React hydrates the shell, leaves the page's boundary dehydrated until its chunk
 * arrives, and a click or a state update in that window is lost or makes React give up on the
 * boundary (minified error 421). So the first route's code loads before React renders (umi does
 * not wait for patchRoutes, so `render` does), and its components are handed to umi loaded.
 */

interface SiteRoute {
  id: string;
  path?: string;
  parentId?: string;
}

interface RouteNode {
  id: string;
  path?: string;
  children?: RouteNode[];
}

type History = { listen(listener: (update: unknown) => void): () => void };

const inBrowser = typeof window !== 'undefined';

/** The router base without its trailing slash: what a site path is appended to. */
const basePrefix = routerBase.replace(/\/$/, '');

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

/** Whether the page is a standalone demo's (`<base>/~demos/<id>`). */
const isStandaloneDemo = (pathname: string) =>
  /^\/~demos\/[^/]+\/?$/.test(pathname.slice(basePrefix.length));

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
  return !(isStandaloneDemo(window.location.pathname) && changed);
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
  return matches.map(({ route }) => routes[route.id]);
}

function markHydrated(): void {
  document.documentElement.setAttribute('data-hydrated', '');
}

/** Whether the first route's page sets `data-hydrated` itself (see withHydrationMark). */
let pageMarksHydration = false;
/** Settles once the first route's code has loaded (or failed to), see patchRoutes. */
let firstRouteLoaded: Promise<unknown> = Promise.resolve();

/**
 * The first page, marking `<html data-hydrated>` from its effect: React hydrates the page's
 * boundary after those of the layouts around it, so the page's first commit is the moment React
 * owns the header, navbar and sidebar (or, with nothing prerendered, has rendered everything).
 */
function withHydrationMark(Page: ComponentType): ComponentType {
  const PageMarkingHydration: React.FC = (props) => {
    useEffect(markHydrated, []);
    return <Page {...props} />;
  };
  return PageMarkingHydration;
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
  // A standalone demo page is marked by its layout (DemoLayout), which renders dumi's page only
  // for a demo that exists: an unknown id shows the layout's not-found text alone.
  const marking = chain[chain.length - (isStandaloneDemo(window.location.pathname) ? 2 : 1)];
  const pending = chain.map(async (route) => {
    const load = routeComponentLoaders[route.id];
    if (!load) return;
    const { default: Component } = await load();
    routeComponents[route.id] = route === marking ? withHydrationMark(Component) : Component;
    if (route === marking) pageMarksHydration = true;
  });
  // A chunk that fails to load is left to umi's lazy route, which reports it as before.
  firstRouteLoaded = Promise.allSettled(pending);
}

/**
 * Every route change is a transition, whatever starts it (a link, `history.push`, the back
 * button): each listener of the history runs inside `startTransition`. The page's content can
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

export function render(oldRender: () => void): void {
  void firstRouteLoaded.then(oldRender);
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
