/** Training works out of the box; environments keep separate journals; switching never strands a sale. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/main/logger';
import { createTill, type Till } from '../../../src/main/till';
import { FAST_TIMINGS, isFinal, numberEnding, startHarness, validAmount, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe('environments', () => {
  it('a fresh till sells in training mode with no credentials and no network', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'till-training-'));
    const till: Till = await createTill({ dataDir: dir, logger: silentLogger, timings: FAST_TIMINGS, training: { settleMs: 50, rechargeWaitSeconds: 0 } });
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }), () => till.close());
    await waitForConnectivity(till, 'online');
    const status = (await till.call('status.get', {})) as { environment: string; credentialsConfigured: boolean };
    expect(status).toMatchObject({ environment: 'training', credentialsConfigured: true, balance: { amount: { currency: 'USD', micros: 10_000_000_000 }, low: false } });
    await till.call('settings.update', { lowBalanceThreshold: '20000' });
    expect(await till.call('status.get', {})).toMatchObject({ balance: { low: true }, lowBalanceThreshold: { micros: 20_000_000_000 } });
    const number = numberEnding('KE', '000');
    const { operator } = (await till.call('operators.detect', { country: 'KE', number })) as { operator: Parameters<typeof validAmount>[0] };
    const sale = (await till.call('sales.create', { operatorId: operator.id, amount: validAmount(operator), recipient: { country: 'KE', number } })) as { id: string };
    expect((await waitForSale(till, sale.id, isFinal)).state).toBe('succeeded');
  });

  it('switches environment with nothing pending, each with its own journal', async () => {
    const h: Harness = await startHarness();
    cleanups.push(() => h.close());
    await waitForConnectivity(h.till, 'online');
    const number = numberEnding('NG', '000');
    const { operator } = await h.call('operators.detect', { country: 'NG', number });
    const sale = await h.call('sales.create', { operatorId: operator.id, amount: validAmount(operator), recipient: { country: 'NG', number } });
    await waitForSale(h.till, sale.id, isFinal);

    const settings = await h.call('settings.update', { environment: 'training' });
    expect(settings.environment).toBe('training');
    expect((await h.call('status.get')).environment).toBe('training');
    expect((await h.call('sales.list')).sales).toEqual([]);
    await h.call('settings.update', { environment: 'sandbox' });
    expect((await h.call('sales.list')).sales.map((s) => s.id)).toEqual([sale.id]);
  });

  it('two switches at once open the other environment once', async () => {
    const h: Harness = await startHarness();
    cleanups.push(() => h.close());
    const [a, b] = await Promise.all([h.call('settings.update', { environment: 'training' }), h.call('settings.update', { environment: 'training' })]);
    expect([a.environment, b.environment]).toEqual(['training', 'training']);
    expect((await h.call('status.get')).environment).toBe('training');
  });

  it('refuses to switch while a sale is still waiting to be sent', async () => {
    const h: Harness = await startHarness();
    cleanups.push(() => h.close());
    await waitForConnectivity(h.till, 'online');
    const number = numberEnding('NG', '000');
    const { operator } = await h.call('operators.detect', { country: 'NG', number });
    h.sim.faults.setOffline(true);
    await h.restart();
    await waitForConnectivity(h.till, 'offline');
    await h.call('sales.create', { operatorId: operator.id, amount: validAmount(operator), recipient: { country: 'NG', number } });
    const error = await h.till.call('settings.update', { environment: 'training' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ILLEGAL_STATE' });
    expect((await h.call('settings.get')).environment).toBe('sandbox');
  });
});

describe('training history', () => {
  it('a damaged training history is set aside and the till still starts', async () => {
    const { writeFileSync, readdirSync } = await import('node:fs');
    const dir = mkdtempSync(join(tmpdir(), 'till-training-'));
    writeFileSync(join(dir, 'training-service.json'), '{ not json');
    const till = await createTill({ dataDir: dir, logger: silentLogger, timings: FAST_TIMINGS });
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }), () => till.close());
    await waitForConnectivity(till, 'online');
    expect(readdirSync(dir).some((name) => name.startsWith('training-service.json.damaged-'))).toBe(true);
  });
});

describe('one till per journal', () => {
  it('refuses a second till on the same data folder, and takes over a lock left by a dead process', async () => {
    const { writeFileSync } = await import('node:fs');
    const { journalFile } = await import('../../../src/main/journal/journal-file');
    const h: Harness = await startHarness();
    cleanups.push(() => h.close());
    const config = { dataDir: h.dir, environment: 'sandbox' as const, baseUrl: h.sim.url, authUrl: h.sim.url, credentials: { clientId: h.sim.clientId, clientSecret: h.sim.clientSecret }, logger: silentLogger };
    await expect(createTill(config)).rejects.toMatchObject({ code: 'ILLEGAL_STATE', message: expect.stringMatching(/Another till/) });
    await h.till.close();
    writeFileSync(`${journalFile(h.dir, 'sandbox')}.lock`, '2147483646'); // no such process
    h.till = await createTill(config);
    expect((await h.call('status.get')).environment).toBe('sandbox');
  });
});
