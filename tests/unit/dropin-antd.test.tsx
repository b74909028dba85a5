/**
 * antd 5's components that build on rc-overflow, rendered in jsdom once on ours and once on the
 * published rc-overflow 1.5.0, each in a module registry of its own (antd's rc-select, rc-menu,
 * rc-tree-select and rc-cascader import `rc-overflow`). An antd app's jest snapshots of these
 * screens must not change when npm installs ours: the page (popups included) as jest's snapshot
 * serializer prints it, and the server HTML, are compared.
 */
import './textEncoderPolyfill';
import domSnapshot from './domSnapshot';
import type * as ReactType from 'react';
import type * as AntdModule from 'antd';
import type * as ReactDomServer from 'react-dom/server';
import type * as TestingLibrary from '@testing-library/react';

type Antd = typeof AntdModule;
type Screen = (antd: Antd, React: typeof ReactType) => ReactType.ReactElement;

const options = Array.from({ length: 8 }, (_, i) => ({ value: `tag-${i}`, label: `Tag ${i}` }));
const values = options.slice(0, 6).map((option) => option.value);
const tree = [
  {
    title: 'Fruit',
    value: 'fruit',
    children: options.slice(0, 6).map(({ value, label }) => ({ title: label, value })),
  },
];
const cascade = [
  {
    label: 'Fruit',
    value: 'fruit',
    children: options.slice(0, 6).map(({ value, label }) => ({ label, value })),
  },
];
const menuItems = ['Home', 'Docs', 'Blog', 'About'].map((label) => ({ key: label, label }));

const SCREENS: [string, Screen][] = [
  [
    'Select multiple, maxTagCount="responsive"',
    ({ Select }, React) =>
      React.createElement(Select, {
        mode: 'multiple',
        options,
        defaultValue: values,
        maxTagCount: 'responsive',
        style: { width: 300 },
      }),
  ],
  [
    'Select tags, maxTagCount={2}',
    ({ Select }, React) =>
      React.createElement(Select, { mode: 'tags', options, defaultValue: values, maxTagCount: 2 }),
  ],
  [
    'Select multiple, no maxTagCount, open',
    ({ Select }, React) =>
      React.createElement(Select, { mode: 'multiple', options, defaultValue: values, open: true }),
  ],
  [
    'Menu horizontal',
    ({ Menu }, React) => React.createElement(Menu, { mode: 'horizontal', items: menuItems }),
  ],
  [
    'Menu horizontal with its "…" submenu opened',
    ({ Menu }, React) =>
      React.createElement(Menu, {
        mode: 'horizontal',
        items: menuItems,
        openKeys: ['rc-menu-more'],
        forceSubMenuRender: true,
      }),
  ],
  [
    'TreeSelect multiple, maxTagCount="responsive"',
    ({ TreeSelect }, React) =>
      React.createElement(TreeSelect, {
        treeData: tree,
        multiple: true,
        treeDefaultExpandAll: true,
        defaultValue: values,
        maxTagCount: 'responsive',
      }),
  ],
  [
    'Cascader multiple, maxTagCount="responsive"',
    ({ Cascader }, React) =>
      React.createElement(Cascader, {
        options: cascade,
        multiple: true,
        defaultValue: values.map((value) => ['fruit', value]),
        maxTagCount: 'responsive',
      }),
  ],
];

const UPSTREAM = require.resolve('../../node_modules/rc-overflow/lib/index.js');

/** Runs `body` with antd, React and Testing Library loaded afresh, antd on the given rc-overflow. */
function withAntd<T>(impl: 'ours' | 'upstream', body: (modules: Modules) => T): T {
  let result: T | undefined;
  jest.isolateModules(() => {
    // The unit config maps `rc-overflow` to ours; 1.5.0 is mapped in for this registry only.
    if (impl === 'upstream') jest.doMock('rc-overflow', () => jest.requireActual(UPSTREAM));
    process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
    /* eslint-disable @typescript-eslint/no-require-imports */
    result = body({
      React: require('react'),
      server: require('react-dom/server'),
      rtl: require('@testing-library/react'),
      antd: require('antd'),
    });
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  jest.dontMock('rc-overflow');
  return result as T;
}

interface Modules {
  React: typeof ReactType;
  server: typeof ReactDomServer;
  rtl: typeof TestingLibrary;
  antd: Antd;
}

function renderPage(impl: 'ours' | 'upstream', screen: Screen) {
  return withAntd(impl, ({ React, rtl, antd }) => {
    const { unmount } = rtl.render(screen(antd, React));
    const page = domSnapshot(document.body);
    unmount();
    rtl.cleanup();
    document.body.innerHTML = '';
    return page;
  });
}

function serverHtml(impl: 'ours' | 'upstream', screen: Screen) {
  return withAntd(impl, ({ React, server, antd }) => {
    // React's note that layout effects do nothing on the server (jsdom has a window) aside.
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      return server.renderToString(screen(antd, React));
    } finally {
      error.mockRestore();
    }
  });
}

describe("antd 5's screens on ours equal them on rc-overflow 1.5.0", () => {
  it.each(SCREENS)('%s: the same page in jsdom', (_name, screen) => {
    const upstream = renderPage('upstream', screen);
    expect(upstream).toContain('-overflow');
    expect(renderPage('ours', screen)).toBe(upstream);
  });

  // An open popup is a portal, which React cannot render on the server.
  const serverScreens = SCREENS.filter(([name]) => !name.includes('opened'));
  it.each(serverScreens)('%s: the same server HTML', (_name, screen) => {
    expect(serverHtml('ours', screen)).toBe(serverHtml('upstream', screen));
  });
});
