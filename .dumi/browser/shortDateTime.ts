// Intl's short date and time ("11/28/26, 6:41 AM") from the date's own fields in the site's two
// languages: a page's first Intl.DateTimeFormat loads locale data, 120 ms at 4x (PERFORMANCE.md).

const pad = (value: number) => String(value).padStart(2, '0');

export function formatShortDateTime(locale: string, time: number | Date): string {
  const date = new Date(time);
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const day = date.getDate();
  const hours = date.getHours();
  const minutes = pad(date.getMinutes());
  if (Number.isNaN(year)) return '';
  // Intl's own space before AM/PM is a narrow no-break one in some engines: a plain one here.
  if (/^en(-US)?$/i.test(locale))
    return `${month}/${day}/${pad(year % 100)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  if (/^zh(-CN|-Hans(-CN)?)?$/i.test(locale))
    return `${year}/${month}/${day} ${pad(hours)}:${minutes}`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}
