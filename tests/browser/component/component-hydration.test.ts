import { expectShown, type AnyCase } from '../column-helpers';
import { openEnginePage } from '../harness';
import type { ColumnCase } from '../pages/component-column';
import type { LayoutCase } from '../pages/component-layout';
import type { HydrationScenario, ServerRowOptions } from '../pages/hydration';

const PAGE = '/__tests__/hydration.html';
const ROW = '/__tests__/component-layout.html';
const COLUMN = '/__tests__/component-column.html';

/** Opens the page, collecting console warnings too: hydration must log nothing at all. */
async function open(path = PAGE) {
  const page = await openEnginePage(path);
  const major = await page.evaluate(() => window.reactMajor);
  const warnings = async () => (await page.consoleEntries()).map((entry) => entry.text);
  return { page, warnings, major };
}

describe('server HTML hydrates as is, in any order of lists', () => {
  const scenarios: [HydrationScenario, string][] = [
    ['alone', 'a list hydrated alone'],
    ['after-another-root', 'a list hydrated after another list committed in a second root'],
    ['late-suspense', 'a list in a Suspense boundary that hydrates after another list mounted'],
    ['navigation', 'a new list after a client-side navigation from a hydrated one'],
  ];

  it.each(scenarios)(
    '%s: %s keeps its server HTML and settles with no warning',
    async (scenario) => {
      const { page, warnings, major } = await open();
      // Legacy roots (React 16/17) cannot hydrate a boundary that suspends.
      if (scenario === 'late-suspense' && major < 18) return;
      const result = await page.evaluate((name) => window.runHydration(name), scenario);
      expect(await warnings()).toEqual([]);
      expect(result.keptServerItems).not.toBe(false);
      // 300 px: four 60 px tags and the 40 px "+36" fit (280 px); five tags and "+35" do not.
      expect({ visible: result.visible, rest: result.restText }).toEqual({
        visible: 4,
        rest: '+36',
      });
    },
  );
});

describe('server HTML is never taller than one row before any script runs', () => {
  // As 1.5.0, a responsive list renders no item on the server, only its hidden rest: the client
  // decides what fits. With ssr="full" it renders every item, which our stylesheet keeps in one
  // clipped row until the list has measured (a page that styles the list itself gets 1.5.0's).
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
  const rest = { base: 26, perDigit: 7 };
  const row = (more: Partial<LayoutCase>): LayoutCase => ({
    widths: Array(40).fill(70),
    width: 300,
    rest,
    ...more,
  });
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
    // The harness fails the test on any console error, React's hydration warnings included.
    const { page, warnings } = await open(path);
    for (const [name, , c, serverItems] of table.filter((entry) => entry[1] === path)) {
      const seen = await page.evaluate((value) => window.hydrateCase(value), c);
      expect({ name, serverItems: seen.serverItems }).toEqual({ name, serverItems });
      expectShown(c, seen, name);
    }
    expect(await warnings()).toEqual([]);
  });
});
