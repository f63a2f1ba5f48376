/**
 * Promotion dates reach us in three spellings: RFC 2822 ('Mon, 25 Jun 2018 06:00:00 +0000'),
 * the service's own 'YYYY-MM-DD HH:mm:ss', and ISO 8601. Date.parse would read the zone-less forms
 * in the machine's local zone, which differs between tills; the service keeps its clock in UTC,
 * so a time without a zone is read as UTC here.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const RFC_2822 =
  /^(?:[a-z]{3},\s*)?(\d{1,2})\s+([a-z]{3})\s+(\d{4})\s+(\d{2}):(\d{2})(?::(\d{2}))?\s*(?:([+-]\d{2})(\d{2})|gmt|ut|utc|z)?$/i;

const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[t ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(?:(z)|([+-]\d{2}):?(\d{2})?)?$/i;

interface DateParts {
  year: number;
  month: number; // 0-based
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  offsetMinutes: number;
}

/** The service's own spelling, which nearly every date is in. */
const SERVICE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** The instant as an ISO 8601 UTC string, or null when the text is none of the three spellings. */
export function toIsoTimestamp(text: string): string | null {
  const trimmed = text.trim();
  const quick = serviceTimeToIso(trimmed);
  if (quick !== undefined) return quick;
  // The two spellings exclude each other (four digits and a dash, or a day of one or two digits and a space).
  const parts = parseIsoLike(trimmed) ?? parseRfc2822(trimmed);
  if (!parts) return null;
  const local = Date.UTC(parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second, parts.millisecond);
  const check = new Date(local);
  // Date.UTC rolls 30 February over into March; such a date is a typo, not a moment.
  const real =
    check.getUTCFullYear() === parts.year &&
    check.getUTCMonth() === parts.month &&
    check.getUTCDate() === parts.day &&
    parts.hour < 24 &&
    parts.minute < 60 &&
    parts.second < 60;
  return real ? new Date(local - parts.offsetMinutes * 60_000).toISOString() : null;
}

/**
 * 'YYYY-MM-DD HH:mm:ss' is already UTC and ISO but for two characters, so a real date is answered without a
 * Date (a country's operators carry a few dozen promotion dates, read at every catalog sync). Anything else,
 * an impossible date included, is left to the general reading: undefined.
 */
function serviceTimeToIso(text: string): string | undefined {
  const m = SERVICE_TIME.exec(text);
  if (!m) return undefined;
  const [, year = '', month = '', day = '', hour = '', minute = '', second = ''] = m;
  const y = Number(year);
  const mo = Number(month);
  // Date.UTC reads years below 100 as 19xx, which the general reading then refuses.
  const real = y >= 100 && mo >= 1 && mo <= 12 && Number(day) >= 1 && Number(day) <= daysInMonth(y, mo) && Number(hour) < 24 && Number(minute) < 60 && Number(second) < 60;
  return real ? `${year}-${month}-${day}T${hour}:${minute}:${second}.000Z` : undefined;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function parseRfc2822(text: string): DateParts | null {
  const m = RFC_2822.exec(text);
  if (!m) return null;
  const [, day, monthName = '', year, hour, minute, second, offsetHours, offsetMins] = m;
  const month = MONTHS.indexOf(monthName.toLowerCase());
  if (month < 0) return null;
  return {
    year: Number(year),
    month,
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second ?? 0),
    millisecond: 0,
    offsetMinutes: offset(offsetHours, offsetMins),
  };
}

function parseIsoLike(text: string): DateParts | null {
  const m = ISO_LIKE.exec(text);
  if (!m) return null;
  const [, year, month, day, hour, minute, second, fraction, , offsetHours, offsetMins] = m;
  return {
    year: Number(year),
    month: Number(month) - 1,
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
    millisecond: fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0,
    offsetMinutes: offset(offsetHours, offsetMins),
  };
}

function offset(hours: string | undefined, minutes: string | undefined): number {
  if (!hours) return 0;
  const sign = hours.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(hours)) * 60 + Number(minutes ?? 0));
}
