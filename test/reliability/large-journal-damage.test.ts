/**
 * A journal of years is too large to read whole before the till answers (start-check.ts): the till opens it after
 * a check in part, then reads it whole in the background. Damage in an old page it did not read at open is met
 * there: the till, already running, halts, takes no more sales, and keeps the file as the fault found it.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Halt } from '../../src/shared/contract';
import type { TillError } from '../../src/shared/errors';
import { journalFile } from '../../src/main/journal/journal-file';
import { WHOLE_CHECK_MAX_BYTES } from '../../src/main/journal/start-check';
import { isFinal, numberEnding, sell, startHarness, waitForConnectivity, waitForSale } from '../support/till-harness';
import { damagePage, growJournal } from './support/grown-journal';

const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

describe('damage in a large journal', () => {
  it('opens at once, then halts the running till when the background read meets the damaged page', { timeout: 120_000 }, async () => {
    const h = await startHarness();
    await waitForConnectivity(h.till, 'online');
    await waitForSale(h.till, (await sell(h, '620')).id, isFinal);
    await h.till.close();

    const file = journalFile(h.dir, 'sandbox');
    const page = growJournal(file, 40_000, 900);
    expect(statSync(file).size).toBeGreaterThan(WHOLE_CHECK_MAX_BYTES);
    damagePage(file, page, 0x5a);
    const damaged = sha(file);

    await h.restart();
    // A halt at start raises no event: this one comes from a till that opened and ran.
    const halted = await new Promise<Halt>((resolve) => h.till.events.on('till.halted', resolve));
    expect(halted.reason).toBe('damaged');
    const refused = await (h.call('sales.create', { operatorId: 1, amount: '1', recipient: { country: 'NG', number: numberEnding('NG', '621') } }) as Promise<unknown>).catch((error: unknown) => error as TillError);
    expect((refused as TillError).code).toBe('HALTED');
    await h.till.close();
    expect(halted.file).toMatch(/journal-sandbox\.sqlite\.damaged-/);
    expect(sha(halted.file)).toBe(damaged);
    await h.close();
  });
});
