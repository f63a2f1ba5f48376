/**
 * Business days on the Day screen: the day before one (calendar arithmetic, the twin of shared's nextDay) and a
 * day in the page's language. A business day is a calendar date, so it is read and written in UTC: no zone may
 * move it to the day before.
 */
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

export function previousDay(day: string): string {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

export function dayLabel(day: string, locale: string): string {
  const [y, m, d] = parts(day);
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}
