import { expectShown, row, type AnyCase } from '../column-helpers';
import { openEnginePage } from '../harness';
import type { HydrationScenario, ServerRowOptions } from '../pages/hydration';

/** Opens the page; hydration must log nothing at all, not even a warning. */
async function open(path: string) {
  const page = await openEnginePage(path);
  const warnings = async () => (await page.consoleEntries()).map((entry) => entry.text);
  return { page, warnings };
}

it('keeps its server HTML and settles with no warning: alone, after another root, in a late Suspense boundary, after a navigation', async () => {
  const { page, warnings } = await open('/__tests__/hydration.html');
  // Legacy roots (React 16/17) cannot hydrate a boundary that suspends.
  const late = (await page.evaluate(() => window.reactMajor)) >= 18 ? ['late-suspense'] : [];
  const scenarios = ['alone', 'after-another-root', ...late, 'navigation'] as HydrationScenario[];
  const results = await page.evaluate(async (all) => {
    const seen = [];
    for (const s of all) {
      const { keptServerItems, visible, restText } = await window.runHydration(s);
      seen.push(`${s}: kept ${keptServerItems}, ${visible} and ${restText}`);
    }
    return seen;
  }, scenarios);
  // 300 px: four 60 px tags and the 40 px "+36" fit (280 px); five tags and "+35" do not. Whether
  // React kept the server's rest: a navigation's new list was never hydrated (null).
  expect(results).toEqual(
    scenarios.map((s) => `${s}: kept ${s !== 'navigation' || null}, 4 and +36`),
  );
  // As 1.5.0, a responsive list renders no item on the server, only its hidden rest; ssr="full"
  // every item, which our stylesheet keeps in one clipped row until the list has measured.
  const serverRows = [{}, { ownStylesheet: true }, { ssr: 'full', ownStylesheet: true }];
  expect(
    await page.evaluate(
      (all) =>
        all.map((o) => window.serverRow(o)).map((r) => `${r.height}/${r.itemHeight} ${r.clipped}`),
      [...serverRows, { ssr: 'full', ownStylesheet: true, maxRows: 3 }] as ServerRowOptions[],
    ),
  ).toEqual(['0/24 false', '0/24 true', '24/24 true', '24/24 true']);
  expect(await warnings()).toEqual([]);
});

const PRIORITIES = Array.from({ length: 40 }, (_, i) => (i === 5 ? Infinity : [1, 3, 2][i % 3]));
const column = {
  heights: Array(12).fill(30),
  height: 150,
  rest: { base: 20, perDigit: 4 },
  gap: 4,
};

it('hydrates server HTML of every axis with no warning and settles on the rule', async () => {
  const { page, warnings } = await open('/__tests__/component-layout.html');
  // A case, and the items its server HTML holds.
  for (const [name, c, serverItems] of [
    ['a row, ssr="full"', row(40, { ssr: 'full' }), 40],
    ['maxRows={3}', row(40, { maxRows: 3 }), 0],
    ['collapseFrom="start"', row(40, { collapseFrom: 'start' }), 0],
    ['both, ssr="full"', row(40, { maxRows: 2, collapseFrom: 'start', ssr: 'full' }), 40],
    [
      'priorities, a pin, minVisible, ssr="full"',
      row(40, { priorities: PRIORITIES, minVisible: 2, ssr: 'full' }),
      40,
    ],
    ['a column', column, 0],
    ['a column, ssr="full"', { ...column, ssr: 'full' }, 12],
  ] as [string, AnyCase, number][]) {
    const seen = await page.evaluate((value) => window.hydrateCase(value), c);
    expect({ name, serverItems: seen.serverItems }).toEqual({ name, serverItems });
    expectShown(c, seen, name);
  }
  expect(await warnings()).toEqual([]);
});
