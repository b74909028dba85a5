import { openPage } from './harness';
import type { HydrationScenario } from './pages/hydration';

const PAGE = '/__tests__/hydration.html';

/** Opens the page, collecting console warnings too: hydration must log nothing at all. */
async function open() {
  const opened = await openPage(PAGE);
  const warnings: string[] = [];
  opened.page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const major = await opened.page.evaluate(() => window.reactMajor);
  return { ...opened, warnings, major };
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
      expect(warnings).toEqual([]);
      expect(result.keptServerItems).not.toBe(false);
      // 300 px: four 60 px tags and the 40 px "+36" fit (280 px); five tags and "+35" do not.
      expect({ visible: result.visible, rest: result.restText }).toEqual({
        visible: 4,
        rest: '+36',
      });
    },
  );
});

describe('server HTML is one row tall before any script runs', () => {
  const cases: [string, { ssr?: 'full'; ownStylesheet: boolean }][] = [
    ['a list styled by the page (no rc-overflow stylesheet)', { ownStylesheet: false }],
    ['the same with ssr="full"', { ssr: 'full', ownStylesheet: false }],
    ['a list with the rc-overflow stylesheet', { ownStylesheet: true }],
    ['the same with ssr="full"', { ssr: 'full', ownStylesheet: true }],
  ];

  it.each(cases)('%s %#', async (_name, options) => {
    const { page } = await open();
    const { height, itemHeight } = await page.evaluate((o) => window.serverRow(o), options);
    expect(itemHeight).toBe(24);
    expect(height).toBe(24);
  });
});
