// antd 5's Select and Menu, which are built on rc-overflow; mounted by antd-client(.upstream).tsx.
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { Menu, Select } from 'antd';

const options = Array.from({ length: 20 }, (_, i) => ({
  value: `tag-${i + 1}`,
  label: `Tag ${i + 1}`,
}));
const menuItems = Array.from({ length: 12 }, (_, i) => ({
  key: `nav-${i + 1}`,
  label: `Nav ${i + 1}`,
}));

declare global {
  interface Window {
    setWidths: (select: number, menu: number) => void;
  }
}

function App() {
  const [widths, setWidths] = React.useState({ select: 300, menu: 400 });
  window.setWidths = (select, menu) => setWidths({ select, menu });
  return (
    <div style={{ padding: 16 }}>
      <div style={{ width: widths.select }}>
        <Select
          aria-label="Tags"
          mode="multiple"
          maxTagCount="responsive"
          style={{ width: '100%' }}
          defaultValue={options.map((option) => option.value)}
          options={options}
        />
      </div>
      <div style={{ width: widths.menu, marginTop: 24 }}>
        <Menu mode="horizontal" items={menuItems} selectable={false} />
      </div>
    </div>
  );
}

export function mountAntdApp(): void {
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
}
