/**
 * Text as anything from outside the till might hold it, for the property tests of everything that prints: any
 * UTF-16 code units (lone surrogates among them), controls a printer would obey, noncharacters, direction
 * overrides, line breaks of every kind, right-to-left and wide scripts, emoji, and words longer than any paper.
 */
import fc from 'fast-check';

const NASTY = [
  '\u0000',
  '\u0007',
  '\u0010\u0004\u0001',
  '\u001b@',
  '\u001dV\u0000',
  '\n',
  '\r\n',
  '\r',
  '\t',
  '\u007f',
  '\u0085',
  '\u009b',
  '\uFFFE',
  '\uFFFF',
  '\uFDD0',
  '\uD800',
  '\uDFFF',
  '\u{10FFFF}',
  '\u202E',
  '\u2066',
  '\u200F',
  '\u2028',
  '\u00A0',
  '\u202F',
  '\u0301',
];
const WORDS = ['عربي', 'قسيمة', 'שלום', '東京', '😀', '👨‍👩‍👧', 'Épicerie', 'ß', '—', '€', '1234', ' ', '  '];

const piece = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constantFrom(...NASTY),
  fc.constantFrom(...WORDS),
  // A word longer than any paper's line.
  fc.string({ unit: fc.constantFrom('W', 'م', '8', '😀'), minLength: 30, maxLength: 90 }),
);

/** Any text, empty included. */
export function anyText(maxPieces = 5): fc.Arbitrary<string> {
  return fc.array(piece, { maxLength: maxPieces }).map((pieces) => pieces.join(''));
}

/** Any text that is not empty (a voucher needs a PIN code to exist). */
export function someText(maxPieces = 5): fc.Arbitrary<string> {
  return fc.array(piece, { minLength: 1, maxLength: maxPieces }).map((pieces) => pieces.join('')).filter((text) => text !== '');
}

/** Anything a document must never hold: a control other than '\n', a noncharacter, a lone surrogate, a direction control. */
export const UNSAFE_TEXT = /(?!\n)[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}\p{Bidi_Control}]/u;
