/**
 * Business days: a shop's day starts at a configurable hour in its own time zone (a bar open past midnight
 * counts 01:30 as the evening before). Pure functions of an instant, an hour and an IANA zone.
 */
export interface BusinessDayRule {
  startHour: number;
  timeZone: string;
}

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Wall-clock fields of an instant in a time zone. */
function wallClock(instant: Date, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** The hour (0-23) the zone's clock shows at an instant: a sale's hour in the shop's own time. */
export function localHourOf(instant: Date, timeZone: string): number {
  return wallClock(instant, timeZone).hour;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the zone's clock shows the given local time (the later one across a DST change). */
export function zonedToInstant(year: number, month: number, day: number, hour: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day, hour);
  let instant = guess - zoneOffsetMs(new Date(guess), timeZone);
  instant = guess - zoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

function isoDay(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The last answer per zone, by the second it was asked for: a sale asks for its day, and the status read after
 * it asks again within the same second. The wall clock has whole seconds, so the answer is the same.
 */
const lastDay = new Map<string, { second: number; day: string }>();

/** The business day (YYYY-MM-DD) an instant belongs to. */
export function businessDayOf(instant: Date, rule: BusinessDayRule): string {
  const second = Math.floor((instant.getTime() - rule.startHour * 3_600_000) / 1000);
  const last = lastDay.get(rule.timeZone);
  if (last?.second === second) return last.day;
  const w = wallClock(new Date(second * 1000), rule.timeZone);
  // Shifting by whole hours is exact except across a DST change at the start hour; good enough for a label,
  // and the day's bounds below are computed exactly.
  const day = isoDay(w.year, w.month, w.day);
  lastDay.set(rule.timeZone, { second, day });
  return day;
}

/** The day after a business day (calendar arithmetic, no zone involved). */
export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  return isoDay(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
}

export function previousDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const previous = new Date(Date.UTC(y, m - 1, d - 1));
  return isoDay(previous.getUTCFullYear(), previous.getUTCMonth() + 1, previous.getUTCDate());
}

/** The instants a business day runs between: [from, to). */
export function businessDayBounds(day: string, rule: BusinessDayRule): { from: Date; to: Date } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [ny, nm, nd] = nextDay(day).split('-').map(Number) as [number, number, number];
  return { from: zonedToInstant(y, m, d, rule.startHour, rule.timeZone), to: zonedToInstant(ny, nm, nd, rule.startHour, rule.timeZone) };
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}
