// Spelled out, not left to locale data, so the prerendered HTML and the browser's always agree.

/** `1234.56` → "1,234.6" (with `digits` decimals; grouping by thousands). */
export function formatNumber(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return '–';
  const [whole, fraction] = Math.abs(value).toFixed(digits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && Number(whole + (fraction ?? '')) !== 0 ? '-' : '';
  return fraction === undefined ? sign + grouped : `${sign}${grouped}.${fraction}`;
}

export const formatMs = (ms: number) => formatNumber(ms, Math.abs(ms) < 100 ? 1 : 0);

/** An ISO timestamp as "2026-11-22 20:41 UTC", the same wherever it is rendered. */
export function formatUtc(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : new Date(time).toISOString().replace(/T(.{5}).*/, ' $1 UTC');
}

/** `?sizes=20,50` as [20, 50]: the whole numbers from 1 to `max`, without repeats, at most four. */
export function parseCounts(value: string | null, max: number): number[] | null {
  const counts = (value ?? '')
    .split(',')
    .map(Number)
    .filter((count) => Number.isInteger(count) && count >= 1 && count <= max);
  return counts.length > 0 ? [...new Set(counts)].slice(0, 4) : null;
}
