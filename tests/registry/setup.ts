import fs from 'node:fs';
import path from 'node:path';
import { serve } from '../browser/services';
import setupSite from '../browser/setup-site';
import { prepareAntdApps } from './antd-apps';
import { step, workPath } from './util';

/** The apps' global setup: the site, and what the selected suites assert on, served from
 * REGISTRY_WORK at /__tests__/. */
export default async function setup(
  globalConfig: { testPathPattern: string },
  projectConfig: Parameters<typeof setupSite>[1],
): Promise<void> {
  await setupSite(globalConfig, projectConfig);
  fs.writeFileSync(workPath('favicon.ico'), ''); // A browser asks any origin for one.
  const mounts = { '/__tests__/': workPath() };
  process.env.REGISTRY_ORIGIN = await serve({ root: workPath(), mounts });
  const { prepareExports } = await import('./demo-exports');
  const { disconnectBrowser } = await import('../browser/harness');
  const selected = (suite: string) =>
    new RegExp(globalConfig.testPathPattern, 'i').test(path.join(__dirname, suite));
  await Promise.all([
    selected('antd-apps.test.ts') && step('the antd 5 and antd 6 apps', prepareAntdApps),
    selected('demo-exports.test.ts') && step('the demo exports', prepareExports),
  ]);
  await disconnectBrowser();
}
