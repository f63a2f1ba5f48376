/**
 * An operator's generated logo: a rounded square in its brand's colour with the brand's initials in white.
 * Drawn from the brand alone, so "MTN Nigeria" and "MTN Ghana Data" share MTN's logo, as real brands do.
 */
import { hashString } from '../random';

const VOWELS = /[aeiouy]/i;

/** The brand is the name's first word: "Orange Mali" and "Orange France" are one brand. */
const brandOf = (name: string): string => name.trim().split(/\s+/)[0] ?? '';

/** A hyphen or a capital inside the brand starts a part ("T-Mobile", "AirtelTigo"). */
function brandParts(name: string): string[] {
  return brandOf(name).split(/-|(?<=[a-z])(?=[A-Z])|(?<=\d)(?=[A-Za-z])/).filter((part) => part.length > 0);
}

/** The brand as a file name: "AT&T USA" → "at-t". */
export function brandSlug(name: string): string {
  return brandOf(name).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'operator';
}

/**
 * Initials as a clerk would recognise them: an acronym or a short word as it is ("MTN", "AT&T", "O2", "Jio"),
 * parts' first letters ("T-Mobile" → "TM", "AirtelTigo" → "AT"), else the first letter and the one
 * opening the last syllable, ignoring a silent final e ("Airtel" → "AT", "Vodafone" → "VF").
 */
export function brandInitials(name: string): string {
  const parts = brandParts(name);
  const [word] = parts;
  if (word === undefined) return '?';
  if (parts.length > 1) return parts.map((part) => part[0]!).join('').slice(0, 4).toUpperCase();
  if (word.length <= 3 || word === word.toUpperCase()) return word.slice(0, 4).toUpperCase();
  const letters = /e$/i.test(word) ? word.slice(0, -1) : word;
  let last = letters.length - 1;
  while (last > 0 && !VOWELS.test(letters[last]!)) last -= 1;
  while (last > 0 && VOWELS.test(letters[last - 1]!)) last -= 1;
  const opener = last > 1 ? letters[last - 1]! : word[1]!;
  return `${word[0]}${opener}`.toUpperCase();
}

/** The brand's colour, the same wherever it operates. */
export function brandColour(name: string): string {
  const hash = hashString(`logo:${brandParts(name).join('')}`);
  const hue = hash % 360;
  const saturation = 0.55 + ((hash >>> 9) % 25) / 100;
  // Dark enough that white bold initials keep a 3:1 contrast even on yellow, the lightest hue.
  const lightness = 0.25 + ((hash >>> 17) % 9) / 100;
  // HSL → RGB, written out as hex: every SVG renderer knows #rrggbb.
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = lightness - chroma / 2 * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255).toString(16).padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const FONT_SIZE: Readonly<Record<number, number>> = { 1: 48, 2: 40, 3: 32, 4: 25 };

export function logoSvg(name: string): string {
  const initials = brandInitials(name);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="20" fill="${brandColour(name)}"/>` +
    `<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-weight="700" font-size="${FONT_SIZE[initials.length] ?? 25}" fill="#fff">` +
    `${escapeXml(initials)}</text></svg>`
  );
}
