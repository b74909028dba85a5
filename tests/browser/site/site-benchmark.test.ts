import fs from 'node:fs';
import path from 'node:path';
import type { Page, Response } from 'playwright-core';
import { axeViolations, openHydrated } from '../a11y-helpers';
import { openPage, siteUrl } from '../harness';
import { ROOT } from '../site-build';

// The benchmark page: a run in the visitor's browser (small item counts here), its progress, its
// table and chart, the figures `npm run bench` committed, both locales, axe, and the published
// package loaded by this page alone.

const COMMITTED = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench/results.json'), 'utf8')) as {
  date: string;
  command: string;
  machine: { cpu: string };
  results: {
    n: number;
    mount: Record<'ours' | 'upstream', { mainThreadMs: number }>;
    resize: Record<'ours' | 'upstream', { mainThreadMs: number }>;
  }[];
};

// Each step of a run (a mount, a resize) waits for the list to settle: a few frames and at least
// 50 ms. The runs a test waits out are the shortest that show what it checks.
/** The shortest run with two item counts (the table's order, the verdict at the larger). */
const SHORT_RUN = '/benchmark?sizes=20,50&resizes=2';
/** A short run to a whole table: one item count, two resizes. */
const SMALL_RUN = '/benchmark?sizes=10&resizes=2';
/**
 * A run far longer than any test waits for (642 steps, over 30 s on any machine): it is stopped a
 * few percent in. Each percent is 6 steps, so the progress bar moves at once.
 */
const LONG_RUN = '/benchmark?sizes=50&resizes=100';

/** Upstream's own prop name, kept by the minifier: present in any code of the published package. */
const UPSTREAM_MARKER = 'responsiveDisabled';

interface ScriptRead {
  url: string;
  /** Whether it carries code of the published package. */
  upstream: boolean;
}

const isScript = (response: Response) => /\.js(\?|$)/.test(response.url());
const readScript = (response: Response): Promise<ScriptRead> =>
  response
    .text()
    .then((body) => ({ url: response.url(), upstream: body.includes(UPSTREAM_MARKER) }));

const NUMBER = /^\d{1,3}(,\d{3})*(\.\d)?$/;

const runner = (page: Page) => page.locator('.site-bench').first();
const status = (page: Page) => runner(page).getByRole('status');

/** Waits until the progress bar shows a value above `than`, and returns it. */
async function progressAbove(page: Page, than: number): Promise<number> {
  const handle = await page.waitForFunction(
    (min) => {
      const value = document.querySelector('progress')?.value ?? 0;
      return value > min ? value : false;
    },
    than,
    { timeout: 0 },
  );
  return (await handle.jsonValue()) as number;
}

async function runToTheEnd(page: Page, run = 'Run', done = /^Done in \d+ s\.$/) {
  await runner(page).getByRole('button', { name: run, exact: true }).click();
  await status(page).filter({ hasText: done }).waitFor({ timeout: 0 });
}

/** The results table of this browser's run: one row per list and item count. */
async function resultRows(page: Page) {
  return runner(page)
    .locator('table tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => ({
        implementation: row.getAttribute('data-implementation'),
        n: Number(row.getAttribute('data-n')),
        cells: Array.from(row.children, (cell) => (cell.textContent || '').trim()),
      })),
    );
}

/**
 * Cells of the page's benchmark tables that a 390 px phone does not show in full, and cells whose
 * figure is not shown beside its column's name.
 */
function unreadableCells(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.site-bench-table table')).flatMap((table) => {
      const columns = Array.from(table.querySelectorAll('thead th'), (th) =>
        (th.textContent || '').trim(),
      );
      return Array.from(table.querySelectorAll('tbody tr')).flatMap((row) =>
        Array.from(row.children).flatMap((cell, column) => {
          const box = cell.getBoundingClientRect();
          const problems: string[] = [];
          if (box.left < 0 || box.right > innerWidth || box.width === 0)
            problems.push('off screen');
          const label = getComputedStyle(cell, '::before').content;
          if (cell.tagName === 'TD' && !label.includes(JSON.stringify(columns[column])))
            problems.push(`named ${label}, not ${columns[column]}`);
          return problems.map((problem) => `${(cell.textContent || '').trim()}: ${problem}`);
        }),
      );
    }),
  );
}

