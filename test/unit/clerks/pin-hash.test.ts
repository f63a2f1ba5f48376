/** PINs as salted scrypt hashes: never stored as typed, a fresh salt each time, and only the same PIN matches. */
import { describe, expect, it } from 'vitest';
import { hashPin, pinMatches } from '../../../src/main/clerks/pin-hash';

const CHEAP = { n: 2 ** 10, r: 8, p: 1 };

describe('PIN hashes', () => {
  it('match the PIN they were made from and no other', async () => {
    const stored = await hashPin('4821', CHEAP);
    expect(await pinMatches('4821', stored)).toBe(true);
    for (const wrong of ['4822', '482', '48210', '0000', ' 4821', '']) expect(await pinMatches(wrong, stored)).toBe(false);
  });

  it('never hold the PIN, and salt each hash on its own', async () => {
    const a = await hashPin('123456', CHEAP);
    const b = await hashPin('123456', CHEAP);
    expect(JSON.stringify(a)).not.toContain('123456');
    expect(a.salt).not.toBe(b.salt);
    expect(a.hash).not.toBe(b.hash);
    expect(Buffer.from(a.hash, 'base64')).toHaveLength(32);
  });

  it('keep their own cost, so a hash made with other parameters still checks', async () => {
    const stored = await hashPin('9999', { n: 2 ** 11, r: 4, p: 1 });
    expect(stored).toMatchObject({ algorithm: 'scrypt', n: 2 ** 11, r: 4, p: 1 });
    expect(await pinMatches('9999', stored)).toBe(true);
  });

  it('are slow by default: the default cost is scrypt N=2^15', async () => {
    const stored = await hashPin('1234');
    expect(stored.n).toBe(2 ** 15);
  });
});
