/**
 * What the on-screen text keyboard's keys do to the text being typed: a character replaces the selection (or
 * goes in at the caret), backspace removes the selection or the character before the caret.
 */

/** One character, or 'back' for backspace. */
export type TextKey = string;

export interface TextEdit {
  value: string;
  /** Where the caret goes after the key. */
  caret: number;
}

export function typeTextKey(value: string, selection: { start: number; end: number }, key: TextKey, maxLength = Infinity): TextEdit {
  const start = Math.max(0, Math.min(selection.start, selection.end, value.length));
  const end = Math.min(value.length, Math.max(selection.start, selection.end, start));
  if (key === 'back') {
    if (start !== end) return { value: value.slice(0, start) + value.slice(end), caret: start };
    if (start === 0) return { value, caret: 0 };
    return { value: value.slice(0, start - 1) + value.slice(end), caret: start - 1 };
  }
  const kept = value.length - (end - start);
  if (kept + key.length > maxLength) return { value, caret: end };
  return { value: value.slice(0, start) + key + value.slice(end), caret: start + key.length };
}
