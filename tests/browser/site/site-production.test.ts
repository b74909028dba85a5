import fs from 'node:fs';
import path from 'node:path';
import { openPage } from '../harness';
import { CRASH_DEMO_ID } from '../demo-export-helpers';

const TEST_ONLY_TEXT = ['crashDemoShouldThrow', 'Crash demo threw on purpose', '(test only)'];
const DOCSEARCH = /\.DocSearch-|docsearch-(js|css)/i;

it('the production build has no file, route, name or global of the test-only pages, and no hosted search code', () => {
  const root = process.env.SITE_RUN_DIR as string;
  const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((file) =>
    fs.statSync(path.join(root, file)).isFile(),
  );
  const found = files.flatMap((file) => {
    if (/crash|test-demos/i.test(file)) return [file];
    if (!/\.(html|js|json|css|txt|xml)$/.test(file)) return [];
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const named = [...TEST_ONLY_TEXT, CRASH_DEMO_ID, 'test-demos'].filter((needle) =>
      text.includes(needle),
    );
    if (/\.(js|css)$/.test(file) && DOCSEARCH.test(text)) named.push('DocSearch');
    return named.map((needle) => `${file}: ${needle}`);
  });
  expect({ many: files.length > 10, found }).toEqual({ many: true, found: [] });
});

it("the production build compiles the pages' own code for the site's targets, not to ES5", () => {
  const root = process.env.SITE_RUN_DIR as string;
  // The docs' meta (dumi's generated code), the demos' index and the playground: each has
  // `async` functions, which ES5 turns into regenerator machines (`_context.prev = _context.next`).
  const chunks = fs
    .readdirSync(root)
    .filter((file) => /^(meta__docs|demos|playground)\b.*\.js$/.test(file));
  const es5 = chunks.filter((file) =>
    /\.prev=[\w$]+\.next/.test(fs.readFileSync(path.join(root, file), 'utf8')),
  );
  expect({ chunks: chunks.length >= 3, es5 }).toEqual({ chunks: true, es5: [] });
});

it('the production build answers the test-only addresses with "not found", and lists no crash page', async () => {
  const opened = await openPage(`/~demos/${CRASH_DEMO_ID}`, { allowConsoleErrors: true });
  const { page, url, errors } = opened;
  await page.getByText(`Demo ${CRASH_DEMO_ID} not found :(`).waitFor();
  expect(errors.every((e) => /status of 404 \(Not Found\)/.test(e))).toBe(true);
  for (const address of ['/crash', `/_demos/${CRASH_DEMO_ID}`])
    expect((await page.request.get(url(address))).status()).toBe(404);
  await page.goto(url('/demo/base'));
  await page.getByRole('heading', { name: 'base', level: 1 }).waitFor();
  expect(await page.getByText(/crash/i).count()).toBe(0);
});
