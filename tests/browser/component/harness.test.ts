import { spawnSync } from 'node:child_process';
import { findFullChrome } from '../../../scripts/chrome.cjs';
import { closePagesAndCheckErrors, itInCompleteRun, itInQuickRun, openPage } from '../harness';
import { ROOT } from '../site-build';

/** Runs one fixture (tests/browser/fixtures) as a component suite of its own, in a child jest. */
function runFixture(name: string, env: NodeJS.ProcessEnv = {}) {
  const run = spawnSync(
    process.execPath,
    [
      require.resolve('jest/bin/jest'),
      '--config',
      'tests/browser/jest.component.config.js',
      '--testMatch',
      `**/fixtures/${name}.fixture.ts`,
      '--json',
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env } },
  );
  const report = JSON.parse(run.stdout) as {
    testResults: {
      assertionResults: { title: string; status: string; failureMessages: string[] }[];
    }[];
  };
  return { status: run.status, tests: report.testResults.flatMap((file) => file.assertionResults) };
}

// The two checks through a child jest run (a browser and a bundle of their own each) run in the
// complete run only; the rest in npm test.
describe('the browser-test harness', () => {
  itInCompleteRun('fails a test whose page logs a console error', () => {
    const { status, tests } = runFixture('console-error');
    expect(status).not.toBe(0);
    expect(tests.map((test) => test.status)).toEqual(['failed']);
    expect(tests[0].failureMessages.join('\n')).toContain('The page logged errors');
    expect(tests[0].failureMessages.join('\n')).toContain('deliberate error from a test page');
  });

  itInCompleteRun(
    'counts a failed resource against a test only when the page itself asked for it',
    () => {
      // A full Chromium asks each origin for /favicon.ico on its own and logs the 404 in the page's
      // console; the headless shell the suites prefer never asks, so this runs on a full one.
      const { tests } = runFixture('browser-requests', { CHROME_PATH: findFullChrome() });
      expect(tests.map(({ title, status }) => [title, status])).toEqual([
        ['passes though the browser logged its own request for /favicon.ico as failed', 'passed'],
        ['fails for an image the page itself asked for', 'failed'],
      ]);
      expect(tests[1].failureMessages.join('\n')).toMatch(
        /The page logged errors:\nconsole.error: Failed to load resource: the server responded with a status of 404/,
      );
    },
  );

  itInQuickRun(
    "serves the test pages on an origin that answers /favicon.ico with the site's icon",
    async () => {
      const { page } = await openPage('/__tests__/stress.html');
      const icon = await page.request.get(new URL('/favicon.ico', page.url()).href);
      expect(icon.status()).toBe(200);
      // An ICO file's header: reserved 0, type 1 (icon).
      expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    },
  );

  itInQuickRun('collects the errors of a page opened with allowConsoleErrors', async () => {
    const { errors } = await openPage('/__tests__/logs-console-error.html', {
      allowConsoleErrors: true,
    });
    expect(errors).toEqual(['console.error: deliberate error from a test page']);
  });

  itInQuickRun('opens pages at once over one connection to the browser', async () => {
    // Each connection left open keeps the test worker alive after its file ends.
    const [first, second] = await Promise.all([
      openPage('/__tests__/logs-console-error.html', {
        allowConsoleErrors: true,
        ownContext: true,
      }),
      openPage('/__tests__/logs-console-error.html', {
        allowConsoleErrors: true,
        ownContext: true,
      }),
    ]);
    // Compared as a boolean: a failing toBe would print both Browser objects whole.
    expect(first.context === second.context).toBe(false);
    expect(first.context.browser() === second.context.browser()).toBe(true);
  });

  itInQuickRun(
    "gives the next test the last test's tab with none of its storage, routes or listeners",
    async () => {
      const seen = { routed: 0, pageRequests: 0, contextRequests: 0 };
      const last = await openPage('/__tests__/stress.html');
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

      const { page, externalRequests } = await openPage('/__tests__/stress.html');
      expect(page === last.page).toBe(true);
      // No route or listener of the last test saw this load, its stylesheet included.
      expect(seen).toEqual({ routed: 0, pageRequests: 0, contextRequests: 0 });
      expect(
        await page.evaluate(() => [
          localStorage.getItem('left-behind'),
          sessionStorage.getItem('left-behind'),
        ]),
      ).toEqual([null, null]);
      const failed = await page.evaluate(() =>
        fetch('https://outside.example/x').then(
          () => 'loaded',
          () => 'failed',
        ),
      );
      expect(failed).toBe('failed');
      expect(externalRequests).toContain('https://outside.example/x');
    },
  );
});
