// The app an antd user writes, for the registry's antd apps: a multiple Select with more tags
// than fit and a horizontal Menu with more items than fit, each as wide as the window.
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { Menu, Select } from 'antd';

const tags = Array.from({ length: 20 }, (_, i) => ({
  value: `tag-${i + 1}`,
  label: `Tag ${i + 1}`,
}));
const navs = Array.from({ length: 12 }, (_, i) => ({ key: `nav-${i + 1}`, label: `Nav ${i + 1}` }));

export function mountAntdApp(): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <React.StrictMode>
      <div>
        <Select
          aria-label="Tags"
          mode="multiple"
          maxTagCount="responsive"
          style={{ width: '100%' }}
          defaultValue={tags.map((tag) => tag.value)}
          options={tags}
        />
      </div>
      <div style={{ marginTop: 24 }}>
        <Menu mode="horizontal" items={navs} selectable={false} />
      </div>
    </React.StrictMode>,
  );
}
