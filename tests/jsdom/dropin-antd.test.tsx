// antd's screens on ours and on the package antd installs: snapshots and console must not change.
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
  defaultValue: options.map((o) => o.value).slice(0, 6),
};
const responsive = { ...multiple, maxTagCount: 'responsive' };
const maxTagPlaceholder = (o: unknown[]) => `${o.length} more`;
const items = ['Home', 'Docs', 'Blog', 'About'].map((label) => ({ key: label, label }));
const menu = { mode: 'horizontal', items };
const subMenu = { key: 'more', label: 'More', children: [{ key: 'more-a', label: 'A' }] };

/** [name, component, props, 'rtl' (right-to-left ConfigProvider) | 'remove' (a tag removed)] */
type ScreenRow = [string, keyof Antd, object, ('rtl' | 'remove')?];
const SCREENS: ScreenRow[] = [
  ['Select, maxTagCount="responsive"', 'Select', responsive],
  ['Select, maxTagCount={3}, a tag removed', 'Select', { ...multiple, maxTagCount: 3 }, 'remove'],
  ['Select, maxTagPlaceholder, rtl', 'Select', { ...responsive, maxTagPlaceholder }, 'rtl'],
  ['Select tags, open', 'Select', { ...multiple, mode: 'tags', maxTagCount: 2, open: true }],
  ['Menu horizontal with a submenu', 'Menu', { ...menu, items: [...items, subMenu] }],
  [
    'Menu, "…" submenu open',
    'Menu',
    { ...menu, openKeys: ['rc-menu-more'], forceSubMenuRender: true },
  ],
];
type Rendered = Record<string, { page: string; logged: string[] }>;

/** Loads antd with `overflow` answered by `impl`, in antd's jest setup, and renders every screen. */
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

/** [name, devDependency, the name it imports the list by, oldest React] */
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
      ours = renderEveryScreen(antdName, overflow, 'rc-overflow');
    });

    it.each(SCREENS)('%s: the same page in jsdom, no new console message', (name) => {
      expect(published[name].page).toMatch(/-item-(rest|suffix)\b/);
      expect(ours[name].page).toBe(published[name].page);
      const logged = ours[name].logged.filter((m) => !published[name].logged.includes(m));
      expect(logged).toEqual([]);
    });
  },
);
