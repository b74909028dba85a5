import React from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';

const TAGS = (
  'react overflow layout responsive collapse flexbox tags select menu toolbar ' +
  'breadcrumb resize measure rows wrap typescript antd accessible hooks ssr'
).split(' ');

const ROWS = [1, 2, 3, 4];

// A mid blue border stands out (3:1 or more) on light and dark pages alike.
const tagStyle: React.CSSProperties = {
  display: 'block',
  padding: '2px 8px',
  border: '1px solid #5b8def',
  borderRadius: 4,
  background: 'rgba(91, 141, 239, 0.12)',
  whiteSpace: 'nowrap',
};

// The controls wrap on a narrow screen rather than overflow the demo.
const controlsStyle: React.CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
};

export default () => {
  const [rows, setRows] = React.useState(2);
  const [width, setWidth] = React.useState(300);
  const id = React.useId();

  return (
    <div style={{ padding: 32 }}>
      <div style={controlsStyle}>
        <label htmlFor={`${id}rows`}>Rows</label>
        <select
          id={`${id}rows`}
          style={{ height: 32, marginRight: 8 }}
          value={rows}
          onChange={(event) => setRows(Number(event.target.value))}
        >
          {ROWS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}width`}>List width</label>
        <input
          id={`${id}width`}
          type="range"
          min={100}
          max={300}
          step={10}
          value={width}
          aria-valuetext={`${width} px`}
          onChange={(event) => setWidth(Number(event.target.value))}
        />
        <span>{width} px</span>
      </div>

      <div style={{ width, maxWidth: '100%', outline: '1px solid gray', marginTop: 16 }}>
        <Overflow<string>
          data={TAGS}
          maxCount="responsive"
          maxRows={rows}
          style={{ gap: 4 }}
          renderItem={(tag) => <span style={tagStyle}>{tag}</span>}
          renderRest={(omitted) => <span style={tagStyle}>+ {omitted.length} ...</span>}
        />
      </div>
    </div>
  );
};
