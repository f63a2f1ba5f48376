/**
 * Opening hours and the quiet till: a till is quiet when it has sent nothing for more than N minutes counted
 * within opening hours, in its own time zone (a night without sales is not silence). Pure, over the times given.
 */
export interface OpeningHours {
  /** Minutes after local midnight: open at `from`, closed from `to` on. */
  from: number;
  to: number;
}

const CLOCK = /^([01]\d|2[0-4]):([0-5]\d)$/;

function minutesOf(text: string): number | null {
  const match = CLOCK.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
}

/** "08:00-20:00" → {480, 1200}; null when it is not two times, the first before the second. */
export function parseOpeningHours(text: string): OpeningHours | null {
  const [from, to, ...rest] = text.split('-');
  if (rest.length || from === undefined || to === undefined) return null;
  const open = minutesOf(from.trim());
  const close = minutesOf(to.trim());
  return open !== null && close !== null && open < close ? { from: open, to: close } : null;
}

export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Minutes after local midnight at `at` in `timeZone` (undefined: this machine's). */
export function localMinute(at: number, timeZone: string | undefined): number {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })));
  const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
  return Number(parts.hour) * 60 + Number(parts.minute) + Number(parts.second) / 60;
}

const MINUTE = 60_000;

/**
 * Minutes of opening hours between `since` and `now`, counted back from `now` and no further than `enough` (the
 * caller only asks whether a till passed its limit): a jump per opening or closing, never a walk per minute.
 */
export function openMinutesBetween(since: number, now: number, hours: OpeningHours, timeZone: string | undefined, enough: number): number {
  let counted = 0;
  let at = now;
  while (at > since && counted <= enough) {
    const minute = localMinute(at, timeZone);
    if (minute > hours.from && minute <= hours.to) {
      // Open: back to this opening, or to `since`.
      const back = Math.min(minute - hours.from, (at - since) / MINUTE);
      counted += back;
      at -= back * MINUTE;
    } else {
      // Closed: back to the last closing time (today's, or yesterday's).
      const back = minute > hours.to ? minute - hours.to : minute + 24 * 60 - hours.to;
      at -= Math.max(back, 1 / 60) * MINUTE;
    }
  }
  return Math.floor(counted);
}

/** Quiet: never heard from, or silent for more than `quietMinutes` of opening hours. */
export function isQuiet(lastSeen: number | null, now: number, quietMinutes: number, hours: OpeningHours, timeZone: string | undefined): boolean {
  if (lastSeen === null) return true;
  return openMinutesBetween(lastSeen, now, hours, timeZone, quietMinutes) > quietMinutes;
}
