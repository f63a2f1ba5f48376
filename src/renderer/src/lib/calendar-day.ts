/**
 * A business day in the page's language. A business day is a calendar date, so it is read in UTC: no zone may
 * move it to the day before.
 */
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

export function dayLabel(day: string, locale: string): string {
  const [y, m, d] = parts(day);
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}
