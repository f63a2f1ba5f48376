/**
 * The time zones a business day can be kept in: every zone this browser knows (UTC first, the saved one even
 * if it knows it not), each named as a person reads it, with its offset today, and found by any part of it.
 */
export interface ZoneOption {
  id: string;
  name: string;
}

export function timeZoneOptions(saved: string, locale: string): ZoneOption[] {
  const now = new Date();
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone'), saved]);
  return [...zones].map((id) => ({ id, name: zoneName(id, locale, now) }));
}

function zoneName(id: string, locale: string, now: Date): string {
  const place = id.replaceAll('_', ' ');
  try {
    const offset = new Intl.DateTimeFormat(locale, { timeZone: id, timeZoneName: 'shortOffset' }).formatToParts(now).find((part) => part.type === 'timeZoneName')?.value;
    return offset && offset !== place ? `${place} (${offset})` : place;
  } catch {
    // A zone this browser does not know (saved elsewhere): its name is all there is to show.
    return place;
  }
}

/** Whether a zone's name holds what was typed, whatever the case, the accents, or a space for an underscore. */
export function zoneMatches(option: ZoneOption, typed: string): boolean {
  const wanted = plain(typed);
  return wanted === '' || plain(option.name).includes(wanted) || plain(option.id).includes(wanted);
}

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replaceAll('_', ' ')
    .toLowerCase()
    .trim();
}
