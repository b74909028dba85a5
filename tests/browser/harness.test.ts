import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { openPage } from './harness';
import { ROOT } from './site-build';

describe('the browser-test harness', () => {
  it('fails a test whose page logs a console error', () => {
    const run = spawnSync(
      process.execPath,
      [
        require.resolve('jest/bin/jest'),
        '--config',
        'tests/browser/jest.config.js',
        '--testMatch',
        '**/fixtures/console-error.fixture.ts',
        '--roots',
        path.join(ROOT, 'tests/browser'),
      ],
      // The fixture opens a test page only: no site to build or check for staleness.
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, SKIP_SITE_BUILD: '1' } },
    );
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('The page logged errors');
    expect(run.stderr).toContain('deliberate error from a test page');
  });

  it('collects the errors of a page opened with allowConsoleErrors', async () => {
    const { errors } = await openPage('/__tests__/logs-console-error.html', {
      allowConsoleErrors: true,
    });
    expect(errors).toEqual(['console.error: deliberate error from a test page']);
  });

  it('opens pages at once over one connection to the browser', async () => {
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

  describe('a tab reused by the next test', () => {
    // The two tests run in this order: the second opens the tab the first left.
    let firstPage: Page | undefined;
    const seen = { routed: 0, pageRequests: 0, contextRequests: 0 };

    it('(first test) leaves storage, a route and listeners behind', async () => {
      const { page, context } = await openPage('/');
      firstPage = page;
      await page.evaluate(() => {
        localStorage.setItem('left-behind', '1');
        sessionStorage.setItem('left-behind', '1');
      });
      await context.route('**/*.css', (route) => {
        seen.routed += 1;
        return route.abort();
      });
      page.on('request', () => (seen.pageRequests += 1));
      context.on('request', () => (seen.contextRequests += 1));
    });

    it('(second test) gets the same tab with none of it, and still lists outside requests', async () => {
      const before = { ...seen };
      const { page, externalRequests } = await openPage('/');
      expect(page).toBe(firstPage);
      // No route or listener of the last test saw this load.
      expect(seen).toEqual(before);
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
    });
  });
});
