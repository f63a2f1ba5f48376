/**
 * A PIN code as a clerk reads it aloud: groups of four, the last nine as three threes where fours would leave one
 * character alone, so "12345678901234" reads "1234 5678 9012 34" and "1234567890123" "1234 567 890 123". Short
 * codes stay whole.
 */
import { pinCharacters } from '../../shared/pin-mask';

export function groupPin(code: string): string {
  // Spaces and line breaks are no part of a code: the PIN stays one line.
  const chars = pinCharacters(code);
  if (chars.length <= 6) return chars.join('');
  const threesAtTheEnd = chars.length % 4 === 1;
  const groups: string[] = [];
  for (let at = 0; at < chars.length; ) {
    const size = threesAtTheEnd && chars.length - at <= 9 ? 3 : 4;
    groups.push(chars.slice(at, at + size).join(''));
    at += size;
  }
  return groups.join(' ');
}
