/**
 * antd's components that build on the overflow list, rendered in jsdom once on ours and once on
 * the package that antd's install puts there, each in a module registry of its own: antd 5's
 * rc-select, rc-menu, rc-tree-select and rc-cascader import `rc-overflow` (1.5.0), antd 6's
 * @rc-component/select, menu, tree-select and cascader import `@rc-component/overflow` (1.0.1).
 * An antd app's jest snapshots of these screens must not change when npm installs ours under that
 * name: the page (popups included) as jest's snapshot serializer prints it, the console's errors
 * and warnings meanwhile, and the server HTML, are compared.
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

interface AntdMajor {
  /** The devDependency that installs it. */
  antd: string;
  /** The name its components import the overflow list by. */
  overflow: string;
  /** The entry of the package npm installs under that name. */
  published: string;
  /** The oldest React it runs on. */
  minReact: number;
  /** Its components observe with the global ResizeObserver, so its apps' jest setups define one. */
  needsResizeObserver: boolean;
}

const ANTD_MAJORS: [string, AntdMajor][] = [
  [
    'antd 5',
    {
      antd: 'antd',
      overflow: 'rc-overflow',
      published: require.resolve('../../node_modules/rc-overflow/lib/index.js'),
      minReact: 16,
      needsResizeObserver: false,
    },
  ],
  [
    'antd 6',
    {
      antd: 'antd-6',
      overflow: '@rc-component/overflow',
      published: require.resolve('../../node_modules/@rc-component/overflow/lib/index.js'),
      minReact: 18,
      needsResizeObserver: true,
    },
  ],
];

/** Ours, as the unit config maps the package's own name to the sources. */
const OURS = 'rc-overflow';

/** Runs `body` with antd, React and Testing Library loaded afresh, antd on the given list. */
function withAntd<T>(
  major: AntdMajor,
  impl: 'ours' | 'published',
  body: (modules: Modules) => T,
): T {
  let result: T | undefined;
  // Proves that antd's import went through the module chosen here.
  let imported = false;
  jest.isolateModules(() => {
    jest.doMock(major.overflow, () => {
      imported = true;
      return jest.requireActual(impl === 'ours' ? OURS : major.published);
    });
    process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
    /* eslint-disable @typescript-eslint/no-require-imports */
    result = body({
      React: require('react'),
      server: require('react-dom/server'),
      rtl: require('@testing-library/react'),
      // antd 6 takes the props these screens pass as antd 5 does.
      antd: require(major.antd) as Antd,
    });
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  jest.dontMock(major.overflow);
  if (!imported) throw new Error(`${major.antd} rendered without importing ${major.overflow}`);
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

/** The page as jest's serializer prints it, and the first argument of each console error or warning. */
function renderPage(
  major: AntdMajor,
  impl: 'ours' | 'published',
  screen: Screen,
  interact?: Interaction,
  antdSetup = false,
) {
  return withAntd(major, impl, ({ React, rtl, antd }) => {
    document.body.innerHTML = '';
    const logged: string[] = [];
    const spies = (['error', 'warn'] as const).map((level) =>
      jest
        .spyOn(console, level)
        .mockImplementation((...args: unknown[]) => void logged.push(String(args[0]))),
    );
    try {
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
      // What the list left on the timers after unmounting is its own doing, not the next run's.
      settle();
      rtl.cleanup();
      document.body.innerHTML = '';
      return { page, logged };
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
}

/**
 * Renders a screen on the published package, then on ours: ours must show the same page and log
 * no console message the published package does not (1.5.0 warns of a state update after
 * unmounting on React 16 and 17; ours must not).
 */
function expectSamePage(
  major: AntdMajor,
  screen: Screen,
  interact: Interaction | undefined,
  antdSetup = false,
) {
  const published = renderPage(major, 'published', screen, interact, antdSetup);
  expect(published.page).toMatch(LIST_PART);
  const ours = renderPage(major, 'ours', screen, interact, antdSetup);
  expect(ours.page).toBe(published.page);
  expect(ours.logged.filter((message) => !published.logged.includes(message))).toEqual([]);
}

function serverHtml(major: AntdMajor, impl: 'ours' | 'published', screen: Screen) {
  return withAntd(major, impl, ({ React, server, antd }) => {
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
/** The overflow list's own parts: each screen renders through it. */
const LIST_PART = /-item-(rest|suffix)\b/;

const reactMajor = Number(jest.requireActual<typeof ReactType>('react').version.split('.')[0]);
const majors = ANTD_MAJORS.filter(([, major]) => reactMajor >= major.minReact);

const setGlobalResizeObserver = (value: unknown) => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = value;
};

describe.each(majors)("%s's screens on ours equal them on the package it installs", (_, major) => {
  const original = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  afterEach(() => {
    setGlobalResizeObserver(original);
    jest.useRealTimers();
  });

  describe(
    major.needsResizeObserver ? 'with a stub ResizeObserver' : 'with no global ResizeObserver',
    () => {
      beforeEach(() => {
        if (major.needsResizeObserver) setGlobalResizeObserver(SilentResizeObserver);
      });

      it.each(CASES)('%s: the same page in jsdom', (_name, { screen, interact }) =>
        expectSamePage(major, screen, interact),
      );
    },
  );

  describe("under antd's own jest setup", () => {
    beforeEach(() => {
      setGlobalResizeObserver(SilentResizeObserver);
      jest.useFakeTimers();
    });

    it.each(CASES)('%s: the same page in jsdom', (_name, { screen, interact }) =>
      expectSamePage(major, screen, interact, true),
    );
  });

  // An open popup is a portal, which React cannot render on the server.
  const serverScreens = SCREENS.filter(
    ([name, , interact]) => !name.includes('opened') && !interact,
  );
  it.each(serverScreens)('%s: the same server HTML', (_name, screen) => {
    expect(serverHtml(major, 'ours', screen)).toBe(serverHtml(major, 'published', screen));
  });
});
