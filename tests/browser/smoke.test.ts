import { openPage } from './harness';

describe('the landing page', () => {
  it('shows the title rc-overflow and the description', async () => {
    const { page, externalRequests } = await openPage('/');
    await page.getByRole('heading', { name: 'rc-overflow', level: 1 }).first().waitFor();
    await page.getByText('Auto collapse box when overflow').first().waitFor();
    await page.waitForFunction(() => document.title.includes('rc-overflow'));
    // The only outside request is the star-count badge the spec asks for; it may fail quietly.
    expect(externalRequests.filter((url) => !url.startsWith('https://img.shields.io/'))).toEqual(
      [],
    );
  });

  it('shows the logo from a local file', async () => {
    const { page } = await openPage('/');
    const logo = page.locator('img[src$="logo.svg"]').first();
    await logo.waitFor();
    expect(
      await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
  });
});
