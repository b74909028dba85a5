// Inlined in a prerendered page: the app's script after its first paint, or 3 s, or when hidden.
export function startAppAfterFirstPaint(src: string): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    document.body.appendChild(Object.assign(document.createElement('script'), { src }));
  };
  if (document.visibilityState !== 'visible' || !window.requestAnimationFrame) return start();
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
