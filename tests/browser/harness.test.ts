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
      { cwd: ROOT, encoding: 'utf8', env: process.env },
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
