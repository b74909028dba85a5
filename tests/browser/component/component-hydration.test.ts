import { openEnginePage } from '../harness';
import type { HydrationScenario } from '../pages/hydration';

const PAGE = '/__tests__/hydration.html';

/** Opens the page, collecting console warnings too: hydration must log nothing at all. */
async function open() {
  const page = await openEnginePage(PAGE);
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
  const cases: [string, { ssr?: 'full'; ownStylesheet: boolean }, number][] = [
    ['a list styled by the page (no rc-overflow stylesheet): no item', { ownStylesheet: false }, 0],
    ['a list with the rc-overflow stylesheet: no item', { ownStylesheet: true }, 0],
    [
      'ssr="full" with the rc-overflow stylesheet: every item, one row',
      { ssr: 'full', ownStylesheet: true },
      24,
    ],
  ];

  it.each(cases)('%s', async (_name, options, height) => {
    const { page } = await open();
    const row = await page.evaluate((o) => window.serverRow(o), options);
    expect(row.itemHeight).toBe(24);
    expect(row.height).toBe(height);
  });
});
