/** The service's time formats. Every timestamp is UTC. */

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** `YYYY-MM-DD HH:mm:ss`, the format of timeStamp, transactionDate and updatedAt. */
export function formatServiceTime(epochMs: number): string {
  const d = new Date(epochMs);
  return (
    `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** ISO 8601 with a numeric offset (`2021-05-18T15:29:50.022+0000`), as the not-found body carries it. */
export function formatIsoWithOffset(epochMs: number): string {
  return new Date(epochMs).toISOString().replace('Z', '+0000');
}

const SERVICE_TIME = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

/**
 * Parses a report filter date. Lenient on padding because the vendor SDK sends `2024-1-5 3:4:5`;
 * a bare date means the start of that day, or its last second when `endOfDay` is set.
 * Returns null for text that is not a date.
 */
export function parseServiceTime(text: string, endOfDay = false): number | null {
  const match = SERVICE_TIME.exec(text.trim());
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds] = match.map((part) => (part === undefined ? undefined : Number(part)));
  const timeGiven = hours !== undefined;
  const epochMs = Date.UTC(
    year as number,
    (month as number) - 1,
    day as number,
    timeGiven ? hours : endOfDay ? 23 : 0,
    timeGiven ? minutes : endOfDay ? 59 : 0,
    timeGiven ? (seconds ?? 0) : endOfDay ? 59 : 0,
  );
  const check = new Date(epochMs);
  if (check.getUTCMonth() !== (month as number) - 1 || check.getUTCDate() !== day) return null;
  return epochMs;
}

/** Start of the UTC day holding `epochMs`: daily limits reset at UTC midnight. */
export function startOfUtcDay(epochMs: number): number {
  const d = new Date(epochMs);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}
