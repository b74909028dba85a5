import { startTransition, type ComponentType } from 'react';
import { routeComponentLoaders } from '@@/rc-overflow-site/route-loaders';
import { loadDemoCode, prerenderedDemoIds } from './demoCode';
import { withHydrationMark } from './hydrationMark';
import { matchedRoutes, type SiteRoute } from './matchedRoutes';
import { inBrowser, standaloneDemoId } from './page';

// Hydration waits for the route's chunks (error 421 otherwise) and the page's demo code (error 418
// on a route change), in render: umi does not wait for patchRoutes.

let firstRouteLoaded: Promise<unknown> = Promise.resolve();

/** Resolves in a task of its own: the browser may paint and take input before what follows. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

interface RoutesPatch {
  routes: Record<string, SiteRoute>;
  routeComponents: Record<string, ComponentType>;
}

export function patchRoutes({ routes, routeComponents }: RoutesPatch): void {
  if (!inBrowser) return;
  // Out of the app script's long task: the match and each chunk's script in a task of its own.
  const start = async () => {
    await nextTask();
    const chain = matchedRoutes(routes, window.location.pathname);
    // DemoLayout marks a standalone demo: it renders dumi's page only for a demo that exists.
    const standalone = standaloneDemoId(window.location.pathname) !== undefined;
    const marking = chain[chain.length - (standalone ? 2 : 1)];
    const pending = chain.map(async (route) => {
      const load = routeComponentLoaders[route.id];
      if (!load) return;
      await nextTask();
      const { default: Component } = await load();
      routeComponents[route.id] = route === marking ? withHydrationMark(Component) : Component;
    });
    // A chunk that fails to load is left to umi's lazy route, which reports it.
    await Promise.allSettled([...pending, loadDemoCode(prerenderedDemoIds())]);
  };
  firstRouteLoaded = start();
}

// In a transition, React hydrates in slices of about 5 ms with the browser free (PERFORMANCE.md).
export function render(oldRender: () => void): void {
  void firstRouteLoaded.then(() => startTransition(oldRender));
}
