import { openPage } from '../harness';

async function stressPage() {
  const { page } = await openPage('/__tests__/stress.html');
  await page.waitForFunction(() => typeof window.stress === 'object');
  return page;
}

const log = (line: string) => process.stdout.write(`stress: ${line}\n`);

describe('stress', () => {
  it('survives 500 container resizes, 3 a frame, with no error and settles on the right layout', async () => {
    const page = await stressPage();
    await page.evaluate(() => window.stress.mount(200, 300));
    // A console error or an uncaught one (a ResizeObserver loop, React's update depth) fails it.
    const result = await page.evaluate(() => window.stress.resizeMany(500, 3));
    log(
      `500 resizes in ${Math.round(result.elapsed)} ms; final ${result.visible} visible of ${result.count}`,
    );
    expect(result.visible).toBe(result.expected);
  });

  it('replaces the data 200 times and ends right', async () => {
    const page = await stressPage();
    await page.evaluate(() => window.stress.mount(10, 300));
    const result = await page.evaluate(() => window.stress.replaceData(200));
    log(`replaced the data 200 times; final ${result.visible} visible of ${result.count}`);
    expect(result.visible).toBe(result.expected);
    expect(result.rest).toBe(`+${result.count - result.expected}`);
  });

  it('unmounts while a measurement is pending without an error, leaving no observer watching', async () => {
    const page = await stressPage();
    await page.evaluate(() => window.stress.mount(50, 300));
    expect(await page.evaluate(() => window.stress.observedTargets())).toBeGreaterThan(0);
    const result = await page.evaluate(() => window.stress.unmountWhilePending());
    const left = await page.evaluate(() => window.stress.observedTargets());
    log(`unmounted mid-measurement; ${left} targets still observed`);
    expect(result.listsLeft).toBe(0);
    expect(left).toBe(0);
  });

  it('lays out right under StrictMode double mounting, and cleans up after', async () => {
    const page = await stressPage();
    const result = await page.evaluate(() => window.stress.mount(30, 300, true));
    log(`StrictMode: ${result.visible} visible of 30, expected ${result.expected}`);
    expect(result.visible).toBe(result.expected);
    expect(result.rest).toBe(`+${30 - result.expected}`);
    await page.evaluate(() => window.stress.unmount());
    expect(await page.evaluate(() => window.stress.observedTargets())).toBe(0);
  });
});
