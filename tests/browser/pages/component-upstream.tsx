// Test page: renders the same case with our Overflow and upstream @rc-component/overflow.
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import Overflow from 'rc-overflow';
import Upstream from '@rc-component/overflow';
import '../../../assets/index.css';

export interface CompareCase {
  widths: number[];
  width: number;
  /** Rest box width: base + perDigit x digits of the hidden count. */
  rest: { base: number; perDigit: number };
  maxCount: number | 'responsive' | 'invalidate';
  suffix?: number;
  prefix?: number;
  gap?: number;
  margin?: number;
}

export interface Side {
  visible: number;
  restShown: boolean;
  /** Frames until the pair stopped changing. */
  frames: number;
}

declare global {
  interface Window {
    compareCases: (cases: CompareCase[]) => Promise<{ ours: Side; upstream: Side }[]>;
  }
}

const style = document.createElement('style');
// Upstream ships no CSS; give it the same structural rules ours has, under its own prefix.
style.textContent = `
  .up { display: flex; flex-wrap: wrap; max-width: 100%; position: relative; }
  .up-item { flex: none; }
  .box { overflow: hidden; white-space: nowrap; height: 20px; }
  .spaced > * { margin: 0 var(--margin); }
  section { margin: 8px; }
`;
document.head.appendChild(style);

const digits = (n: number) => String(n).length;

function props(c: CompareCase) {
  const box = (width: number, text: React.ReactNode) => (
    <div className="box" style={{ width }}>
      {text}
    </div>
  );
  return {
    className: c.margin ? 'spaced' : undefined,
    style: { width: c.width, columnGap: c.gap },
    data: c.widths.map((_, i) => i),
    renderItem: (i: number) => box(c.widths[i], i),
    renderRest: (omitted: number[]) =>
      box(c.rest.base + c.rest.perDigit * digits(omitted.length), `+${omitted.length}`),
    maxCount: c.maxCount,
    prefix: c.prefix !== undefined ? box(c.prefix, 'P') : undefined,
    suffix: c.suffix !== undefined ? box(c.suffix, 'S') : undefined,
  };
}

function read(list: HTMLElement) {
  const children = Array.from(list.children);
  const shown = (el: Element) => el.getAttribute('aria-hidden') !== 'true';
  const isItem = (el: Element) => !/-item-(rest|prefix|suffix)\b/.test(el.className);
  const rest = children.find((el) => /-item-rest\b/.test(el.className));
  return {
    visible: children.filter((el) => isItem(el) && shown(el)).length,
    restShown: !!rest && shown(rest),
  };
}

const rootEl = document.getElementById('root') as HTMLElement;
let root: Root | undefined;

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function Pair({ c, index }: { c: CompareCase; index: number }) {
  const shared = props(c);
  return (
    <div style={{ ['--margin' as string]: `${c.margin ?? 0}px` }}>
      <section>
        <Overflow<number> id={`ours-${index}`} {...shared} />
      </section>
      <section>
        <Upstream<number> id={`upstream-${index}`} prefixCls="up" {...shared} />
      </section>
    </div>
  );
}

window.compareCases = async (cases) => {
  root?.unmount();
  root = createRoot(rootEl);
  flushSync(() => root?.render(cases.map((c, i) => <Pair key={i} c={c} index={i} />)));
  const lists = cases.map((_, i) => ({
    ours: document.getElementById(`ours-${i}`) as HTMLElement,
    upstream: document.getElementById(`upstream-${i}`) as HTMLElement,
  }));
  const snapshot = () => lists.map((l) => JSON.stringify([read(l.ours), read(l.upstream)]));
  // Upstream settles over several frames: wait until no list has changed for 10 frames.
  let last = snapshot();
  const settledAt = lists.map(() => 0);
  for (let f = 1, quiet = 0; f <= 300 && quiet < 10; f += 1) {
    await frame();
    const now = snapshot();
    quiet += 1;
    now.forEach((value, i) => {
      if (value !== last[i]) {
        settledAt[i] = f;
        quiet = 0;
      }
    });
    last = now;
  }
  return lists.map((l, i) => ({
    ours: { ...read(l.ours), frames: settledAt[i] },
    upstream: { ...read(l.upstream), frames: settledAt[i] },
  }));
};
