/** Business days as "YYYY-MM-DD" text, counted in UTC so no time zone or DST moves a day. */
const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A day the office can be asked about: a real date (2026-02-28 is one; 2026-02-30 and 2026-13-45 are not, though
 * Date would roll them over), from 1900 on, so a range and the one before it (trends) stay dates PostgreSQL takes.
 */
export function isKnownDay(day: string): boolean {
  const at = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= '1900-01-01' && Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === day;
}

/** How many days from `from` to `to`, both included (0 or less when `to` is before `from`), without listing them. */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Days from `from` to `to`, both included (empty when `to` is before `from`); counted, so the year 9999 ends too. */
export function daysFrom(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, dayCount(from, to)) }, (_, i) => addDays(from, i));
}

/** The business day at `now` in `timeZone` (undefined: this machine's). */
export function dayAt(now: number, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
}
