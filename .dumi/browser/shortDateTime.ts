// The footer's "Last update" as Intl's short date and time write it ("11/28/26, 6:41 AM",
// "2026/11/28 06:41"), from the date's own fields for the site's two languages: a page's first
// Intl.DateTimeFormat loads the locale data, a 120 ms task on a phone 4× slower (PERFORMANCE.md).

const pad = (value: number) => String(value).padStart(2, '0');

export function formatShortDateTime(locale: string, time: number | Date): string {
  const date = new Date(time);
  const year = date.getFullYear();
  const month = date.getMonth() + 1;
  const day = date.getDate();
  const hours = date.getHours();
  const minutes = pad(date.getMinutes());
  if (Number.isNaN(year)) return '';
  if (/^en(-US)?$/i.test(locale)) {
    // Intl's own space before AM/PM is a narrow no-break one in some engines: a plain one here.
    return `${month}/${day}/${pad(year % 100)}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  }
  if (/^zh(-CN|-Hans(-CN)?)?$/i.test(locale))
    return `${year}/${month}/${day} ${pad(hours)}:${minutes}`;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(date);
}
