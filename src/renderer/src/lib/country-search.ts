/**
 * The country picker's list: the countries used lately first, then every other by name in the page's
 * language, and the search that narrows it by name (local or English), ISO code or calling code. Free of React.
 */
import type { Country, RecentNumber } from '@shared/contract';

export interface CountryChoice {
  iso: string;
  /** In the page's language when Intl knows it, else the catalog's. */
  name: string;
  /** "+234"; empty when the catalog has none. */
  callingCode: string;
  /** The catalog's own (English) name, searched too: a clerk may know a country by it. */
  catalogName: string;
}

/** The picker's list as the dialog shows it: every choice, and the recent ones ahead of the others; or why not yet. */
export interface Choices {
  all: CountryChoice[];
  recent: CountryChoice[];
  others: CountryChoice[];
  error: Error | null;
  loading: boolean;
}

/** What each choice is called, on the button and in the list: "Nigeria +234". */
export function choiceLabel(choice: CountryChoice): string {
  return choice.callingCode ? `${choice.name} ${choice.callingCode}` : choice.name;
}

export function callingCodeOf(country: Country): string {
  const digits = (country.callingCodes[0] ?? '').replace(/\D/g, '');
  return digits ? `+${digits}` : '';
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in `locale`; undefined for a code Intl does not accept (the catalog may have one). */
export function regionName(iso: string, locale: string): string | undefined {
  try {
    // One DisplayNames per language: making one costs far more than asking it (some 250 names at a time).
    let names = regionNames.get(locale);
    if (!names) regionNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })));
    return names.of(iso);
  } catch {
    return undefined;
  }
}

/** The catalog's countries named in `locale` (else the catalog's own name), in its alphabetical order. */
export function countryChoices(countries: readonly Country[], locale: string): CountryChoice[] {
  const order = new Intl.Collator(locale);
  return countries
    .map((country) => ({ iso: country.iso, name: regionName(country.iso, locale) ?? country.name, callingCode: callingCodeOf(country), catalogName: country.name }))
    .sort((a, b) => order.compare(a.name, b.name));
}

/** The shop's own country, then the countries of the recent numbers, newest first, each once. */
export function recentCountries(recent: readonly RecentNumber[], shopCountry: string): string[] {
  const phones = recent.flatMap((row) => (row.recipient.kind === 'phone' ? [row.recipient.country] : []));
  return [...new Set([shopCountry, ...phones].map((iso) => iso.toUpperCase()))];
}

/** The recent countries (in their order) ahead of the rest (alphabetical as given). */
export function withRecentFirst(choices: readonly CountryChoice[], recent: readonly string[]): { recent: CountryChoice[]; others: CountryChoice[] } {
  const byIso = new Map(choices.map((choice) => [choice.iso, choice]));
  const first = recent.flatMap((iso) => byIso.get(iso) ?? []);
  const taken = new Set(first.map((choice) => choice.iso));
  return { recent: first, others: choices.filter((choice) => !taken.has(choice.iso)) };
}

/** Case and accents do not count: "cote" finds Côte d'Ivoire. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** How well a choice answers the search, best 0; null when it does not. */
function rank(choice: CountryChoice, query: string): number | null {
  const code = /^\+?\d+$/.test(query) ? query.replace('+', '') : null;
  if (code !== null) {
    const own = choice.callingCode.slice(1);
    if (own === code) return 0;
    return own.startsWith(code) ? 3 : null;
  }
  const text = fold(query);
  if (fold(choice.iso) === text) return 0;
  const ranks = [choice.name, choice.catalogName].map((name) => {
    const folded = fold(name);
    if (folded === text) return 0;
    if (folded.startsWith(text)) return 1;
    return folded.split(/[\s\-'’(),.]+/).some((word) => word.startsWith(text)) ? 2 : null;
  });
  const found = ranks.filter((each) => each !== null);
  return found.length > 0 ? Math.min(...found) : null;
}

/** The choices the search finds, best first; among equals, in the order given. An empty search finds all. */
export function searchCountries(choices: readonly CountryChoice[], query: string): CountryChoice[] {
  const wanted = query.trim();
  if (!wanted) return [...choices];
  return choices
    .map((choice, index) => ({ choice, index, rank: rank(choice, wanted) }))
    .filter((each): each is { choice: CountryChoice; index: number; rank: number } => each.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((each) => each.choice);
}
