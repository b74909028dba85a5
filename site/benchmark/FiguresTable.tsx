import React, { Fragment } from 'react';

/** On a phone each row is a card whose lines name their column (`data-label`, benchmark.less). */
export default function FiguresTable(props: {
  caption: string;
  headers: string[];
  /** Cells: the item count, the list's name (which heads the row), then its figures. */
  rows: { implementation: string; n: number; cells: string[] }[];
}) {
  const { caption, headers, rows } = props;
  return (
    <div className="site-bench-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ implementation, n, cells }) => (
            <tr key={`${n}-${implementation}`} data-implementation={implementation} data-n={n}>
              <td data-label={headers[0]}>{cells[0]}</td>
              <th scope="row">{cells[1]}</th>
              {cells.slice(2).map((text, i) => (
                <td key={i} data-label={headers[i + 2]}>
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Facts({ facts }: { facts: [string, React.ReactNode][] }) {
  return (
    <dl className="site-bench-facts">
      {facts.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
