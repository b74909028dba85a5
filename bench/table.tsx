// The table of many lists `npm run bench` measures: 300 rows, each ending in a list of 8 tags, in
// one React root. Mounted at 900 px, then 20 table widths, one frame each. Every list of a run is
// the same implementation; the floor re-renders the whole table with each row's known answer in
// the task that sets the width (one commit per frame).
import * as React from 'react';
import Ours from '../src';
import Upstream from '@rc-component/overflow';
import { answerText, settledCount } from './answers';
import { Floor } from './floor';
import { createStage, itemStyle, nextFrame, paintedAnswer, waitSettled } from './measure';
import { Blueprint, Fluent } from './peers';
import withoutLists from './without-lists';

/** `without-<name>`: ours without the optimisation bench/without.mjs names so. */
export type TableLib = 'ours' | 'upstream' | 'fluent' | 'blueprint' | 'floor' | `without-${string}`;

export const TABLE_ROWS = 300;
const TAGS = 8;
/** The first column's width; the tags' cell has the rest of the table. */
const NAME_WIDTH = 300;
const TABLE_MOUNT_WIDTH = 900;
/** The table widths, in order: cells of 100 to 599 px, where a row shows 1 to all 8 tags. */
export const tableWidths = (count: number) =>
  Array.from({ length: count }, (_, i) => 400 + ((i * 53) % 500));

/** Row r's tags: r * 8 to r * 8 + 7, so the rows' widths follow five patterns. */
const rows = Array.from({ length: TABLE_ROWS }, (_, r) =>
  Array.from({ length: TAGS }, (_, i) => r * TAGS + i),
);

const TABLE_STYLE: React.CSSProperties = {
  tableLayout: 'fixed',
  width: '100%',
  borderCollapse: 'collapse',
};
const CELL_STYLE: React.CSSProperties = { padding: 0 };

/** Each row's count of shown tags at a table width, computed before any run (see prepare). */
const answers = new Map<number, number[]>();
const answersAt = (width: number) =>
  rows.map((tags) => settledCount(TAGS, width - NAME_WIDTH, tags[0]));

interface TableProps {
  lib: TableLib;
  /** The table's width; only the floor reads it. */
  width: number;
  commits: number[];
}

function Table({ lib, width, commits }: TableProps) {
  // Inline, as in the single list: a real parent passes new callbacks every render.
  const itemKey = (item: number) => item;
  const renderItem = (item: number) => <span style={itemStyle(item)}>{item}</span>;
  const visible = answers.get(width);
  const list = (tags: number[], r: number) => {
    const props = { data: tags, itemKey, renderItem };
    if (lib === 'floor') return <Floor {...props} visible={visible![r]} />;
    if (lib === 'upstream') return <Upstream {...props} maxCount="responsive" />;
    if (lib === 'fluent') return <Fluent {...props} />;
    if (lib === 'blueprint') return <Blueprint {...props} />;
    const List = lib === 'ours' ? Ours : withoutLists[lib.slice('without-'.length)];
    return <List {...props} maxCount="responsive" />;
  };
  return (
    <React.Profiler id={`table-${lib}`} onRender={() => commits.push(performance.now())}>
      <table style={TABLE_STYLE}>
        <colgroup>
          <col style={{ width: NAME_WIDTH }} />
          <col />
        </colgroup>
        <tbody>
          {rows.map((tags, r) => (
            <tr key={r}>
              <td style={CELL_STYLE}>{`Row ${r + 1}`}</td>
              <td style={CELL_STYLE}>{list(tags, r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </React.Profiler>
  );
}

interface MountedTable extends ReturnType<typeof createStage> {
  lib: TableLib;
  width: number;
}
let table: MountedTable | undefined;

function setTableWidth(t: MountedTable, width: number) {
  t.width = width;
  t.host.style.width = `${width}px`;
  if (t.lib === 'floor') t.render(<Table lib={t.lib} width={width} commits={t.commits} />);
}

export const tableApi = {
  /** Computes every row's answer at every width used (untimed: it measures the rest's widths). */
  tablePrepare(count: number) {
    for (const width of [TABLE_MOUNT_WIDTH, ...tableWidths(count)]) {
      answers.set(width, answersAt(width));
    }
  },
  /** Mounts the table of `lib` at 900 px and waits until it has settled; resolves with its commits. */
  async tableMount(lib: TableLib) {
    tableApi.tableUnmount();
    const stage = createStage(document.body, `width: ${TABLE_MOUNT_WIDTH}px`);
    table = { ...stage, lib, width: TABLE_MOUNT_WIDTH };
    table.render(<Table lib={lib} width={TABLE_MOUNT_WIDTH} commits={table.commits} />);
    await waitSettled(table.commits);
    return { commits: table.commits.length };
  },
  /** Sets `count` table widths, one frame apart, then waits until the table has settled. */
  async tableResize(count: number) {
    if (!table) throw new Error('mount the table first');
    const before = table.commits.length;
    for (const width of tableWidths(count)) {
      setTableWidth(table, width);
      await nextFrame();
    }
    await waitSettled(table.commits, { frames: 6, ms: 100 });
    return { commits: table.commits.length - before };
  },
  /** The rows whose painted answer is not the one computed for the table's width. */
  tableWrongRows() {
    if (!table) throw new Error('mount the table first');
    const expected = answers.get(table.width) ?? answersAt(table.width);
    const cells = table.host.querySelectorAll<HTMLElement>('tr > td:last-child');
    return Array.from(cells).filter(
      (cell, r) => paintedAnswer(cell) !== answerText(TAGS, expected[r]),
    ).length;
  },
  tableUnmount() {
    table?.unmount();
    table = undefined;
  },
};
