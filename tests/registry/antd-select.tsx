// The antd app's page: a 300 px multiple Select holding 20 tags, more than fit on its one row.
import React from 'react';
import { createRoot } from 'react-dom/client';
import { Select } from 'antd';

const options = Array.from({ length: 20 }, (_, index) => ({
  label: `Tag ${index + 1}`,
  value: index + 1,
}));

createRoot(document.getElementById('root') as HTMLElement).render(
  <React.StrictMode>
    <Select
      mode="multiple"
      maxTagCount="responsive"
      style={{ width: 300 }}
      options={options}
      defaultValue={options.map((option) => option.value)}
    />
  </React.StrictMode>,
);
