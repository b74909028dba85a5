// The app an antd user writes, the same for antd 5 and 6: a multiple Select holding more tags than
// fit and a horizontal Menu with more items than fit, each as wide as the window. It is bundled in
// each installed app, so every import resolves from that app's node_modules.
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

function App() {
  return (
    <>
      <Select
        aria-label="Tags"
        mode="multiple"
        maxTagCount="responsive"
        style={{ width: '100%' }}
        defaultValue={options.map((option) => option.value)}
        options={options}
      />
      <Menu mode="horizontal" items={menuItems} selectable={false} style={{ marginTop: 24 }} />
    </>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <React.StrictMode>
    <App />
  </React.StrictMode>,
);
