// antd's screens that build on the list, in antd's own jest setup, on ours and on the package antd
// installs (antd 5: rc-overflow 1.5.0, antd 6: @rc-component/overflow 1.0.1), each loaded apart: an
// app's snapshots (popups included) and console must not change. TreeSelect and Cascader reach the
// list through rc-select's same selector; the server HTML of these props is dropin-jsdom's.
import './textEncoderPolyfill';
import domSnapshot, {
  SilentResizeObserver,
  consoleDuring,
  setGlobalResizeObserver,
} from './domSnapshot';
import type * as ReactType from 'react';
import type * as AntdModule from 'antd';
import type * as TestingLibrary from '@testing-library/react';

type Antd = typeof AntdModule;

const options = Array.from({ length: 8 }, (_, i) => ({ value: `tag-${i}`, label: `Tag ${i}` }));
const multiple = {
  mode: 'multiple',
  options,
  defaultValue: options.slice(0, 6).map((o) => o.value),
};
const menuItems = ['Home', 'Docs', 'Blog', 'About'].map((label) => ({ key: label, label }));
const subMenu = { key: 'more', label: 'More', children: [{ key: 'more-a', label: 'A' }] };

/** [name, component, props, 'rtl' (in a right-to-left ConfigProvider) | 'remove' (then a tag's remove button clicked)] */
type ScreenRow = [string, keyof Antd, object, ('rtl' | 'remove')?];
const SCREENS: ScreenRow[] = [
  ['Select, maxTagCount="responsive"', 'Select', { ...multiple, maxTagCount: 'responsive' }],
  ['Select, maxTagCount={3}, a tag removed', 'Select', { ...multiple, maxTagCount: 3 }, 'remove'],
  [
    'Select, maxTagCount="responsive" with maxTagPlaceholder, right to left',
    'Select',
    {
      ...multiple,
      maxTagCount: 'responsive',
      maxTagPlaceholder: (o: unknown[]) => `${o.length} more`,
    },
    'rtl',
  ],
  [
    'Select tags, maxTagCount={2}, open',
    'Select',
    { ...multiple, mode: 'tags', maxTagCount: 2, open: true },
  ],
  [
    'Menu horizontal with a submenu',
    'Menu',
    { mode: 'horizontal', items: [...menuItems, subMenu] },
  ],
  [
    'Menu horizontal with its "…" submenu opened',
    'Menu',
    { mode: 'horizontal', items: menuItems, openKeys: ['rc-menu-more'], forceSubMenuRender: true },
  ],
];
type Rendered = Record<string, { page: string; logged: string[] }>;

/** Loads antd (its list imported as `overflow`, answered by `impl`), React and Testing Library once, in antd's jest setup (a stub ResizeObserver, StrictMode, the fake timers run out after each step), and renders every screen. */
function renderEveryScreen(antdName: string, overflow: string, impl: string): Rendered {
  const rendered: Rendered = {};
  let imported = false;
  // Set before antd loads: what captures a timer or the observer as it loads gets these.
  jest.useFakeTimers();
  setGlobalResizeObserver(SilentResizeObserver);
  try {
    jest.isolateModules(() => {
      jest.doMock(overflow, () => {
        imported = true;
        return jest.requireActual(impl);
      });
      process.env.RTL_SKIP_AUTO_CLEANUP = 'true';
      /* eslint-disable @typescript-eslint/no-require-imports */
      const React: typeof ReactType = require('react');
      const rtl: typeof TestingLibrary = require('@testing-library/react');
      const antd: Antd = require(antdName);
      /* eslint-enable @typescript-eslint/no-require-imports */
      const element = ([, component, props, how]: ScreenRow) => {
        const screen = React.createElement(antd[component] as ReactType.ElementType, props);
        return how === 'rtl'
          ? React.createElement(antd.ConfigProvider, { direction: 'rtl' }, screen)
          : screen;
      };
      const runTimers = () => rtl.act(() => void jest.runAllTimers());
      for (const row of SCREENS) {
        const { result: page, logged } = consoleDuring(() => {
          const { unmount } = rtl.render(React.createElement(React.StrictMode, null, element(row)));
          runTimers();
          if (row[3] === 'remove') {
            rtl.fireEvent.click(document.querySelector('.ant-select-selection-item-remove')!);
            runTimers();
          }
          const dom = domSnapshot(document.body);
          unmount();
          // What the list left on the timers after unmounting is its own doing.
          runTimers();
          rtl.cleanup();
          return dom;
        });
        document.body.innerHTML = '';
        rendered[row[0]] = { page, logged };
      }
    });
  } finally {
    // jsdom's getComputedStyle slows with every stylesheet, and each load of antd adds its own.
    for (const style of document.head.querySelectorAll('style')) style.remove();
    jest.dontMock(overflow);
    jest.useRealTimers();
    setGlobalResizeObserver(undefined);
  }
  expect(imported).toBe(true);
  return rendered;
}

const reactMajor = Number(jest.requireActual<typeof ReactType>('react').version.split('.')[0]);

/** [name, the devDependency, the name its components import the list by, the oldest React it runs on] */
const MAJORS: [string, string, string, number][] = [
  ['antd 5', 'antd', 'rc-overflow', 16],
  ['antd 6', 'antd-6', '@rc-component/overflow', 18],
];
describe.each(MAJORS.filter((major) => reactMajor >= major[3]))(
  "%s's screens on ours equal them on the package it installs",
  (_, antdName, overflow) => {
    let published: Rendered;
    let ours: Rendered;
    beforeAll(() => {
      const lib = require.resolve(`../../node_modules/${overflow}/lib/index.js`);
      published = renderEveryScreen(antdName, overflow, lib);
      // Ours, as the unit config maps the package's own name to the sources.
      ours = renderEveryScreen(antdName, overflow, 'rc-overflow');
    });

    // No console message the published package does not log (1.5.0 warns of a state update after
    // unmounting on React 16 and 17; ours must not).
    it.each(SCREENS)('%s: the same page in jsdom, no new console message', (name) => {
      expect(published[name].page).toMatch(/-item-(rest|suffix)\b/);
      expect(ours[name].page).toBe(published[name].page);
      const logged = ours[name].logged.filter((m) => !published[name].logged.includes(m));
      expect(logged).toEqual([]);
    });
  },
);
