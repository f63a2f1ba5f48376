/**
 * A PIN code as a clerk reads it aloud: groups of four (of three when four would leave one character alone),
 * so "12345678901234" reads "1234 5678 9012 34". Short codes stay whole.
 */
import { pinCharacters } from '../../shared/pin-mask';

export function groupPin(code: string): string {
  // Spaces and line breaks are no part of a code: the PIN stays one line.
  const chars = pinCharacters(code);
  if (chars.length <= 6) return chars.join('');
  const size = chars.length % 4 === 1 ? 3 : 4;
  const groups: string[] = [];
  for (let i = 0; i < chars.length; i += size) groups.push(chars.slice(i, i + size).join(''));
  return groups.join(' ');
}
