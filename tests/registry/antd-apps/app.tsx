// The app an antd user writes, the same for antd 5 and 6: a multiple Select with more tags than
// fit and a horizontal Menu with more items than fit, each as wide as the window.
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { Menu, Select } from 'antd';

const tags = Array.from({ length: 20 }, (_, i) => ({
  value: `tag-${i + 1}`,
  label: `Tag ${i + 1}`,
}));
const navs = Array.from({ length: 12 }, (_, i) => ({ key: `nav-${i + 1}`, label: `Nav ${i + 1}` }));

createRoot(document.getElementById('root') as HTMLElement).render(
  <React.StrictMode>
    <Select
      aria-label="Tags"
      mode="multiple"
      maxTagCount="responsive"
      style={{ width: '100%' }}
      defaultValue={tags.map((tag) => tag.value)}
      options={tags}
    />
    <Menu mode="horizontal" items={navs} selectable={false} style={{ marginTop: 24 }} />
  </React.StrictMode>,
);
