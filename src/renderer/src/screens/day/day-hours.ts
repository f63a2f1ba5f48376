/**
 * The hours the Day screen's "Sales by hour" shows, and their names. A business day runs from its start hour (a
 * bar open past midnight puts 01:00 after 23:00), so its hours are drawn in that order; the figure shows the hours
 * from the first that sold to the last, at least `minimum` of them around the sales, so a morning's one sale is a
 * bar among its neighbours, not the whole width.
 */

export function shownHours(sold: readonly number[], startHour: number, minimum = 8): number[] {
  if (sold.length === 0) return [];
  const place = (hour: number) => (hour - startHour + 24) % 24;
  const first = Math.min(...sold.map(place));
  const last = Math.max(...sold.map(place));
  const span = last - first + 1;
  const width = Math.max(span, Math.min(minimum, 24));
  const start = Math.min(Math.max(0, first - Math.floor((width - span) / 2)), 24 - width);
  return Array.from({ length: width }, (_, at) => (startHour + start + at) % 24);
}

const hourFormats = new Map<string, { hour: Intl.DateTimeFormat; range: Intl.DateTimeFormat }>();

/** How the shop's language writes an hour ("2 PM", "14 h") and an hour's span ("2:00 PM – 3:00 PM"). */
export function hourNames(locale: string): { hour(hour: number): string; span(hour: number): string } {
  let formats = hourFormats.get(locale);
  if (!formats) {
    // An hour of no day in particular: UTC, where every hour exists once.
    formats = { hour: new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }), range: new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }) };
    hourFormats.set(locale, formats);
  }
  const at = (hour: number) => Date.UTC(2000, 0, 1, hour);
  const { hour, range } = formats;
  // Each end written alone: a range ending at midnight would be written with both dates.
  return { hour: (h) => hour.format(at(h)), span: (h) => `${range.format(at(h))} – ${range.format(at((h + 1) % 24))}` };
}
