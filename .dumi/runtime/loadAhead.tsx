import React, { Suspense, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { history as appHistory, matchRoutes, useDemo } from 'dumi';
import ErrorBoundary from '../theme/components/ErrorBoundary';
import { routeComponentLoaders, routerBase } from '@@/rc-overflow-site/route-loaders';

// Hydration waits (in render: umi does not wait for patchRoutes) for the route's chunks and the
// page's demo code: React gives up on a boundary updated while it waits for its chunk (error 421),
// and loses its place in the markup if a demo suspends mid-hydration (error 418 on a route change).

interface SiteRoute {
  id: string;
  path?: string;
  parentId?: string;
  children?: SiteRoute[];
}

type History = { listen(listener: (update: unknown) => void): () => void };

const inBrowser = typeof window !== 'undefined';
const basePrefix = routerBase.replace(/\/$/, '');

/** `/demo/base/index.html`, as static hosts spell a page, is `/demo/base` to the router. */
function dropIndexHtml(): void {
  const { pathname, search, hash } = window.location;
  const page = pathname.replace(/\/index\.html$/, '') || '/';
  if (page !== pathname)
    window.history.replaceState(window.history.state, '', page + search + hash);
}

/** The demo id of a standalone demo page (`<base>/~demos/<id>`), or undefined. */
const standaloneDemoId = (pathname: string) =>
  /^\/~demos\/([^/]+)\/?$/.exec(pathname.slice(basePrefix.length))?.[1];
const isStandaloneDemo = (pathname: string) => standaloneDemoId(pathname) !== undefined;

/** Whether the page's prerendered markup is what the client renders (a demo's query changes it). */
function hasPrerenderedApp(mountElementId = 'root'): boolean {
  // Runtime plugins run in the prerendering server too, where there is nothing to hydrate.
  if (!inBrowser || !document.getElementById(mountElementId)?.firstChild) return false;
  const query = new URLSearchParams(window.location.search);
  const changed = query.has('wrapper') || query.has('capture');
  return !(isStandaloneDemo(window.location.pathname) && changed);
}

/** The routes, outermost first, that the router renders for `pathname`. */
function matchedRoutes(routes: Record<string, SiteRoute>, pathname: string): SiteRoute[] {
  const tree = (parentId?: string): SiteRoute[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) => ({ ...route, children: tree(route.id) }));
  // The router's matchRoutes takes the base without its trailing slash.
  const matches: { route: SiteRoute }[] = matchRoutes(tree(), pathname, basePrefix || '/') ?? [];
  return matches.map(({ route }) => routes[route.id]);
}

const markHydrated = () => document.documentElement.setAttribute('data-hydrated', '');

/** Whether the first route's page sets `data-hydrated` itself (see withHydrationMark). */
let pageMarksHydration = false;
let firstRouteLoaded: Promise<unknown> = Promise.resolve();

/** Marks `<html data-hydrated>` on the page's first commit, which follows its layouts'. */
function withHydrationMark(Page: ComponentType): ComponentType {
  return function PageMarkingHydration(props) {
    useEffect(markHydrated, []);
    return <Page {...props} />;
  };
}

/** Resolves in a task of its own: the browser may paint and take input before what follows. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

export function patchRoutes({
  routes,
  routeComponents,
}: {
  routes: Record<string, SiteRoute>;
  routeComponents: Record<string, ComponentType>;
}): void {
  if (!inBrowser) return;
  dropIndexHtml();
  // The app's script starts in one long task (the modules, dumi's meta, the router's history):
  // matching the route and adding each of its chunks' scripts each wait for a task of their own.
  const start = async () => {
    await nextTask();
    const chain = matchedRoutes(routes, window.location.pathname);
    // DemoLayout marks a standalone demo: it renders dumi's page only for a demo that exists.
    const marking = chain[chain.length - (isStandaloneDemo(window.location.pathname) ? 2 : 1)];
    const pending = chain.map(async (route) => {
      const load = routeComponentLoaders[route.id];
      if (!load) return;
      await nextTask();
      const { default: Component } = await load();
      routeComponents[route.id] = route === marking ? withHydrationMark(Component) : Component;
      if (route === marking) pageMarksHydration = true;
    });
    // A chunk that fails to load is left to umi's lazy route, which reports it.
    await Promise.allSettled([...pending, loadDemoCode(prerenderedDemoIds())]);
  };
  firstRouteLoaded = start();
}

/** The prerendered page's demos: a standalone page's from its path, else dumi's previewers' ids. */
function prerenderedDemoIds(): string[] {
  if (!hasPrerenderedApp()) return [];
  const standalone = standaloneDemoId(window.location.pathname);
  if (standalone) return [decodeURIComponent(standalone)];
  return Array.from(document.querySelectorAll('#root .dumi-default-previewer[id]'), (el) => el.id);
}

const DemoCode = ({ id }: { id: string }) => {
  const demo = useDemo(id);
  return demo?.component ? React.createElement(demo.component as ComponentType) : null;
};

// dumi's demos are React.lazy, suspending on first render: rendering them once, in a document of
// their own (React listens to one document per root), loads their code before the page hydrates.
function loadDemoCode(ids: string[]): Promise<void> {
  if (!ids.length) return Promise.resolve();
  return new Promise((resolve) => {
    const scratch = document.implementation.createHTMLDocument('');
    const root = createRoot(scratch.body.appendChild(scratch.createElement('div')));
    const Loaded = () => {
      useEffect(() => {
        resolve();
        window.setTimeout(() => root.unmount());
      }, []);
      return null;
    };
    root.render(
      <Suspense fallback={null}>
        {/* A demo that throws is left for the page's own crash fallback to show. */}
        <ErrorBoundary>
          {ids.map((id) => (
            <DemoCode key={id} id={id} />
          ))}
        </ErrorBoundary>
        <Loaded />
      </Suspense>,
    );
  });
}

// Route changes run as transitions: a synchronous update (dumi's locale provider) above content
// still dehydrated makes React discard it (error 421). umi's `history` copied the router's listen.
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

// umi's render hydrates the page (hydrateRoot) or renders it: in a transition, React does it in
// slices of about 5 ms, so the browser is free in between (PERFORMANCE.md).
export function render(oldRender: () => void): void {
  void firstRouteLoaded.then(() => React.startTransition(oldRender));
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
