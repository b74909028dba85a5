import React from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';

interface ItemType {
  value: number;
  label: string;
}

const COUNTS = [0, 1, 2, 3, 5, 10, 20, 200];

function createData(count: number): ItemType[] {
  return Array.from({ length: count }, (_, index) => ({ value: index, label: `Label ${index}` }));
}

const itemStyle: React.CSSProperties = {
  margin: '0 16px 0 8px',
  padding: '4px 8px',
  background: 'rgba(255, 0, 0, 0.2)',
  whiteSpace: 'nowrap',
};

// An input as wide as its text (at least 10px, at most the whole row), like a tag picker's search.
const SuffixInput = () => {
  const [value, setValue] = React.useState('');
  const [width, setWidth] = React.useState(10);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const mirrorRef = React.useRef<HTMLSpanElement>(null);

  React.useEffect(() => {
    inputRef.current?.focus();
  }, []);

  React.useLayoutEffect(() => {
    // Never wider than the row it sits in (its container is sized by it, so CSS cannot cap it).
    const input = inputRef.current;
    const row = input?.closest('.rc-overflow');
    const textWidth = mirrorRef.current?.offsetWidth ?? 10;
    // The width set is the text box's; its border comes on top.
    const border = input ? input.offsetWidth - input.clientWidth : 0;
    setWidth(row ? Math.min(textWidth, row.clientWidth - border) : textWidth);
  }, [value]);

  return (
    <div style={{ position: 'relative', maxWidth: '100%' }}>
      <input
        ref={inputRef}
        aria-label="Suffix"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        style={{ width, minWidth: 10, maxWidth: '100%', boxSizing: 'content-box', padding: 0 }}
      />
      <span
        ref={mirrorRef}
        aria-hidden
        style={{ position: 'absolute', top: 0, left: 0, visibility: 'hidden', whiteSpace: 'pre' }}
      >
        {value}
      </span>
    </div>
  );
};

export default () => {
  const [responsive, setResponsive] = React.useState(true);
  const [data, setData] = React.useState(() => createData(20));

  return (
    <div style={{ padding: 32 }}>
      <button type="button" style={{ height: 32 }} onClick={() => setResponsive(!responsive)}>
        {responsive ? 'Responsive' : 'MaxCount: 6'}
      </button>
      <select
        aria-label="Item count"
        style={{ width: 200, height: 32, marginLeft: 8 }}
        value={data.length}
        onChange={(event) => setData(createData(Number(event.target.value)))}
      >
        {COUNTS.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>

      <div style={{ border: '5px solid green', padding: 8, maxWidth: 300, marginTop: 32 }}>
        <Overflow<ItemType>
          data={data}
          itemKey="value"
          maxCount={responsive ? 'responsive' : 6}
          renderItem={(item) => <div style={itemStyle}>{item.label}</div>}
          renderRest={(omitted) => <div style={itemStyle}>+{omitted.length}...</div>}
          suffix={<SuffixInput />}
        />
      </div>
    </div>
  );
};
