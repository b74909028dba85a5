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

type ScreenRow = [name: string, screen: Screen, interact?: Interaction];

const SCREENS: ScreenRow[] = [
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

type Impl = 'ours' | 'published';
/** Ours, as the unit config maps the package's own name to the sources. */
const OURS = 'rc-overflow';

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

const PolyfillResizeObserver = jest.requireActual<typeof ResizeObserver>(
  'resize-observer-polyfill',
);

/**
 * antd 5's rc-resize-observer makes its one observer as it loads: the global one, else its
 * polyfill. This one chooses at each call instead, so that one load of antd serves both setups.
 */
class ResizeObserverOfTheSetup {
  private polyfill: ResizeObserver;
  constructor(callback: ResizeObserverCallback) {
    this.polyfill = new PolyfillResizeObserver(callback);
  }
  observe(target: Element) {
    if (!(globalThis as { ResizeObserver?: unknown }).ResizeObserver) this.polyfill.observe(target);
  }
  unobserve(target: Element) {
    this.polyfill.unobserve(target);
  }
  disconnect() {
    this.polyfill.disconnect();
  }
}

const setGlobalResizeObserver = (value: unknown) => {
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = value;
};

interface Setup {
  name: string;
  /** The global ResizeObserver while the screen renders. */
  resizeObserver: (major: AntdMajor) => unknown;
  /** antd's setup: StrictMode, and the fake timers run out after each step. */
  antdJest: boolean;
}

const SETUPS: Setup[] = [
  {
    name: 'with no global ResizeObserver (a stub where antd needs one)',
    resizeObserver: (major) => (major.needsResizeObserver ? SilentResizeObserver : undefined),
    antdJest: false,
  },
  {
    name: "under antd's own jest setup",
    resizeObserver: () => SilentResizeObserver,
    antdJest: true,
  },
];

type Outcome<T> = { value: T } | { error: unknown };
function attempt<T>(body: () => T): Outcome<T> {
  try {
    return { value: body() };
  } catch (error) {
    return { error };
  }
}
function valueOf<T>(outcome: Outcome<T> | undefined): T {
  if (!outcome) throw new Error('Not rendered');
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/** The page as jest's serializer prints it, and the first argument of each console error or warning. */
function renderPage(
  { React, rtl, antd }: Modules,
  [, screen, interact]: ScreenRow,
  { antdJest }: Setup,
) {
  document.body.innerHTML = '';
  const logged: string[] = [];
  const spies = (['error', 'warn'] as const).map((level) =>
    jest
      .spyOn(console, level)
      .mockImplementation((...args: unknown[]) => void logged.push(String(args[0]))),
  );
  const runTimers = () => rtl.act(() => void jest.runAllTimers());
  try {
    const element = screen(antd, React);
    const { unmount } = rtl.render(
      antdJest ? React.createElement(React.StrictMode, null, element) : element,
    );
    if (antdJest) runTimers();
    if (interact) {
      interact(rtl);
      if (antdJest) runTimers();
    }
    const page = domSnapshot(document.body);
    unmount();
    // What the list left on the timers after unmounting is its own doing, not the next screen's.
    runTimers();
    rtl.cleanup();
    return { page, logged };
  } finally {
    for (const spy of spies) spy.mockRestore();
    document.body.innerHTML = '';
  }
}

function serverHtml({ React, server, antd }: Modules, [, screen]: ScreenRow) {
  // React's note that layout effects do nothing on the server (jsdom has a window) aside.
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    return server.renderToString(screen(antd, React));
  } finally {
    error.mockRestore();
  }
}

// An open popup is a portal, which React cannot render on the server.
const SERVER_SCREENS = SCREENS.filter(
  ([name, , interact]) => !name.includes('opened') && !interact,
);

interface Rendered {
  pages: Map<string, Outcome<{ page: string; logged: string[] }>>;
  html: Map<string, Outcome<string>>;
}
const pageKey = (setup: Setup, [name]: ScreenRow) => `${setup.name}: ${name}`;

/** Loads antd, React and Testing Library once, antd on the given list, and renders every screen. */
function renderEveryScreen(major: AntdMajor, impl: Impl): Rendered {
  const rendered: Rendered = { pages: new Map(), html: new Map() };
  // Proves that antd's import went through the module chosen here.
  let imported = false;
  const original = (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  // antd's setup turns fake timers on before antd loads, so what captures a timer as it loads
  // captures the fake one; the other setup never runs them before the page is read.
  jest.useFakeTimers();
  setGlobalResizeObserver(
    major.needsResizeObserver ? SilentResizeObserver : ResizeObserverOfTheSetup,
  );
  try {
    jest.isolateModules(() => {
      jest.doMock(major.overflow, () => {
        imported = true;
        return jest.requireActual(impl === 'ours' ? OURS : major.published);
      });
      process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
      /* eslint-disable @typescript-eslint/no-require-imports */
      const modules: Modules = {
        React: require('react'),
        server: require('react-dom/server'),
        rtl: require('@testing-library/react'),
        // antd 6 takes the props these screens pass as antd 5 does.
        antd: require(major.antd) as Antd,
      };
      /* eslint-enable @typescript-eslint/no-require-imports */
      for (const setup of SETUPS) {
        setGlobalResizeObserver(setup.resizeObserver(major));
        for (const row of SCREENS)
          rendered.pages.set(
            pageKey(setup, row),
            attempt(() => renderPage(modules, row, setup)),
          );
      }
      for (const row of SERVER_SCREENS)
        rendered.html.set(
          row[0],
          attempt(() => serverHtml(modules, row)),
        );
    });
  } finally {
    // antd's styles in the head, as a new test file would start without them: jsdom's
    // getComputedStyle slows with every stylesheet, and each load of antd adds its own.
    for (const style of document.head.querySelectorAll('style')) style.remove();
    jest.dontMock(major.overflow);
    jest.useRealTimers();
    setGlobalResizeObserver(original);
  }
  if (!imported) throw new Error(`${major.antd} rendered without importing ${major.overflow}`);
  return rendered;
}

/** The overflow list's own parts: each screen renders through it. */
const LIST_PART = /-item-(rest|suffix)\b/;

const reactMajor = Number(jest.requireActual<typeof ReactType>('react').version.split('.')[0]);
const majors = ANTD_MAJORS.filter(([, major]) => reactMajor >= major.minReact);

describe.each(majors)("%s's screens on ours equal them on the package it installs", (_, major) => {
  const rendered = {} as Record<Impl, Rendered>;
  beforeAll(() => {
    rendered.published = renderEveryScreen(major, 'published');
    rendered.ours = renderEveryScreen(major, 'ours');
  });

  describe.each(SETUPS.map((setup) => [setup.name, setup] as const))('%s', (_name, setup) => {
    // Ours must show the same page and log no console message the published package does not
    // (1.5.0 warns of a state update after unmounting on React 16 and 17; ours must not).
    it.each(SCREENS)('%s: the same page in jsdom', (...row) => {
      const published = valueOf(rendered.published.pages.get(pageKey(setup, row)));
      expect(published.page).toMatch(LIST_PART);
      const ours = valueOf(rendered.ours.pages.get(pageKey(setup, row)));
      expect(ours.page).toBe(published.page);
      expect(ours.logged.filter((message) => !published.logged.includes(message))).toEqual([]);
    });
  });

  it.each(SERVER_SCREENS)('%s: the same server HTML', (name) => {
    expect(valueOf(rendered.ours.html.get(name))).toBe(valueOf(rendered.published.html.get(name)));
  });
});
