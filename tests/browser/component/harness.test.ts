import { spawnSync } from 'node:child_process';
import { findFullChrome } from '../../../scripts/chrome.cjs';
import { closePagesAndCheckErrors, openPage } from '../harness';
import { ROOT } from '../site-build';

/** Runs fixtures (tests/browser/fixtures) in a child jest on a full Chromium, which (unlike the
 * headless shell) asks each origin for /favicon.ico itself and logs the 404 in the console. */
function runFixtures(...names: string[]) {
  const run = spawnSync(
    process.execPath,
    [
      require.resolve('jest/bin/jest'),
      '--config',
      'tests/browser/jest.component.config.js',
      // The browser only: the fixtures serve their own pages, so no test page is bundled.
      '--globalSetup',
      require.resolve('./fixtures-setup'),
      '--testMatch',
      ...names.map((name) => `**/fixtures/${name}.fixture.ts`),
      '--json',
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CHROME_PATH: findFullChrome() } },
  );
  type Result = { title: string; status: string; failureMessages: string[] };
  const { testResults } = JSON.parse(run.stdout) as {
    testResults: { assertionResults: Result[] }[];
  };
  const tests = testResults.flatMap((file) => file.assertionResults);
  return (title: string) => {
    const test = tests.find((t) => t.title === title);
    return `${test?.status}: ${test?.failureMessages.join('\n')}`;
  };
}

describe('the browser-test harness', () => {
  it('fails a test whose page logs an error, and a resource only when the page asked for it', () => {
    const outcome = runFixtures('console-error', 'browser-requests');
    expect(outcome('opens a page that logs a console error')).toMatch(
      /^failed: [^]*The page logged errors[^]*deliberate error from a test page/,
    );
    const favicon = 'passes though the browser logged its own request for /favicon.ico as failed';
    expect(outcome(favicon)).toBe('passed: ');
    expect(outcome('fails for an image the page itself asked for')).toMatch(
      /^failed: [^]*The page logged errors:\nconsole.error: Failed to load resource: the server responded with a status of 404/,
    );
  });

  it("serves the test pages on an origin that answers /favicon.ico with the site's icon", async () => {
    const { page } = await openPage('/__tests__/component-layout.html');
    const icon = await page.request.get(new URL('/favicon.ico', page.url()).href);
    // An ICO file's header: reserved 0, type 1 (icon).
    expect([icon.status(), ...(await icon.body()).subarray(0, 4)]).toEqual([200, 0, 0, 1, 0]);
  });

  it('opens pages at once over one connection to the browser, collecting their allowed errors', async () => {
    const options = { allowConsoleErrors: true, ownContext: true };
    const [first, second] = await Promise.all(
      [1, 2].map(() => openPage('/__tests__/logs-console-error.html', options)),
    );
    // Compared as a boolean: a failing toBe would print both Browser objects whole.
    expect(first.errors).toEqual(['console.error: deliberate error from a test page']);
    expect(first.context === second.context).toBe(false);
    expect(first.context.browser() === second.context.browser()).toBe(true);
  });

  it("gives the next test the last test's tab with none of its storage, routes or listeners, still blocking and listing requests off the machine", async () => {
    const seen = { routed: 0, pageRequests: 0, contextRequests: 0 };
    const last = await openPage('/__tests__/component-layout.html');
    await last.page.evaluate(() => {
      localStorage.setItem('left-behind', '1');
      sessionStorage.setItem('left-behind', '1');
    });
    await last.context.route('**/*.css', (route) => {
      seen.routed += 1;
      return route.abort();
    });
    last.page.on('request', () => (seen.pageRequests += 1));
    last.context.on('request', () => (seen.contextRequests += 1));
    // What jest runs after each test (setupAfterEnv.ts) ends the last test here.
    await closePagesAndCheckErrors();

    const { page, externalRequests } = await openPage('/__tests__/component-layout.html');
    expect(page === last.page).toBe(true);
    // No route or listener of the last test saw this load, its stylesheet included.
    expect(seen).toEqual({ routed: 0, pageRequests: 0, contextRequests: 0 });
    const left = await page.evaluate(() =>
      fetch('https://outside.example/x').then(
        () => 'loaded',
        () => [
          localStorage.getItem('left-behind'),
          sessionStorage.getItem('left-behind'),
          'failed',
        ],
      ),
    );
    expect([left, externalRequests]).toEqual([
      [null, null, 'failed'],
      ['https://outside.example/x'],
    ]);
  });
});