describe('the benchmark page', () => {
  it('runs the three lists at the counts the address asks for, fills the table and the chart, copies them as Markdown; axe-clean before and after, in dark too; readable on a phone', async () => {
    const { page, context } = await openHydrated(SHORT_RUN, { ownContext: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(siteUrl('/')).origin,
    });
    await page.getByRole('heading', { name: 'Benchmark', level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await runToTheEnd(page);
    await runner(page).getByRole('button', { name: 'Run', exact: true }).waitFor();
    expect(await page.getByRole('progressbar').count()).toBe(0);

    const rows = await resultRows(page);
    expect(rows.map(({ implementation, n }) => `${implementation} ${n}`)).toEqual([
      'ours 20',
      'upstream 20',
      'legacy 20',
      'ours 50',
      'upstream 50',
      'legacy 50',
    ]);
    const names = rows.map(({ cells }) => cells[1]);
    expect(names.slice(0, 3)).toEqual([
      expect.stringMatching(/^rc-overflow 1\.6\.\d+$/),
      expect.stringMatching(/^@rc-component\/overflow \d+\.\d+\.\d+$/),
      'rc-overflow 1.5.0',
    ]);
    for (const { cells } of rows) {
      // Items, name, mount ms, resize ms, commits "mount / resizes", wrong frames "w of f".
      const [items, , mount, resize, commits, wrong] = cells;
      expect(items).toMatch(NUMBER);
      for (const figure of [mount, resize]) expect(figure).toMatch(NUMBER);
      const [mountCommits, resizeCommits] = commits.split(' / ');
      expect(resizeCommits).toMatch(NUMBER);
      expect(Number(mountCommits)).toBeGreaterThanOrEqual(1);
      expect(wrong).toMatch(/^\d+ of [1-9]\d*$/);
    }
    const headers = await runner(page).locator('table thead th').allInnerTexts();
    expect(headers).toEqual([
      'Items (N)',
      'Implementation',
      'Mount to settled (wall-clock ms)',
      '2 resizes (wall-clock ms)',
      'Commits: mount / resizes',
      'Wrong frames',
    ]);

    // The verdict: at the largest count, each list's time over this package's, as the table
    // shows them (within the rounding of the table's figures and of the ratio).
    const at50 = rows.filter(({ n }) => n === 50);
    // Figures of 1,000 ms and more carry a thousands separator.
    const shown = (implementation: string, column: number) =>
      Number(
        at50.find((row) => row.implementation === implementation)?.cells[column]?.replace(/,/g, ''),
      );
    const verdict = (await runner(page).locator('.site-bench-verdict').textContent()) as string;
    const ratio = String.raw`([\d.]+)× (faster|slower) than`;
    const parts = new RegExp(
      `^At N = 50, ${names[0]} mounts ${ratio} ${names[1]} and ${ratio} rc-overflow 1\\.5\\.0, ` +
        `and settles resizes ${ratio} ${names[1]} and ${ratio} rc-overflow 1\\.5\\.0\\.$`,
    ).exec(verdict);
    expect(parts).not.toBeNull();
    const said = (i: number) => {
      const value = Number(parts?.[2 * i + 1]);
      return parts?.[2 * i + 2] === 'faster' ? value : 1 / value;
    };
    [
      ['upstream', 2],
      ['legacy', 2],
      ['upstream', 3],
      ['legacy', 3],
    ].forEach(([implementation, column], i) => {
      const theirs = shown(implementation as string, column as number);
      const ours = shown('ours', column as number);
      const slack = (value: number) => (value < 100 ? 0.05 : 0.5);
      const low = (theirs - slack(theirs)) / (ours + slack(ours));
      const high = (theirs + slack(theirs)) / Math.max(ours - slack(ours), 0.01);
      expect(said(i)).toBeGreaterThanOrEqual(low * 0.95);
      expect(said(i)).toBeLessThanOrEqual(high * 1.05);
    });

    const chart = runner(page).getByRole('img', {
      name: /^Mount and resize times in this browser/,
    });
    // Two panels (mount, resizes), two item counts, three lists: twelve bars, each with its value.
    expect(await chart.locator('[data-implementation] rect').count()).toBe(12);
    const values = await chart.locator('[data-implementation] text').allTextContents();
    expect(values.every((value) => NUMBER.test(value))).toBe(true);
    // Each list in the legend, as the table names it.
    for (const name of names.slice(0, 3)) await chart.getByText(name, { exact: true }).waitFor();

    const facts = runner(page).locator('dl');
    await facts.getByText('User agent').waitFor();
    expect(await facts.locator('dt:has-text("Logical processors") + dd').textContent()).toMatch(
      /^\d+$/,
    );

    await runner(page).getByRole('button', { name: 'Copy results', exact: true }).click();
    await runner(page).getByRole('button', { name: 'Copied', exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
    expect(copied.split('\n')).toEqual([
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
    // Dark through the attribute the theme's switch sets, its colour fades ended.
    await page.evaluate(() => {
      document.documentElement.setAttribute('data-prefers-color', 'dark');
      for (const a of document.getAnimations()) if (a instanceof CSSTransition) a.finish();
    });
    const colours = ['color-contrast', 'link-in-text-block'];
    expect(await axeViolations(page, undefined, colours)).toEqual([]);

    // On a 390 px phone: every figure of both tables beside its column's name, nothing sideways.
    await page.setViewportSize({ width: 390, height: 800 });
    expect(await page.locator('.site-bench-table tbody tr').count()).toBeGreaterThan(6);
    expect(await unreadableCells(page)).toEqual([]);
    const widths = await page.evaluate(() => [
      document.documentElement.scrollWidth - innerWidth,
      ...Array.from(
        document.querySelectorAll('.site-bench-table'),
        (frame) => frame.scrollWidth - frame.clientWidth,
      ),
    ]);
    expect(widths.filter((width) => width > 0)).toEqual([]);
  });

  it('shows its progress while it runs, handles keys meanwhile, and stops on Escape', async () => {
    const { page } = await openHydrated(LONG_RUN);
    const button = runner(page).getByRole('button', { name: 'Run', exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    const progress = page.getByRole('progressbar', { name: 'Benchmark progress' });
    await progress.waitFor();
    expect(await progress.getAttribute('max')).toBe('100');
    // It advances: the page yields to the browser between steps, which paints them.
    const first = await progressAbove(page, 0);
    const later = await progressAbove(page, first);
    expect(later).toBeGreaterThan(first);
    // Past the warm-up, it names the list it measures.
    await page.locator('progress[aria-valuetext*=": Measuring "]').waitFor();
    expect(await progress.getAttribute('aria-valuetext')).toMatch(/^\d+%: Measuring /);
    // The same button now stops; a key pressed while the run goes on is handled at once.
    await runner(page).getByRole('button', { name: 'Stop', exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await status(page)
      .filter({ hasText: /^Stopped\./ })
      .waitFor();
    await progress.waitFor({ state: 'detached' });
    await runner(page).getByRole('button', { name: 'Run', exact: true }).waitFor();
  });

  it('stops by itself when the tab is hidden, and says why', async () => {
    const { page } = await openHydrated(LONG_RUN);
    await runner(page).getByRole('button', { name: 'Run', exact: true }).click();
    await progressAbove(page, 0);
    // What the browser does when the visitor switches tabs (a headless page is never hidden).
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await status(page)
      .filter({ hasText: /^Stopped: the tab was hidden/ })
      .waitFor();
    await runner(page).getByRole('button', { name: 'Run', exact: true }).waitFor();
  });

  it('shows the figures of the last npm run bench committed, with their date and machine', async () => {
    const { page } = await openPage('/benchmark');
    await page.getByRole('heading', { name: "The repository's figures", level: 2 }).waitFor();
    const committed = page.locator('.site-bench-committed');
    const when = committed.locator('time');
    expect(await when.getAttribute('datetime')).toBe(COMMITTED.date);
    const stamp = `${COMMITTED.date.slice(0, 10)} ${COMMITTED.date.slice(11, 16)} UTC`;
    expect(await when.textContent()).toBe(stamp);
    await committed.getByText(COMMITTED.command, { exact: true }).waitFor();
    await committed.getByText(COMMITTED.machine.cpu).first().waitFor();
    // Its verdict: CPU time at the largest item count, @rc-component/overflow's over ours.
    const largest = COMMITTED.results[COMMITTED.results.length - 1];
    const times = (scenario: 'mount' | 'resize') => {
      const value = largest[scenario].upstream.mainThreadMs / largest[scenario].ours.mainThreadMs;
      return value >= 1
        ? `${value.toFixed(value >= 10 ? 0 : 1)}× faster`
        : `${(1 / value).toFixed(1 / value >= 10 ? 0 : 1)}× slower`;
    };
    expect(await committed.locator('.site-bench-verdict').textContent()).toMatch(
      new RegExp(
        `^At N = ${largest.n.toLocaleString('en-US')}, rc-overflow \\S+ mounts ${times('mount')} ` +
          `than @rc-component/overflow \\S+, and settles resizes ${times('resize')} than `,
      ),
    );
    const rows = await committed
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => `${tr.getAttribute('data-implementation')} ${tr.getAttribute('data-n')}`),
      );
    expect(rows).toEqual(
      COMMITTED.results.flatMap(({ n }) => [`ours ${n}`, `upstream ${n}`, `floor ${n}`]),
    );
    const at200 = COMMITTED.results.find(({ n }) => n === 200);
    if (at200) {
      const mount = await committed
        .locator('tr[data-implementation="ours"][data-n="200"] td')
        .nth(1)
        .textContent();
      expect(Number(mount)).toBeCloseTo(at200.mount.ours.mainThreadMs, 1);
    }
  });

  it('speaks Chinese on /zh-CN/benchmark while running, and when stopped', async () => {
    const { page } = await openHydrated(`/zh-CN${LONG_RUN}`);
    await page.getByRole('heading', { name: '性能测试', level: 1 }).waitFor();
    await runner(page).getByRole('button', { name: '运行', exact: true }).click();
    await page.getByRole('progressbar', { name: '测试进度' }).waitFor();
    await progressAbove(page, 0);
    await runner(page).getByRole('button', { name: '停止', exact: true }).click();
    await status(page)
      .filter({ hasText: /^已停止。/ })
      .waitFor();
  });

  it('speaks Chinese on /zh-CN/benchmark after a run', async () => {
    const { page } = await openHydrated(`/zh-CN${SMALL_RUN}`);
    await runToTheEnd(page, '运行', /^已完成，用时 \d+ 秒。$/);
    const chinese = /[\u4e00-\u9fff]/;
    const texts = await page
      .locator('.site-bench :is(thead th, dt, h3, caption, p, li)')
      .allTextContents();
    const notChinese = texts.filter((text) => text.trim() && !chinese.test(text));
    expect(notChinese).toEqual([]);
    await runner(page)
      .getByRole('img', { name: /^本浏览器中的挂载和改变宽度时间/ })
      .waitFor();
    await page.getByRole('heading', { name: '仓库中的数据', level: 2 }).waitFor();
  });

  it.each(['ours', 'upstream', 'legacy'])(
    "counts the list's commits as <React.Profiler> does where React reports to it: %s",
    async (implementation) => {
      // A test page with React's development build, whose Profiler reports every commit.
      const { page } = await openPage('/__tests__/benchmark-commits.html');
      const counts = await page.evaluate(
        (which) =>
          (
            window as unknown as {
              countCommits: (
                implementation: string,
                n: number,
                resizes: number,
              ) => Promise<{ profiler: number; list: number }>;
            }
          ).countCommits(which, 50, 5),
        implementation,
      );
      expect(counts.profiler).toBeGreaterThan(0);
      expect(counts.list).toBe(counts.profiler);
    },
  );

  it('loads @rc-component/overflow only here, once a run starts; / never loads it', async () => {
    // A context of its own, with an empty HTTP cache: in a tab another test ran the benchmark in,
    // the run's chunks come from the cache (a 304 has no body to read) or are not requested at all.
    const { page } = await openHydrated(SMALL_RUN, { ownContext: true });
    const scripts: Promise<ScriptRead>[] = [];
    const onRunScript = (response: Response) => {
      if (isScript(response)) scripts.push(readScript(response));
    };
    page.on('response', onRunScript);
    await runToTheEnd(page);
    // No read may start after this test has closed its page.
    page.off('response', onRunScript);
    const loadedByRun = await Promise.all(scripts);
    expect(loadedByRun.filter(({ upstream }) => upstream).length).toBeGreaterThan(0);

    // The landing page, loaded from scratch, every script it loads read as it arrives, until it
    // has hydrated: by then it has loaded all the code it runs.
    const landingScripts: Promise<ScriptRead>[] = [];
    const onLandingScript = (response: Response) => {
      if (isScript(response)) landingScripts.push(readScript(response));
    };
    const landing = await openHydrated('/', {
      waitUntil: 'networkidle',
      beforeLoad: async (context) => {
        context.on('response', onLandingScript);
      },
    });
    landing.context.off('response', onLandingScript);
    const onLanding = await Promise.all(landingScripts);
    expect(onLanding.length).toBeGreaterThan(0);
    expect(onLanding.filter(({ upstream }) => upstream)).toEqual([]);
    const runChunks = new Set(loadedByRun.map(({ url }) => new URL(url).pathname));
    expect(onLanding.filter(({ url }) => runChunks.has(new URL(url).pathname))).toEqual([]);
  });
});
