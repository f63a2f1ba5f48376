/**
 * A PIN is stored only as a salted scrypt hash and compared in constant time. A 4–6 digit PIN has at most a
 * million values, so the hash must be slow enough that trying them all from a stolen file takes days: N=2^15
 * costs ~50–100 ms per try on a kiosk, which a clerk signing in never notices.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export interface PinHash {
  /** 'scrypt' with its parameters, so stronger ones can come later without breaking stored hashes. */
  algorithm: 'scrypt';
  n: number;
  r: number;
  p: number;
  salt: string;
  hash: string;
}

const KEY_BYTES = 32;
export const DEFAULT_COST = { n: 2 ** 15, r: 8, p: 1 } as const;

function derive(pin: string, salt: Buffer, cost: { n: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { N: cost.n, r: cost.r, p: cost.p, maxmem: 128 * cost.n * cost.r * 2 };
  return new Promise((resolve, reject) => scrypt(pin.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPin(pin: string, cost: { n: number; r: number; p: number } = DEFAULT_COST): Promise<PinHash> {
  const salt = randomBytes(16);
  const key = await derive(pin, salt, cost);
  return { algorithm: 'scrypt', ...cost, salt: salt.toString('base64'), hash: key.toString('base64') };
}

export async function pinMatches(pin: string, stored: PinHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'base64');
  const key = await derive(pin, Buffer.from(stored.salt, 'base64'), stored);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
