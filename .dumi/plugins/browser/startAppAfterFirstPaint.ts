/**
 * Runs in a prerendered page, inlined at the end of <body> (see runAppAfterFirstPaint in
 * ../hydration.ts): adds the app's script once the browser has painted the page's content. The
 * paint is the first contentful paint the browser reports; without such reports, the task after
 * the next frame (a frame callback runs before that frame paints). A page that is not visible
 * paints nothing and starts at once; so does any page after three seconds.
 */
export function startAppAfterFirstPaint(src: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.src = src;
    document.body.appendChild(script);
  };
  if (document.visibilityState !== 'visible' || !window.requestAnimationFrame) {
    start();
    return;
  }
  window.setTimeout(start, 3000);
  const entryTypes = window.PerformanceObserver?.supportedEntryTypes ?? [];
  if (!entryTypes.includes('paint')) {
    window.requestAnimationFrame(() => window.setTimeout(start, 0));
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    window.setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
}
