/**
 * What the shop's country decides: the language a till there starts in, the locale every date, time, number
 * and amount is written in (on screen and on paper), and the time zone its days are kept in. Built on Intl's
 * own CLDR data (likely subtags, the locales it holds, a region's zones), so a new country needs no table here.
 */
import { isLanguage, type Language } from './languages';

/**
 * Where French is what shops write (an official language) though CLDR's likeliest language is another the till
 * does not speak (Wolof, Bambara, Hausa…): there a till starts in French, not English.
 */
const FRENCH_WRITTEN = new Set(['SN', 'ML', 'NE', 'CF', 'BI', 'HT', 'MG']);

/** The language most of the country's people write, when the till speaks it; else English. */
export function languageOfCountry(country: string): Language {
  if (FRENCH_WRITTEN.has(country)) return 'fr';
  try {
    const likely = new Intl.Locale(`und-${country}`).maximize().language;
    return isLanguage(likely) ? likely : 'en';
  } catch {
    return 'en';
  }
}

/** The nearest locale Intl holds for a language, where the country's own is unknown to it (en-MA is not). */
const NEAREST: Readonly<Record<Language, string>> = { en: 'en-GB', fr: 'fr-FR', ar: 'ar' };

const locales = new Map<string, string>();

/**
 * The Intl locale for this language as it is written in this country: en-NG, fr-FR, fr-MA, ar-MA. Only a
 * region whose conventions Intl knows keeps its own tag; otherwise the language's nearest (day-month order, the
 * 24-hour clock) rather than Intl's bare "en", which is American. Arabic keeps Latin digits, so an amount on
 * screen reads as the keypad that typed it.
 */
export function shopLocale(language: Language, country: string): string {
  const key = `${language}-${country}`;
  let locale = locales.get(key);
  if (locale === undefined) {
    locale = knownRegion(language, country) ? key : NEAREST[language];
    if (language === 'ar') locale += '-u-nu-latn';
    locales.set(key, locale);
  }
  return locale;
}

function knownRegion(language: Language, country: string): boolean {
  if (!/^[A-Z]{2}$/.test(country)) return false;
  try {
    // Intl answers a region it lacks with the bare language: "en-MA" resolves to "en".
    return new Intl.DateTimeFormat(`${language}-${country}`).resolvedOptions().locale.toUpperCase().endsWith(`-${country}`);
  } catch {
    return false;
  }
}

/**
 * Every country a shop can stand in (ISO 3166-1, less the uninhabited), for the first run, before the service's
 * catalog can be read: Intl names them in the page's language.
 */
export const SHOP_COUNTRIES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG ' +
  'CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI ' +
  'GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB ' +
  'LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP ' +
  'NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST ' +
  'SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

/** The time zones of a country, as Intl lists them (V8 has had both spellings of the accessor). */
export function zonesOfCountry(country: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${country}`) as Intl.Locale & { getTimeZones?(): string[]; timeZones?: string[] };
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}

/**
 * The zone a shop in this country keeps its days in, given the machine's: the machine's when it is one of the
 * country's (a machine set up for the shop knows best), else the country's only zone; null when the country has
 * several and the machine's is none of them (UTC, or set up elsewhere): then a person must choose.
 */
export function shopZone(country: string, machineZone: string): { zone: string | null; choices: string[] } {
  const choices = zonesOfCountry(country);
  // A country Intl lists no zone for (Kosovo): the machine's is all there is to go by.
  if (choices.length === 0 || choices.includes(machineZone)) return { zone: machineZone, choices };
  return { zone: choices.length === 1 ? (choices[0] ?? null) : null, choices };
}
