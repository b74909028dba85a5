import { IMPLEMENTATION_NAMES, IMPLEMENTATIONS, type Implementation } from './lists';
import type { BenchmarkMessages } from './messages';

export type Figures = { implementation: string; n: number; mountMs: number; resizeMs: number };

/** How many times their time is ours (above 1: ours is faster); NaN when a time says nothing. */
const ratio = (theirs: number, ours: number) => (theirs > 0 && ours > 0 ? theirs / ours : NaN);

// "At N = 2,000, rc-overflow mounts 4.2× faster than ...", at the largest count with a baseline.
export function verdictText(t: BenchmarkMessages, results: Figures[]) {
  const counts = [...new Set(results.map((result) => result.n))].sort((a, b) => b - a);
  for (const n of counts) {
    const at = (implementation: Implementation) =>
      results.find((result) => result.n === n && result.implementation === implementation);
    const ours = at('ours');
    const mount: string[] = [];
    const resize: string[] = [];
    for (const baseline of IMPLEMENTATIONS.slice(1)) {
      const theirs = at(baseline);
      if (!ours || !theirs) continue;
      const ratios = [ratio(theirs.mountMs, ours.mountMs), ratio(theirs.resizeMs, ours.resizeMs)];
      if (ratios.some(Number.isNaN)) continue;
      mount.push(t.than(IMPLEMENTATION_NAMES[baseline], ratios[0]));
      resize.push(t.than(IMPLEMENTATION_NAMES[baseline], ratios[1]));
    }
    if (mount.length > 0) return t.verdict(n, IMPLEMENTATION_NAMES.ours, mount, resize);
  }
  return '';
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** A table as GitHub-flavoured Markdown under a title line; all but the list's name are figures. */
export function markdownTable(title: string, headers: string[], rows: string[][]) {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const alignments = headers.map((_, i) => (i === 1 ? '---' : '---:'));
  return [title, '', line(headers), line(alignments), ...rows.map(line), ''].join('\n');
}
