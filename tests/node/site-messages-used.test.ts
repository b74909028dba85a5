import fs from 'node:fs';
import path from 'node:path';
import english from '../../.dumi/theme/locales/en-US.json';
import chinese from '../../.dumi/theme/locales/zh-CN.json';
import dumiEnglish from 'dumi/theme-default/locales/en-US.json';
import dumiChinese from 'dumi/theme-default/locales/zh-CN.json';

const ROOT = path.resolve(__dirname, '../..');
// The playground and the benchmark (site/) carry their own words, typed, beside them.
const SOURCES = ['.dumi/theme', '.dumi/browser', '.dumi/build'];

/** Ids asked for literally (`message('id'`, `formatMessage({ id: 'id'`), each with its file. */
function requestedIds() {
  const found = new Map<string, string>();
  const files = SOURCES.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((f) => path.join(ROOT, dir, f)),
  );
  for (const file of files.filter((f) => /\.tsx?$/.test(f))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /\b(?:message\(\s*|formatMessage\(\{\s*id:\s*)['"]([\w.-]+)['"]/g,
    )) {
      found.set(match[1], path.relative(ROOT, file));
    }
  }
  return found;
}

const TABLES = {
  'en-US': { ...dumiEnglish, ...english } as Record<string, string>,
  'zh-CN': { ...dumiChinese, ...chinese } as Record<string, string>,
};

const ids = requestedIds();

it('the ids the site asks for are found in the sources, the header skip link among them', () => {
  expect(ids.size).toBeGreaterThan(10);
  expect(ids.get('site.header.skip')).toBe('.dumi/theme/slots/Header/index.tsx');
});

it.each(Object.keys(TABLES) as (keyof typeof TABLES)[])(
  'has a message for every id the site asks for in %s',
  (locale) => {
    const missing = [...ids]
      .filter(([id]) => !TABLES[locale][id])
      .map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  },
);
