import { gzipSync } from 'node:zlib';
import { openHydrated } from '../a11y-helpers';

// The gzipped JavaScript (level 9, so the figure does not depend on the server) the landing page
// downloads before it is interactive. Upstream's dumi site loads 331 KB; the cap is 165 KB, and
// the budget sits just above what the site measures now (158.6 KB), so a regression shows here.
const BUDGET_KB = 160;

describe('the performance budget', () => {
  it(`loads under ${BUDGET_KB} KB of gzipped JavaScript on / before it is interactive`, async () => {
    // A context of its own, every request routed: no script comes from the cache unseen.
    const sizes = new Map<string, Promise<number>>();
    const { page } = await openHydrated('/', {
      ownContext: true,
      beforeLoad: async (context) => {
        await context.route('**/*', (route) => route.continue());
        context.on('response', (response) => {
          if (!/javascript/.test(response.headers()['content-type'] ?? '')) return;
          sizes.set(
            new URL(response.url()).pathname,
            response.body().then((body) => gzipSync(body, { level: 9 }).length),
          );
        });
      },
    });
    // Hydrated first: network idle alone came before the app's entry had run on a busy machine.
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(sizes.values())).reduce((sum, bytes) => sum + bytes, 0);
    // The landing page's own chunk: the count saw the page's code, not only the app's entry.
    expect([...sizes.keys()].join('\n')).toMatch(/docs__index\.md\.[0-9a-f]+\.async\.js/);
    expect(total / 1024).toBeLessThan(BUDGET_KB);
  });
});
