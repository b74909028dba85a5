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
import domSnapshot, {
  SilentResizeObserver,
  consoleDuring,
  setGlobalResizeObserver,
} from './domSnapshot';
import type * as ReactType from 'react';
import type * as AntdModule from 'antd';
import type * as ReactDomServer from 'react-dom/server';
import type * as TestingLibrary from '@testing-library/react';

type Antd = typeof AntdModule;

const options = Array.from({ length: 8 }, (_, i) => ({ value: `tag-${i}`, label: `Tag ${i}` }));
const values = options.slice(0, 6).map((option) => option.value);
const children = options.slice(0, 6).map(({ value, label }) => ({ title: label, label, value }));
const menuItems = ['Home', 'Docs', 'Blog', 'About'].map((label) => ({ key: label, label }));
const multiple = { mode: 'multiple', options, defaultValue: values };

/** A screen: the antd component and its props; `rtl` wraps it in a right-to-left ConfigProvider; `remove` then clicks a tag's remove button, as antd's own tests do with fireEvent. */
type ScreenRow = [name: string, component: keyof Antd, props: object, how?: 'rtl' | 'remove'];

const SCREENS: ScreenRow[] = [
  [
    'Select multiple, maxTagCount="responsive"',
    'Select',
    { ...multiple, maxTagCount: 'responsive', style: { width: 300 } },
  ],
  [
    'Select multiple, maxTagCount={3}, a tag removed',
    'Select',
    { ...multiple, maxTagCount: 3 },
    'remove',
  ],
  [
    'Select multiple, maxTagCount="responsive" with maxTagPlaceholder, right to left',
    'Select',
    {
      ...multiple,
      maxTagCount: 'responsive',
      maxTagPlaceholder: (omitted: unknown[]) => `${omitted.length} more`,
    },
    'rtl',
  ],
  ['Select tags, maxTagCount={2}', 'Select', { ...multiple, mode: 'tags', maxTagCount: 2 }],
  ['Select multiple, no maxTagCount, open', 'Select', { ...multiple, open: true }],
  ['Menu horizontal', 'Menu', { mode: 'horizontal', items: menuItems }],
  [
    'Menu horizontal with submenus',
    'Menu',
    {
      mode: 'horizontal',
      items: [
        ...menuItems,
        {
          key: 'more',
          label: 'More',
          children: menuItems.map(({ key, label }) => ({ key: `more-${key}`, label })),
        },
      ],
    },
  ],
  [
    'Menu horizontal with its "…" submenu opened',
    'Menu',
    { mode: 'horizontal', items: menuItems, openKeys: ['rc-menu-more'], forceSubMenuRender: true },
  ],
  [
    'TreeSelect multiple, maxTagCount="responsive"',
    'TreeSelect',
    {
      treeData: [{ title: 'Fruit', value: 'fruit', children }],
      multiple: true,
      treeDefaultExpandAll: true,
      defaultValue: values,
      maxTagCount: 'responsive',
    },
  ],
  [
    'Cascader multiple, maxTagCount="responsive"',
    'Cascader',
    {
      options: [{ label: 'Fruit', value: 'fruit', children }],
      multiple: true,
      defaultValue: values.map((value) => ['fruit', value]),
      maxTagCount: 'responsive',
    },
  ],
];

const element = (antd: Antd, React: typeof ReactType, [, component, props, how]: ScreenRow) => {
  const screen = React.createElement(antd[component] as ReactType.ElementType, props);
  return how === 'rtl'
    ? React.createElement(antd.ConfigProvider, { direction: 'rtl' }, screen)
    : screen;
};

/** The devDependency, the name its components import the list by (the package npm installs there), the oldest React it runs on; antd 6 observes with the global ResizeObserver, so its apps' setups define one. */
type AntdMajor = [antd: string, overflow: string, minReact: number, needsObserver: boolean];
const ANTD_MAJORS: [string, ...AntdMajor][] = [
  ['antd 5', 'antd', 'rc-overflow', 16, false],
  ['antd 6', 'antd-6', '@rc-component/overflow', 18, true],
];

