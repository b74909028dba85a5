// What a run's figures say in a line, and the run as a Markdown table: pure, for the page's
// verdict and its Copy results button.
import { IMPLEMENTATION_NAMES, type Implementation } from './lists';
import type { BenchmarkMessages } from './messages';

/** The figures a verdict compares: one list at one item count. */
export interface Figures {
  implementation: Implementation;
  n: number;
  mountMs: number;
  resizeMs: number;
}

/** How many times their time is ours (above 1: ours is faster); NaN when a time says nothing. */
const ratio = (theirs: number, ours: number) => (theirs > 0 && ours > 0 ? theirs / ours : NaN);

/**
 * Ours against each baseline at the largest item count measured for ours and at least one of
 * them (the count where the differences matter most); null before there is such a pair.
 */
export function verdictOf(results: Figures[], baselines: Implementation[]) {
  const counts = [...new Set(results.map((result) => result.n))].sort((a, b) => b - a);
  for (const n of counts) {
    const at = (implementation: Implementation) =>
      results.find((result) => result.n === n && result.implementation === implementation);
    const ours = at('ours');
    if (!ours) continue;
    const comparisons = baselines.flatMap((baseline) => {
      const theirs = at(baseline);
      if (!theirs) return [];
      const mount = ratio(theirs.mountMs, ours.mountMs);
      const resize = ratio(theirs.resizeMs, ours.resizeMs);
      return Number.isNaN(mount) || Number.isNaN(resize) ? [] : [{ baseline, mount, resize }];
    });
    if (comparisons.length > 0) return { n, comparisons };
  }
  return null;
}

/** The verdict in a sentence ("At N = 2,000, rc-overflow mounts 4.2× faster than ..."), or "". */
export function verdictText(t: BenchmarkMessages, results: Figures[], baselines: Implementation[]) {
  const found = verdictOf(results, baselines);
  if (!found) return '';
  const than = (scenario: 'mount' | 'resize') =>
    found.comparisons.map((c) => t.than(IMPLEMENTATION_NAMES[c.baseline], c[scenario]));
  return t.verdict(found.n, IMPLEMENTATION_NAMES.ours, than('mount'), than('resize'));
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** A table as GitHub-flavoured Markdown under a title line; all but the list's name are figures. */
export function markdownTable(title: string, headers: string[], rows: string[][]) {
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const alignments = headers.map((_, i) => (i === 1 ? '---' : '---:'));
  return [title, '', line(headers), `| ${alignments.join(' | ')} |`, ...rows.map(line), ''].join(
    '\n',
  );
}
