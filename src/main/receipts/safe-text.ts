/**
 * Text from outside the till made safe to lay out and print: the service's PIN fields, the shop's profile, the
 * names of clerks and operators. A control character could become a printer command (ESC, GS) or break a line
 * where the layout did not; U+FFFE, U+FFFF and lone surrogates are no characters at all, and the bitmap of a line
 * (an SVG) cannot even be read with one in it. Each becomes a visible '?', so a strange PIN looks strange on paper
 * rather than printing as something else. Line breaks stay, as '\n': they separate paragraphs, which the layout
 * puts on lines of their own.
 */

/** What stands in for a character that cannot be printed: every printer, font and code page has it. */
export const REPLACEMENT = '?';

const LINE_BREAKS = /\r\n|[\r\u0085\u2028\u2029]/g;
const UNSAFE = /[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/gu;
/**
 * Direction marks, embeddings, overrides and isolates say nothing themselves, and an override in a PIN or a name
 * would show its characters in another order; every renderer already isolates each line in its own direction.
 */
const BIDI_CONTROLS = /\p{Bidi_Control}/gu;

export function safeText(text: string): string {
  return text
    .replace(LINE_BREAKS, '\n')
    .replace(/\t/g, ' ')
    .replace(BIDI_CONTROLS, '')
    .replace(UNSAFE, (char) => (char === '\n' ? char : REPLACEMENT));
}

/** Every string in a document (its words, rows and notes, however deep), made safe; numbers and the rest as they are. */
export function safeTexts<T>(value: T): T {
  if (typeof value === 'string') return safeText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => safeTexts(item)) as T;
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, safeTexts(item)])) as T;
  return value;
}
