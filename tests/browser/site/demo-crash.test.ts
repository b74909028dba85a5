import { openPage } from '../harness';
import { CRASH_DEMO_ID } from '../demo-export-helpers';
import { serveTestSite } from '../test-site';

const testSite = serveTestSite();

it('a demo that throws shows a crash fallback with the message and Retry, and the page keeps working', async () => {
  const { page, errors } = await openPage(`/~demos/${CRASH_DEMO_ID}?wrapper`, {
    allowConsoleErrors: true,
    origin: testSite.origin(),
  });
  const alert = page.getByRole('alert');
  await alert.getByText('This demo has crashed.').waitFor();
  await alert.getByText('Crash demo threw on purpose').waitFor();
  await page.getByRole('button', { name: 'Show code' }).click();
  await page.getByText('throw new Error').first().waitFor();
  await page.evaluate(() => (window.crashDemoShouldThrow = false));
  await alert.getByRole('button', { name: 'Retry' }).click();
  await page
    .locator('.dumi-default-previewer-demo', { hasText: 'The crash demo rendered.' })
    .waitFor();
  expect(await page.getByRole('alert').count()).toBe(0);
  expect(errors.filter((e) => !/Crash demo threw on purpose|above error/.test(e))).toEqual([]);
});
