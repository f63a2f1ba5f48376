/**
 * Fitting text to a receipt's columns: whole words where they fit, a word longer than a line broken where it
 * must be. Lengths count characters (code points), the unit a thermal printer's columns are counted in.
 */
import { safeText } from './safe-text';

export function length(text: string): number {
  return Array.from(text).length;
}

/**
 * Text as a printer can take it: no control character (safe-text.ts; a stray ESC in the service's PIN
 * instructions would be a printer command), and spaces its font lacks (Intl puts narrow and no-break spaces in
 * times and French numbers) as plain ones. Line breaks stay: they separate paragraphs.
 */
export function printable(text: string): string {
  return safeText(text).replace(/[\u00A0\u2007\u2009\u202F]/g, ' ');
}

function chunks(word: string, width: number): string[] {
  const chars = Array.from(word);
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += width) out.push(chars.slice(i, i + width).join(''));
  return out;
}

/** The text's lines, each at most `width` characters; an empty text is no lines. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const pieces = length(word) > width ? chunks(word, width) : [word];
      for (const piece of pieces) {
        if (line === '') line = piece;
        else if (length(line) + 1 + length(piece) <= width) line = `${line} ${piece}`;
        else {
          lines.push(line);
          line = piece;
        }
      }
    }
    if (line !== '') lines.push(line);
  }
  return lines;
}
