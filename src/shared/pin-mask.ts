/**
 * A PIN as a screen or an event may carry it unasked: none of its characters, only how long it is. The code itself
 * leaves the core only as a counted copy (a print, a PDF, "Show PIN"); a clerk tells two vouchers apart by their
 * serial. Pure.
 */
const HIDDEN = '•';

/** A code's characters, without the spaces and line breaks (NEL, U+0085, too, which \s misses) that are no part of it. */
export const pinCharacters = (code: string): string[] => Array.from(code.replace(/[\s\u0085]+/g, ''));

export function maskPin(code: string): string {
  return HIDDEN.repeat(pinCharacters(code).length);
}
