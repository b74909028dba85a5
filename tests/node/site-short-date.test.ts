import { formatShortDateTime } from '../../.dumi/browser/shortDateTime';

const intlFormat = (locale: string) => {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  // Engines differ on the space before AM/PM (a narrow no-break space in newer ICU).
  return (time: number) => format.format(time).replace(/\s/g, ' ');
};

const ZONES = ['UTC', 'America/Los_Angeles', 'Asia/Shanghai', 'Asia/Kolkata', 'Pacific/Chatham'];
const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

describe.each(ZONES)('the footer date in %s', (zone) => {
  beforeAll(() => {
    process.env.TZ = zone;
  });

  it.each(['en-US', 'zh-CN'])('reads as Intl writes it in %s', (locale) => {
    // Every 97 minutes over two years, across months, years, daylight saving and all hours.
    const start = Date.UTC(2025, 0, 1);
    const expectedAt = intlFormat(locale);
    const mismatches: string[] = [];
    for (let time = start; time < start + 2 * 366 * 24 * 3600e3; time += 97 * 60e3) {
      const ours = formatShortDateTime(locale, time);
      const expected = expectedAt(time);
      if (ours !== expected)
        mismatches.push(`${new Date(time).toISOString()}: ${ours} != ${expected}`);
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});

it('uses Intl for any other language, and gives nothing for an invalid date', () => {
  const time = Date.UTC(2026, 10, 28, 6, 41);
  expect(formatShortDateTime('de-DE', time)).toBe(intlFormat('de-DE')(time));
  expect(formatShortDateTime('en-US', NaN)).toBe('');
});
