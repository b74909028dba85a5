// Test page: renders cases with our Overflow and upstream @rc-component/overflow side by side.
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import Overflow from 'rc-overflow';
import Upstream from '@rc-component/overflow';
import { shownChildren } from '../shown-list';
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

declare global {
  interface Window {
    /** How many items each list shows, once no list has changed for 10 frames. */
    compareCases: (cases: CompareCase[]) => Promise<{ ours: number; upstream: number }[]>;
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

function Pair({ c, index }: { c: CompareCase; index: number }) {
  const box = (width: number, text: React.ReactNode) => (
    <div className="box" style={{ width }}>
      {text}
    </div>
  );
  const shared = {
    className: c.margin ? 'spaced' : undefined,
    style: { width: c.width, columnGap: c.gap },
    data: c.widths.map((_, i) => i),
    renderItem: (i: number) => box(c.widths[i], i),
    renderRest: (omitted: number[]) =>
      box(c.rest.base + c.rest.perDigit * String(omitted.length).length, `+${omitted.length}`),
    maxCount: c.maxCount,
    prefix: c.prefix !== undefined ? box(c.prefix, 'P') : undefined,
    suffix: c.suffix !== undefined ? box(c.suffix, 'S') : undefined,
  };
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

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const shownItems = (id: string) =>
  shownChildren(document.getElementById(id) as HTMLElement).filter(
    (el) => !/-item-(rest|prefix|suffix)\b/.test(el.className),
  ).length;

window.compareCases = async (cases) => {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  flushSync(() => root.render(cases.map((c, i) => <Pair key={i} c={c} index={i} />)));
  const read = () =>
    cases.map((_, i) => ({ ours: shownItems(`ours-${i}`), upstream: shownItems(`upstream-${i}`) }));
  // Upstream settles over several frames.
  let last = JSON.stringify(read());
  for (let quiet = 0; quiet < 10;) {
    await frame();
    const now = JSON.stringify(read());
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
  return read();
};
