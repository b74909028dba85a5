type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `work` once the page has loaded and the browser is idle; returns a cancel function. */
export default function whenIdle(work: () => void): () => void {
  const win = window as IdleWindow;
  let idleHandle: number | undefined;
  let timer: number | undefined;
  const schedule = () => {
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(work, { timeout: 5000 });
    else timer = window.setTimeout(work, 1000);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    window.clearTimeout(timer);
  };
}
