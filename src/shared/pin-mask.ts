/**
 * A PIN as a screen may show it unasked: every character but the last few hidden, so a clerk can tell two
 * vouchers apart without being handed the code. The code itself leaves the core only as a counted copy (a print,
 * a PDF, "Show PIN"). Pure.
 */
const HIDDEN = '•';

export function maskPin(code: string): string {
  const chars = Array.from(code.replace(/[\s\u0085]+/g, ''));
  // Long codes show their last four, short ones two; a code of four or fewer shows nothing.
  const shown = chars.length >= 8 ? 4 : chars.length > 4 ? 2 : 0;
  return HIDDEN.repeat(chars.length - shown) + chars.slice(chars.length - shown).join('');
}
