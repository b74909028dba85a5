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
  background: 'rgba(0, 128, 0, 0.2)',
  whiteSpace: 'nowrap',
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
          // With renderRawItem the demo owns each item's element; Overflow.Item makes it measured.
          renderRawItem={(item) => <Overflow.Item style={itemStyle}>{item.label}</Overflow.Item>}
          renderRest={(omitted) => <div style={itemStyle}>+{omitted.length}...</div>}
        />
      </div>
    </div>
  );
};
