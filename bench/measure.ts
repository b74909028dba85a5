// What `npm run bench` (bench/page.tsx) and the site's benchmark page (site/benchmark/engine.tsx)
// measure alike: the items, the stage a list is mounted on, the widths the resizes walk through,
// when a list has settled, and what a painted frame shows.
import type { CSSProperties, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/** The items of a list of `n`: 0 to n - 1. */
export const items = (n: number) => Array.from({ length: n }, (_, i) => i);

/**
 * A box in `parent`, styled by `css`, with a React root of its own for one list: `commits` takes
 * the times of the list's commits; `unmount` removes the root and the box.
 */
export function createStage(parent: HTMLElement, css: string) {
  const host = document.createElement('div');
  host.style.cssText = css;
  parent.appendChild(host);
  const root = createRoot(host);
  return {
    host,
    commits: [] as number[],
    render: (list: ReactNode) => flushSync(() => root.render(list)),
    unmount: () => {
      root.unmount();
      host.remove();
    },
  };
}

/** The container widths the resizes walk through, in order. */
export const resizeWidths = (count: number) =>
  Array.from({ length: count }, (_, i) => 260 + ((i * 37) % 420));

// Items have exact integer widths, so the settled answer at any width can be computed.
export const itemWidth = (item: number) => 40 + (item % 5) * 7;

/** An item's style; in a column, each item is as tall as it is wide in a row. */
export const itemStyle = (item: number, column = false): CSSProperties => ({
  display: column ? 'block' : 'inline-block',
  boxSizing: 'border-box',
  width: itemWidth(item),
  height: column ? itemWidth(item) : undefined,
  padding: '0 4px',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
});

export class NotSettledError extends Error {
  name = 'NotSettledError';
}

/** A list still committing after this long, and this many frames (a hidden tab gets none). */
const SETTLE_LIMIT_MS = 10000;
const SETTLE_LIMIT_FRAMES = 600;

export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
export const lastOf = (commits: number[]) => commits[commits.length - 1] ?? -Infinity;

/**
 * Resolves once the list has made no commit (a time pushed to `commits`) for `frames` frames and
 * `ms` milliseconds; yields to the browser meanwhile.
 */
export async function waitSettled(
  commits: number[],
  { frames = 3, ms = 50, signal }: { frames?: number; ms?: number; signal?: AbortSignal } = {},
): Promise<void> {
  const started = performance.now();
  let seen = commits.length;
  let quietFrames = 0;
  for (let frame = 1; ; frame += 1) {
    await nextFrame();
    signal?.throwIfAborted();
    if (commits.length === seen) quietFrames += 1;
    else [seen, quietFrames] = [commits.length, 0];
    const now = performance.now();
    if (quietFrames >= frames && now - Math.max(lastOf(commits), started) >= ms) return;
    if (now - started > SETTLE_LIMIT_MS && frame > SETTLE_LIMIT_FRAMES) {
      throw new NotSettledError(`the list did not settle within ${SETTLE_LIMIT_MS / 1000} s`);
    }
  }
}

/**
 * The answer the list in `host` shows, read from what is painted, whichever library: "11+189" is
 * 11 items and a `+ 189 ...` rest, "5" five items and no rest.
 */
export function paintedAnswer(host: HTMLElement): string {
  const list = host.firstElementChild;
  if (!list) return '';
  // A list that clips its overflow (ours before measuring) hides the items past its edge.
  const clip = getComputedStyle(list).overflowX === 'visible' ? null : list.getBoundingClientRect();
  let items = 0;
  let rest = '';
  for (const element of Array.from(list.querySelectorAll('.rc-overflow-item'))) {
    // Each list hides an item on the item itself (`checkVisibility` is too new for the site).
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.opacity === '0') continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (clip && (box.left >= clip.right || box.top >= clip.bottom)) continue;
    if (element.classList.contains('rc-overflow-item-rest')) {
      rest = /\+ (\d+)/.exec(element.textContent || '')?.[1] ?? '?';
    } else {
      items += 1;
    }
  }
  return rest ? `${items}+${rest}` : `${items}`;
}

/**
 * Reads the painted answer once per frame, after the frame has painted: a task posted from
 * `requestAnimationFrame` runs after that frame's style, layout, observers and paint. Each sample
 * is of the `step` set last.
 */
export function startFrameSampler(host: HTMLElement) {
  let running = true;
  const channel = new MessageChannel();
  const sampler = {
    step: 0,
    samples: [] as { step: number; answer: string }[],
    stop: () => {
      running = false;
      channel.port1.close();
    },
  };
  channel.port1.onmessage = () => {
    if (running) sampler.samples.push({ step: sampler.step, answer: paintedAnswer(host) });
  };
  const onFrame = () => {
    if (!running) return;
    channel.port2.postMessage(null);
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  return sampler;
}
