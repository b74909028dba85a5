import path from 'node:path';
import { spawnSync } from 'node:child_process';
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
});
