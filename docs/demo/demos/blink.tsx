import React from 'react';
import Overflow from 'rc-overflow';
import 'rc-overflow/assets/index.css';

// The rest indicator is as wide as an item, so the last item and "+1" compete for one slot:
// the list must settle on a count instead of blinking between two layouts.
const itemStyle: React.CSSProperties = {
  width: 90,
  boxSizing: 'border-box',
  padding: '4px 8px',
  // A mid blue border stands out (3:1 or more) on light and dark pages alike.
  border: '1px solid #5b8def',
  background: 'rgba(91, 141, 239, 0.15)',
};

function renderItem(label: string) {
  return <div style={itemStyle}>{label}</div>;
}

function renderRest(omitted: string[]) {
  return <div style={itemStyle}>+{omitted.length}...</div>;
}

function labels(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `Item ${index}`);
}

export default () => (
  <div style={{ padding: 32 }}>
    <div style={{ width: 300, maxWidth: '100%', outline: '1px solid gray', marginBottom: 16 }}>
      <Overflow<string>
        data={labels(5)}
        maxCount="responsive"
        renderItem={renderItem}
        renderRest={renderRest}
      />
    </div>
    <div style={{ width: 180, outline: '1px solid gray' }}>
      <Overflow<string>
        data={labels(2)}
        maxCount="responsive"
        renderItem={renderItem}
        renderRest={renderRest}
      />
    </div>
  </div>
);
