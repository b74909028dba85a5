import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { axeViolations, openHydrated, openWithClipboard } from '../a11y-helpers';
import { openPage, siteUrl } from '../harness';
import COMMITTED from '../../../bench/results.json';
import { PHONE, setTheme, unreadableCells } from '../site-visitor-helpers';

// The shortest runs that show what a test checks (each step waits at least 50 ms).
const SHORT_RUN = '/benchmark?sizes=20,50&resizes=2';
const SMALL_RUN = '/benchmark?sizes=10&resizes=2';
/** 642 steps, over 30 s on any machine: stopped a few percent in (6 steps a percent). */
const LONG_RUN = '/benchmark?sizes=50&resizes=100';

type CountCommits = (which: string, n: number, resizes: number) => Promise<Record<string, number>>;
const runner = (page: Page) => page.locator('.site-bench').first();
const status = (page: Page, text: RegExp) =>
  runner(page).getByRole('status').filter({ hasText: text }).waitFor({ timeout: 0 });
const button = (page: Page, name: string) =>
  runner(page).getByRole('button', { name, exact: true });

async function progressAbove(page: Page, than: number): Promise<number> {
  const handle = await page.waitForFunction(
    (min) => {
      const value = document.querySelector('progress')?.value ?? 0;
      return value > min && value;
    },
    than,
    { timeout: 0 },
  );
  return (await handle.jsonValue()) as number;
}

it('the benchmark page runs the three lists at the counts the address asks for, fills the table and the chart, copies them as Markdown; axe-clean before and after, in dark too; readable on a phone', async () => {
  const { page } = await openWithClipboard(SHORT_RUN);
  await page.getByRole('heading', { name: 'Benchmark', level: 1 }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await button(page, 'Run').click();
  await status(page, /^Done in \d+ s\.$/);
  await button(page, 'Run').waitFor();
  expect(await page.getByRole('progressbar').count()).toBe(0);

  const rows = await runner(page)
    .locator('table tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => ({
        row: `${tr.getAttribute('data-implementation')} ${tr.getAttribute('data-n')}`,
        cells: Array.from(tr.children, (cell) => (cell.textContent || '').trim()),
      })),
    );
  const order = 'ours 20, upstream 20, legacy 20, ours 50, upstream 50, legacy 50';
  expect(rows.map(({ row }) => row).join(', ')).toBe(order);
  const names = rows.slice(0, 3).map(({ cells }) => cells[1]);
  expect(names).toEqual([
    expect.stringMatching(/^rc-overflow 1\.6\.\d+$/),
    expect.stringMatching(/^@rc-component\/overflow \d+\.\d+\.\d+$/),
    'rc-overflow 1.5.0',
  ]);
  const headers = await runner(page).locator('table thead th').allInnerTexts();
  expect(headers.join(' | ')).toBe(
    'Items (N) | Implementation | Mount to settled (wall-clock ms) | 2 resizes (wall-clock ms) | ' +
      'Commits: mount / resizes | Wrong frames',
  );
  const verdict = (await runner(page).locator('.site-bench-verdict').textContent()) as string;
  const ratio = String.raw`([\d.]+)× (faster|slower) than`;
  const said = new RegExp(
    `^At N = 50, ${names[0]} mounts ${ratio} ${names[1]} and ${ratio} rc-overflow 1\\.5\\.0, ` +
      `and settles resizes ${ratio} ${names[1]} and ${ratio} rc-overflow 1\\.5\\.0\\.$`,
  ).exec(verdict);
  const mount = (row: number) => Number(rows[row].cells[2].replace(/,/g, ''));
  const upstreamOverOurs = Number(said?.[1]) ** (said?.[2] === 'faster' ? 1 : -1);
  expect(Math.abs(Math.log(upstreamOverOurs / (mount(4) / mount(3))))).toBeLessThan(0.2);
  const chart = runner(page).getByRole('img', { name: /^Mount and resize times in this browser/ });
  expect(await chart.locator('[data-implementation] rect').count()).toBe(12);
  const values = await chart.locator('[data-implementation] text').allTextContents();
  expect(values.filter((value) => !/^[\d,.]+$/.test(value))).toEqual([]);
  for (const name of names) await chart.getByText(name, { exact: true }).waitFor();
  await runner(page).locator('dl').getByText('User agent').waitFor();
  const processors = runner(page).locator('dt:has-text("Logical processors") + dd');
  expect(await processors.textContent()).toMatch(/^\d+$/);

  await button(page, 'Copy results').click();
  await button(page, 'Copied').waitFor();
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  expect((await page.evaluate(() => navigator.clipboard.readText())).split('\n')).toEqual([
    expect.stringMatching(/^Results in this browser: Measured in this browser, \d{4}-\d\d-\d\d /),
    '',
    line(headers),
    '| ---: | --- | ---: | ---: | ---: | ---: |',
    ...rows.map(({ cells }) => line(cells)),
    '',
    verdict,
    '',
  ]);

  expect(await axeViolations(page)).toEqual([]);
  await setTheme(page, 'dark');
  expect(await axeViolations(page, ['color-contrast', 'link-in-text-block'])).toEqual([]);
  await page.setViewportSize(PHONE);
  const sideways = await page.evaluate(() =>
    [document.documentElement, ...document.querySelectorAll('.site-bench-table')]
      .map((frame) => frame.scrollWidth - frame.clientWidth)
      .filter((width) => width > 0),
  );
  expect({
    rows: (await page.locator('.site-bench-table tbody tr').count()) > 6,
    unreadable: await unreadableCells(page.locator('.site-bench-table')),
    sideways,
  }).toEqual({ rows: true, unreadable: [], sideways: [] });
});

