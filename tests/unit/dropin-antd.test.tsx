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
/** What a user then does on the screen, as antd's own tests do with fireEvent. */
type Interaction = (rtl: typeof TestingLibrary) => void;

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

const SCREENS: [string, Screen, Interaction?][] = [
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
    'Select multiple, maxTagCount={3}, a tag removed',
    ({ Select }, React) =>
      React.createElement(Select, {
        mode: 'multiple',
        options,
        defaultValue: values,
        maxTagCount: 3,
      }),
    (rtl) => {
      const remove = document.querySelector('.ant-select-selection-item-remove');
      if (!remove) throw new Error('The Select shows no tag to remove');
      rtl.fireEvent.click(remove);
    },
  ],
  [
    'Select multiple, maxTagCount="responsive" with maxTagPlaceholder, right to left',
    ({ Select, ConfigProvider }, React) =>
      React.createElement(
        ConfigProvider,
        { direction: 'rtl' },
        React.createElement(Select, {
          mode: 'multiple',
          options,
          defaultValue: values,
          maxTagCount: 'responsive',
          maxTagPlaceholder: (omitted: unknown[]) => `${omitted.length} more`,
        }),
      ),
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
    'Menu horizontal with submenus',
    ({ Menu }, React) =>
      React.createElement(Menu, {
        mode: 'horizontal',
        items: [
          ...menuItems,
          {
            key: 'more',
            label: 'More',
            children: menuItems.map(({ key, label }) => ({ key: `more-${key}`, label })),
          },
        ],
      }),
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

/** antd's own jest setup: a ResizeObserver that never reports, StrictMode, fake timers run out. */
class SilentResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function renderPage(
  impl: 'ours' | 'upstream',
  screen: Screen,
  interact?: Interaction,
  antdSetup = false,
) {
  return withAntd(impl, ({ React, rtl, antd }) => {
    const element = screen(antd, React);
    const { unmount } = rtl.render(
      antdSetup ? React.createElement(React.StrictMode, null, element) : element,
    );
    const settle = () => antdSetup && rtl.act(() => void jest.runAllTimers());
    settle();
    if (interact) {
      interact(rtl);
      settle();
    }
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

// One object a row, so jest never reads a row without an interaction as asking for `done`.
const CASES = SCREENS.map(([name, screen, interact]) => [name, { screen, interact }] as const);

describe("antd 5's screens on ours equal them on rc-overflow 1.5.0", () => {
  it.each(CASES)('%s: the same page in jsdom', (_name, { screen, interact }) => {
    const upstream = renderPage('upstream', screen, interact);
    expect(upstream).toContain('-overflow');
    expect(renderPage('ours', screen, interact)).toBe(upstream);
  });

  describe("under antd's own jest setup", () => {
    const original = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    beforeEach(() => {
      (globalThis as { ResizeObserver?: unknown }).ResizeObserver = SilentResizeObserver;
      jest.useFakeTimers();
    });
    afterEach(() => {
      (globalThis as { ResizeObserver?: unknown }).ResizeObserver = original;
      jest.useRealTimers();
    });

    it.each(CASES)('%s: the same page in jsdom', (_name, { screen, interact }) => {
      const upstream = renderPage('upstream', screen, interact, true);
      expect(upstream).toContain('-overflow');
      expect(renderPage('ours', screen, interact, true)).toBe(upstream);
    });
  });

  // An open popup is a portal, which React cannot render on the server.
  const serverScreens = SCREENS.filter(
    ([name, , interact]) => !name.includes('opened') && !interact,
  );
  it.each(serverScreens)('%s: the same server HTML', (_name, screen) => {
    expect(serverHtml('ours', screen)).toBe(serverHtml('upstream', screen));
  });
});