interface Modules {
  React: typeof ReactType;
  server: typeof ReactDomServer;
  rtl: typeof TestingLibrary;
  antd: Antd;
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

/** [name, antd's own jest setup (a stub ResizeObserver, StrictMode, the fake timers run out after each step)] */
const SETUPS: [string, boolean][] = [
  ['with no global ResizeObserver (a stub where antd needs one)', false],
  ["under antd's own jest setup", true],
];

/** The page as jest's serializer prints it, and the console's errors and warnings meanwhile. */
function renderPage({ React, rtl, antd }: Modules, row: ScreenRow, antdJest: boolean) {
  document.body.innerHTML = '';
  const runTimers = () => rtl.act(() => void jest.runAllTimers());
  try {
    const { result: page, logged } = consoleDuring(() => {
      const screen = element(antd, React, row);
      const { unmount } = rtl.render(
        antdJest ? React.createElement(React.StrictMode, null, screen) : screen,
      );
      if (antdJest) runTimers();
      if (row[3] === 'remove') {
        rtl.fireEvent.click(document.querySelector('.ant-select-selection-item-remove') as Element);
        if (antdJest) runTimers();
      }
      const dom = domSnapshot(document.body);
      unmount();
      // What the list left on the timers after unmounting is its own doing, not the next screen's.
      runTimers();
      rtl.cleanup();
      return dom;
    });
    return { page, logged };
  } finally {
    document.body.innerHTML = '';
  }
}

// An open popup is a portal, which React cannot render on the server.
const SERVER_SCREENS = SCREENS.filter(
  ([name, , , how]) => !name.includes('opened') && how !== 'remove',
);

/** Every screen's page per setup, and its server HTML, each a value or the error thrown. */
type Rendered = Map<string, { value: unknown } | { error: unknown }>;
function attempt(rendered: Rendered, key: string, body: () => unknown) {
  try {
    rendered.set(key, { value: body() });
  } catch (error) {
    rendered.set(key, { error });
  }
}
function valueOf(rendered: Rendered, key: string) {
  const outcome = rendered.get(key);
  if (!outcome || 'error' in outcome) throw outcome ? outcome.error : new Error('Not rendered');
  return outcome.value;
}

/** Loads antd, React and Testing Library once, antd on the given list, and renders every screen. */
function renderEveryScreen(
  [antdName, overflow, , needsObserver]: AntdMajor,
  impl: string,
): Rendered {
  const rendered: Rendered = new Map();
  // Proves that antd's import went through the module chosen here.
  let imported = false;
  // antd's setup turns fake timers on before antd loads, so what captures a timer as it loads
  // captures the fake one; the other setup never runs them before the page is read.
  jest.useFakeTimers();
  setGlobalResizeObserver(needsObserver ? SilentResizeObserver : ResizeObserverOfTheSetup);
  try {
    jest.isolateModules(() => {
      jest.doMock(overflow, () => {
        imported = true;
        return jest.requireActual(impl);
      });
      process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
      /* eslint-disable @typescript-eslint/no-require-imports */
      const modules: Modules = {
        React: require('react'),
        server: require('react-dom/server'),
        rtl: require('@testing-library/react'),
        // antd 6 takes the props these screens pass as antd 5 does.
        antd: require(antdName) as Antd,
      };
      /* eslint-enable @typescript-eslint/no-require-imports */
      for (const [setup, antdJest] of SETUPS) {
        setGlobalResizeObserver(antdJest || needsObserver ? SilentResizeObserver : undefined);
        for (const row of SCREENS)
          attempt(rendered, `${setup}: ${row[0]}`, () => renderPage(modules, row, antdJest));
      }
      // React's note that layout effects do nothing on the server (jsdom has a window) aside.
      for (const row of SERVER_SCREENS)
        attempt(
          rendered,
          row[0],
          () =>
            consoleDuring(() =>
              modules.server.renderToString(element(modules.antd, modules.React, row)),
            ).result,
        );
    });
  } finally {
    // antd's styles in the head, as a new test file would start without them: jsdom's
    // getComputedStyle slows with every stylesheet, and each load of antd adds its own.
    for (const style of document.head.querySelectorAll('style')) style.remove();
    jest.dontMock(overflow);
    jest.useRealTimers();
    setGlobalResizeObserver(undefined);
  }
  if (!imported) throw new Error(`${antdName} rendered without importing ${overflow}`);
  return rendered;
}

const reactMajor = Number(jest.requireActual<typeof ReactType>('react').version.split('.')[0]);

describe.each(ANTD_MAJORS.filter((major) => reactMajor >= major[3]))(
  "%s's screens on ours equal them on the package it installs",
  (_, ...major) => {
    const rendered: Record<string, Rendered> = {};
    beforeAll(() => {
      rendered.published = renderEveryScreen(
        major,
        require.resolve(`../../node_modules/${major[1]}/lib/index.js`),
      );
      // Ours, as the unit config maps the package's own name to the sources.
      rendered.ours = renderEveryScreen(major, 'rc-overflow');
    });

    describe.each(SETUPS)('%s', (setup) => {
      // The same page, and no console message the published package does not log (1.5.0 warns of
      // a state update after unmounting on React 16 and 17; ours must not).
      it.each(SCREENS)('%s: the same page in jsdom', (name) => {
        type Page = { page: string; logged: string[] };
        const published = valueOf(rendered.published, `${setup}: ${name}`) as Page;
        // The overflow list's own parts: each screen renders through it.
        expect(published.page).toMatch(/-item-(rest|suffix)\b/);
        const ours = valueOf(rendered.ours, `${setup}: ${name}`) as Page;
        expect(ours.page).toBe(published.page);
        expect(ours.logged.filter((message) => !published.logged.includes(message))).toEqual([]);
      });
    });

    it.each(SERVER_SCREENS)('%s: the same server HTML', (name) => {
      expect(valueOf(rendered.ours, name)).toBe(valueOf(rendered.published, name));
    });
  },
);
