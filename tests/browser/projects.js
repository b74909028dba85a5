// What the two browser projects share, and which suites are the component's (the rest are the
// site's). A component suite opens only test pages (/__tests__/); add new ones here.
const COMPONENT_SUITES = [
  'antd-client',
  'antd5-app',
  'antd6-app',
  'component-hydration',
  'component-layout',
  'component-columns',
  'component-rows',
  'component-upstream',
  'fuzz-layout',
  'harness',
  'measuring-recovery',
  'stress',
  'upstream-spec',
];

// Suites written with `openEnginePage` (harness.ts), which `npm run test:engines` runs in Firefox
// and WebKit too (jest.engines.config.js); npm test runs them in Chromium with the rest.
const ENGINE_SUITES = [
  'component-hydration',
  'component-layout',
  'component-rows',
  'fuzz-layout',
  'measuring-recovery',
  'site-smoke',
];

// What `npm test` leaves to `npm run test:complete` (long by nature): suites it does not run at
// all (the sweeps of every page, and the two that need the test build), and suites whose
// remainder only the complete run takes (the fuzz past 500 cases, the harness checked by child
// runs). The complete run (TEST_COMPLETE=1) runs these and only these.
const COMPLETE_ONLY_SUITES = [
  // antd 5 and antd 6 apps installed from the registry, on ours and on the published package.
  'antd5-app',
  'antd6-app',
  'demo-crash',
  // Every export installed from the registry and bundled as its service would: minutes of work.
  'demo-exports-run',
  'site-docsearch',
  'sweep-axe',
  'sweep-axe-zh',
  'sweep-links',
  // Every page at every width, in both themes, before and after hydration.
  'sweep-widths',
  'sweep-widths-demos',
  'sweep-widths-guides',
  'sweep-widths-zh',
];
const COMPLETE_SUITES = [...COMPLETE_ONLY_SUITES, 'fuzz-layout', 'harness'];
// The suites that serve the test build (test-site.ts): the site project builds it before a run
// that takes one of them.
const TEST_BUILD_SUITES = ['demo-crash', 'site-docsearch'];

const common = {
  rootDir: '../..',
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/browser'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
  globalTeardown: '<rootDir>/tests/browser/globalTeardown.ts',
  setupFilesAfterEnv: ['<rootDir>/tests/browser/setupAfterEnv.ts'],
};

/** Paths a run leaves out: the complete-only suites, unless this is the complete run. */
const leftOut = () =>
  process.env.TEST_COMPLETE === '1'
    ? []
    : COMPLETE_ONLY_SUITES.map((name) => `/${name}\\.test\\.ts$`);

module.exports = {
  COMPONENT_SUITES,
  COMPLETE_ONLY_SUITES,
  COMPLETE_SUITES,
  ENGINE_SUITES,
  TEST_BUILD_SUITES,
  common,
  leftOut,
};
