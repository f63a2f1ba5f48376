/** The web host's per-launch secret: whoever holds it may drive the till, so it is random and compared in constant time. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function createAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenMatches(expected: string, given: string | null | undefined): boolean {
  if (!given) return false;
  // Digests first: equal lengths for timingSafeEqual, and no early exit that tells a guesser how much was right.
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given));
}