it('the benchmark page shows its progress, handles keys meanwhile, stops on Escape and when the tab is hidden, saying why', async () => {
  const { page } = await openHydrated(LONG_RUN);
  await button(page, 'Run').focus();
  await page.keyboard.press('Enter');
  const progress = page.getByRole('progressbar', { name: 'Benchmark progress' });
  expect(await progress.getAttribute('max')).toBe('100');
  await progressAbove(page, await progressAbove(page, 0));
  await page.locator('progress[aria-valuetext*=": Measuring "]').waitFor();
  expect(await progress.getAttribute('aria-valuetext')).toMatch(/^\d+%: Measuring /);
  await button(page, 'Stop').waitFor();
  await page.keyboard.press('Escape');
  await status(page, /^Stopped\./);
  await progress.waitFor({ state: 'detached' });
  await button(page, 'Run').click();
  await progressAbove(page, 0);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await status(page, /^Stopped: the tab was hidden/);
  await button(page, 'Run').waitFor();
});

it('the benchmark page shows the figures of the last npm run bench committed, with their date and machine', async () => {
  const { page } = await openPage('/benchmark');
  const committed = page.locator('.site-bench-committed');
  const when = committed.locator('time');
  await committed.getByText(COMMITTED.command, { exact: true }).waitFor();
  await committed.getByText(COMMITTED.machine.cpu).first().waitFor();
  const rows = await committed
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => `${tr.dataset.implementation} ${tr.dataset.n}`));
  const largest = COMMITTED.results[COMMITTED.results.length - 1];
  const at200 = COMMITTED.results.find(({ n }) => n === 200)?.mount.ours.mainThreadMs;
  const mount = committed.locator('tr[data-implementation="ours"][data-n="200"] td').nth(1);
  expect([
    await page.getByRole('heading', { name: "The repository's figures", level: 2 }).count(),
    await when.getAttribute('datetime'),
    await when.textContent(),
    await committed.locator('.site-bench-verdict').textContent(),
    rows,
    at200 === undefined || Math.abs(Number(await mount.textContent()) - at200) < 0.05,
  ]).toEqual([
    1,
    COMMITTED.date,
    `${COMMITTED.date.slice(0, 10)} ${COMMITTED.date.slice(11, 16)} UTC`,
    expect.stringMatching(
      new RegExp(`^At N = ${largest.n.toLocaleString('en-US')}, rc-overflow \\S+ mounts `),
    ),
    COMMITTED.results.flatMap(({ n }) =>
      ['ours', 'upstream', 'floor'].map((name) => `${name} ${n}`),
    ),
    true,
  ]);
});

