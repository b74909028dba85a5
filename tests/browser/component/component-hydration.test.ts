import { expectShown, row as rowOf, type AnyCase } from '../column-helpers';
import { openEnginePage } from '../harness';
import type { ColumnCase } from '../pages/component-column';
import type { LayoutCase } from '../pages/component-layout';
import type { HydrationScenario, ServerRowOptions } from '../pages/hydration';

const PAGE = '/__tests__/hydration.html';
const ROW = '/__tests__/component-layout.html';
const COLUMN = '/__tests__/component-column.html';

/** Opens the page, with its console warnings: hydration must log nothing at all. */
async function open(path = PAGE) {
  const page = await openEnginePage(path);
  const major = await page.evaluate(() => window.reactMajor);
  const warnings = async () => (await page.consoleEntries()).map((entry) => entry.text);
  return { page, warnings, major };
}

describe('server HTML hydrates as is, in any order of lists', () => {
  it('keeps its server HTML and settles with no warning: alone, after another root, in a late Suspense boundary, after a navigation', async () => {
    const { page, warnings, major } = await open();
    // Legacy roots (React 16/17) cannot hydrate a boundary that suspends.
    const scenarios: HydrationScenario[] = ['alone', 'after-another-root', 'navigation'];
    if (major >= 18) scenarios.splice(2, 0, 'late-suspense');
    const results = [];
    for (const scenario of scenarios)
      results.push({ scenario, ...(await page.evaluate((s) => window.runHydration(s), scenario)) });
    // 300 px: four 60 px tags and the 40 px "+36" fit (280 px); five tags and "+35" do not.
    // A navigation's new list was never hydrated: null.
    expect(results).toEqual(
      scenarios.map((scenario) => ({
        scenario,
        keptServerItems: scenario !== 'navigation' || null,
        visible: 4,
        restText: '+36',
      })),
    );
    expect(await warnings()).toEqual([]);
  });
});

describe('server HTML is never taller than one row before any script runs', () => {
  // As 1.5.0, a responsive list renders no item on the server, only its hidden rest; ssr="full"
  // every item, which our stylesheet keeps in one clipped row until the list has measured.
  const cases: [string, ServerRowOptions, number][] = [
    ['a list styled by the page (no rc-overflow stylesheet): no item', { ownStylesheet: false }, 0],
    ['a list with the rc-overflow stylesheet: no item', { ownStylesheet: true }, 0],
    [
      'ssr="full" with the rc-overflow stylesheet: every item, one row',
      { ssr: 'full', ownStylesheet: true },
      24,
    ],
    [
      'ssr="full" and maxRows={3}: every item, one row',
      { ssr: 'full', ownStylesheet: true, maxRows: 3 },
      24,
    ],
  ];

  it('as 1.5.0 with no item, and with ssr="full" every item in one row', async () => {
    const { page } = await open();
    for (const [name, options, height] of cases) {
      const row = { name, ...(await page.evaluate((o) => window.serverRow(o), options)) };
      expect(row).toEqual({ name, itemHeight: 24, height, clipped: options.ownStylesheet });
    }
  });
});

describe('server HTML of lists of every axis hydrates and settles on the rule', () => {
  const row = (more: Partial<LayoutCase>) => rowOf(40, more);
  const PRIORITIES = Array.from({ length: 40 }, (_, i) => (i === 5 ? Infinity : [1, 3, 2][i % 3]));
  const column = (ssr?: 'full'): ColumnCase => ({
    heights: Array(12).fill(30),
    height: 150,
    rest: { base: 20, perDigit: 4 },
    gap: 4,
    ssr,
  });

  const table: [string, string, AnyCase, number][] = [
    ['a row, ssr="full"', ROW, row({ ssr: 'full' }), 40],
    ['maxRows={3}', ROW, row({ maxRows: 3 }), 0],
    ['collapseFrom="start"', ROW, row({ collapseFrom: 'start' }), 0],
    ['both, ssr="full"', ROW, row({ maxRows: 2, collapseFrom: 'start', ssr: 'full' }), 40],
    [
      'priorities, a pin, minVisible, ssr="full"',
      ROW,
      row({ priorities: PRIORITIES, minVisible: 2, ssr: 'full' }),
      40,
    ],
    ['a column', COLUMN, column(), 0],
    ['a column, ssr="full"', COLUMN, column('full'), 12],
  ];

  it.each([ROW, COLUMN])('%s: with no warning, the server items kept', async (path) => {
    const { page, warnings } = await open(path);
    for (const [name, , c, serverItems] of table.filter((entry) => entry[1] === path)) {
      const seen = await page.evaluate((value) => window.hydrateCase(value), c);
      expect({ name, serverItems: seen.serverItems }).toEqual({ name, serverItems });
      expectShown(c, seen, name);
    }
    expect(await warnings()).toEqual([]);
  });
});
