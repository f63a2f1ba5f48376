/**
 * Passwords kept as scrypt hashes (node:crypto): "scrypt$N$r$p$salt$hash", salt and hash base64. Checking a name
 * nobody has runs scrypt too, on a hash made once at start, so the time of an answer never tells an unknown name
 * from a wrong password.
 */
import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 1 << 15;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
// 128·N·r bytes for N = 2^15 is 32 MiB, above Node's default 32 MiB limit by its own bookkeeping.
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_BYTES, { N: n, r, p, maxmem: MAX_MEM }, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const HASH = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

export function isPasswordHash(text: unknown): text is string {
  return typeof text === 'string' && HASH.test(text);
}

export async function passwordMatches(password: string, hash: string): Promise<boolean> {
  const match = HASH.exec(hash);
  if (!match) return false;
  const [, n, r, p, salt, expected] = match;
  const wanted = Buffer.from(expected!, 'base64');
  const key = await derive(password, Buffer.from(salt!, 'base64'), Number(n), Number(r), Number(p));
  return key.length === wanted.length && timingSafeEqual(key, wanted);
}

/** A short digest of a stored hash: a session keeps it, not the hash, to see the password has changed since. */
export function hashFingerprint(hash: string): string {
  return createHash('sha256').update(hash).digest('base64url');
}