it('the benchmark page speaks Chinese on /zh-CN/benchmark while running, when stopped, and after a run', async () => {
  const { page } = await openHydrated(`/zh-CN${LONG_RUN}`);
  await button(page, '运行').click();
  await page.getByRole('progressbar', { name: '测试进度' }).waitFor();
  await button(page, '停止').click();
  await status(page, /^已停止。/);
  await page.goto(siteUrl(`/zh-CN${SMALL_RUN}`));
  await button(page, '运行').click();
  await status(page, /^已完成，用时 \d+ 秒。$/);
  const texts = await page
    .locator('.site-bench :is(thead th, dt, h3, caption, p, li)')
    .allTextContents();
  expect(texts.filter((text) => text.trim() && !/[\u4e00-\u9fff]/.test(text))).toEqual([]);
  await runner(page)
    .getByRole('img', { name: /^本浏览器中的挂载和改变宽度时间/ })
    .waitFor();
});

it("the benchmark page counts each list's commits as <React.Profiler> does where React reports to it", async () => {
  const { page } = await openPage('/__tests__/benchmark-commits.html');
  const counts = await page.evaluate(async () => {
    const { countCommits } = window as unknown as { countCommits: CountCommits };
    const all: Record<string, boolean> = {};
    for (const which of ['ours', 'upstream', 'legacy']) {
      const { profiler, list } = await countCommits(which, 50, 5);
      all[which] = profiler > 0 && list === profiler;
    }
    return all;
  });
  expect(counts).toEqual({ ours: true, upstream: true, legacy: true });
});

it('the benchmark page loads @rc-component/overflow once a run starts, the playground code on its page; / loads neither, nor the run chunks, and under 160 KB of gzipped JavaScript', async () => {
  // Upstream's own prop name, kept by the minifier: present in any code of the published package.
  const scripts = new Map<string, Promise<{ upstream: boolean; gzipped: number }>>();
  const record = (response: Response) => {
    if (/javascript/.test(response.headers()['content-type'] ?? ''))
      scripts.set(
        new URL(response.url()).pathname,
        response.body().then((body) => ({
          upstream: body.includes('responsiveDisabled'),
          gzipped: gzipSync(body, { level: 9 }).length,
        })),
      );
  };
  const read = async () => {
    const all = await Promise.all([...scripts].map(async ([url, p]) => ({ url, ...(await p) })));
    scripts.clear();
    return all;
  };
  // Contexts of their own, every request routed: a cached chunk (a 304) has no body to read.
  const routed = (listen: boolean) => ({
    ownContext: true,
    beforeLoad: async (context: BrowserContext) => {
      await context.route('**/*', (route) => route.continue());
      if (listen) context.on('response', record);
    },
  });
  const { page } = await openHydrated(SMALL_RUN, routed(false));
  await read();
  page.on('response', record);
  await button(page, 'Run').click();
  await status(page, /^Done in \d+ s\.$/);
  const loadedByRun = await read();
  expect(loadedByRun.some(({ upstream }) => upstream)).toBe(true);
  await page.goto(siteUrl('/playground'));
  await page.locator('.site-playground-list').waitFor();
  expect((await read()).map(({ url }) => url)).toContainEqual(
    expect.stringMatching(/\/playground\.[0-9a-f]+\.async\.js$/),
  );
  page.off('response', record);
  await openHydrated('/', routed(true));
  const landing = await read();
  const runChunks = new Set(loadedByRun.map(({ url }) => url));
  const total = landing.reduce((sum, { gzipped }) => sum + gzipped, 0);
  expect({
    own: landing.some(({ url }) => /docs__index\.md\.[0-9a-f]+\.async\.js/.test(url)),
    foreign: landing.filter(
      ({ url, upstream }) => upstream || runChunks.has(url) || /playground/.test(url),
    ),
    // Upstream's site loads 331 KB; the budget sits just above ours (158.6 KB).
    underBudget: total / 1024 < 160,
  }).toEqual({ own: true, foreign: [], underBudget: true });
});
