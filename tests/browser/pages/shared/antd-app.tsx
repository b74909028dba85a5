// antd's Select and Menu, built on rc-overflow: mounted by antd-client(.upstream).tsx here (boxes
// the test resizes) and by the registry's antd apps (as wide as the window, in StrictMode).
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { Menu, Select } from 'antd';

const tags = Array.from({ length: 20 }, (_, i) => ({
  value: `tag-${i + 1}`,
  label: `Tag ${i + 1}`,
}));
const navs = Array.from({ length: 12 }, (_, i) => ({ key: `nav-${i + 1}`, label: `Nav ${i + 1}` }));
type Widths = { select?: number; menu?: number };

declare global {
  interface Window {
    setWidths: (select: number, menu: number) => void;
  }
}

function App({ initial }: { initial: Widths }) {
  const [widths, setWidths] = React.useState(initial);
  window.setWidths = (select, menu) => setWidths({ select, menu });
  return (
    <>
      <div style={{ width: widths.select }}>
        <Select
          aria-label="Tags"
          mode="multiple"
          maxTagCount="responsive"
          style={{ width: '100%' }}
          defaultValue={tags.map((tag) => tag.value)}
          options={tags}
        />
      </div>
      <div style={{ width: widths.menu, marginTop: 24 }}>
        <Menu mode="horizontal" items={navs} selectable={false} />
      </div>
    </>
  );
}

/** Boxes 300 and 400 px wide in a padded page; `fullWidth`: as wide as the window, StrictMode. */
export function mountAntdApp(fullWidth = false): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    fullWidth ? (
      <React.StrictMode>
        <App initial={{}} />
      </React.StrictMode>
    ) : (
      <div style={{ padding: 16 }}>
        <App initial={{ select: 300, menu: 400 }} />
      </div>
    ),
  );
}
