/**
 * A crash at each step of a sale: the till stops mid-flow (or is killed, leaving its journal as the kill
 * left it) and is opened again on the same journal. Whatever the step, no sale is lost and none reaches
 * the service twice.
 */
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sale } from '../../../src/shared/contract';
import { fromMicros } from '../../../src/shared/money';
import { journalFile } from '../../../src/main/journal/journal-file';
import { createTopupClient } from '../../../src/main/topup-api';
import { inState, isFinal, sell, startHarness, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';

let h: Harness;
beforeEach(async () => {
  h = await startHarness({ sim: { settleMs: 1_000 } });
  await waitForConnectivity(h.till, 'online');
  // Teach the detect cache this number range, so sales can be taken while the service is unreachable.
  await waitForSale(h.till, (await sell(h, '000')).id, isFinal);
});
afterEach(() => h.close());

const countAtService = (id: string) => h.sim.transactions().filter((tx) => (tx as { customIdentifier: string | null }).customIdentifier === id).length;

/** Takes a sale while the service is unreachable and stops the till with it still queued. */
async function queuedSaleThenStop(): Promise<Sale> {
  h.sim.faults.setOffline(true);
  await h.restart();
  await waitForConnectivity(h.till, 'offline');
  const sale = await sell(h, '010');
  expect(sale.state).toBe('queued');
  await h.till.close();
  return sale;
}

/** Rewrites a stopped till's journal as a process killed at that step would have left it. */
function leaveAs(id: string, path: Array<'sending' | 'unknown'>) {
  const db = new Database(journalFile(h.dir, 'sandbox'));
  let from = 'queued';
  for (const to of path) {
    db.prepare('UPDATE sales SET state = ? WHERE id = ? AND state = ?').run(to, id, from);
    db.prepare("INSERT INTO sale_events (sale_id, at, from_state, to_state, reason) VALUES (?, ?, ?, ?, 'killed here')").run(id, new Date().toISOString(), from, to);
    from = to;
  }
  db.close();
}

/** The top-up reached the service before the kill: make it there, with the sale's own reference. */
async function topUpAtService(sale: Sale): Promise<number> {
  h.sim.faults.setOffline(false);
  const client = createTopupClient({ environment: 'sandbox', baseUrl: h.sim.url, authUrl: h.sim.url, clientId: h.sim.clientId, clientSecret: h.sim.clientSecret });
  const recipient = sale.recipient.kind === 'phone' ? sale.recipient : null;
  const tx = await client.sendTopup({
    operatorId: sale.operator.id,
    amount: fromMicros(sale.amount.micros),
    customIdentifier: sale.id,
    recipientPhone: { countryCode: recipient!.country, number: recipient!.e164 },
  });
  await client.close();
  return tx.transactionId;
}

async function restartOnline(): Promise<void> {
  h.sim.faults.setOffline(false);
  await h.restart();
}

describe('a crash at each step of a sale', () => {
  it('written as queued, never sent: sent once after the restart', async () => {
    const sale = await queuedSaleThenStop();
    expect(countAtService(sale.id)).toBe(0);
    await restartOnline();
    expect((await waitForSale(h.till, sale.id, isFinal)).state).toBe('succeeded');
    expect(countAtService(sale.id)).toBe(1);
  });

  it('marked sending, killed before the request left: found absent, sent again with its reference', async () => {
    const sale = await queuedSaleThenStop();
    leaveAs(sale.id, ['sending']);
    await restartOnline();
    expect((await waitForSale(h.till, sale.id, isFinal)).state).toBe('succeeded');
    expect(countAtService(sale.id)).toBe(1);
    const { events } = await h.call('sales.get', { id: sale.id });
    expect(events.map((e) => e.to)).toEqual(['queued', 'sending', 'unknown', 'queued', 'sending', 'succeeded']);
  });

  it('marked sending, killed after the service made the top-up: adopted, not sent again', async () => {
    const sale = await queuedSaleThenStop();
    const transactionId = await topUpAtService(sale);
    leaveAs(sale.id, ['sending']);
    await restartOnline();
    const settled = await waitForSale(h.till, sale.id, isFinal);
    expect(settled.state).toBe('succeeded');
    expect(settled.transactionId).toBe(transactionId);
    expect(countAtService(sale.id)).toBe(1);
  });

  it('unknown, killed before reconciling, top-up made: adopted', async () => {
    const sale = await queuedSaleThenStop();
    await topUpAtService(sale);
    leaveAs(sale.id, ['sending', 'unknown']);
    await restartOnline();
    expect((await waitForSale(h.till, sale.id, isFinal)).state).toBe('succeeded');
    expect(countAtService(sale.id)).toBe(1);
  });

  it('unknown, killed before reconciling, top-up never made: sent once', async () => {
    const sale = await queuedSaleThenStop();
    leaveAs(sale.id, ['sending', 'unknown']);
    await restartOnline();
    expect((await waitForSale(h.till, sale.id, isFinal)).state).toBe('succeeded');
    expect(countAtService(sale.id)).toBe(1);
  });

  it('a sale that went out once cannot be cancelled, even when it waits in the queue again', async () => {
    const sale = await queuedSaleThenStop();
    leaveAs(sale.id, ['sending', 'unknown']);
    const db = new Database(journalFile(h.dir, 'sandbox'));
    db.prepare("UPDATE sales SET state = 'queued', attempts = 1 WHERE id = ?").run(sale.id);
    db.close();
    await h.restart(); // still offline: it stays queued
    const error = await h.till.call('sales.cancel', { id: sale.id }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ILLEGAL_STATE' });
  });

  it('async sending: an earlier attempt the service made late is adopted, not failed', async () => {
    await h.call('settings.update', { sending: { mode: 'async' } });
    const sale = await queuedSaleThenStop();
    // The journal holds it queued, but an earlier send of it did reach the service (late, after a timeout).
    const transactionId = await topUpAtService(sale);
    await restartOnline();
    const settled = await waitForSale(h.till, sale.id, isFinal);
    expect(settled).toMatchObject({ state: 'succeeded', transactionId });
    expect(countAtService(sale.id)).toBe(1);
    const { events } = await h.call('sales.get', { id: sale.id });
    expect(events.map((e) => e.to)).toEqual(['queued', 'sending', 'processing', 'unknown', 'succeeded']);
  });

  it('processing at the stop: polled again after the restart until final', async () => {
    const queued = await sell(h, '111');
    await waitForSale(h.till, queued.id, inState('processing'));
    await h.restart();
    expect((await waitForSale(h.till, queued.id, isFinal)).state).toBe('succeeded');
    expect(countAtService(queued.id)).toBe(1);
  });

  it('stopped while a send hangs: left uncertain, reconciled and sent once after the restart', async () => {
    h.sim.faults.inject({ kind: 'hang', path: '/topups', method: 'POST' });
    const queued = await sell(h, '020');
    await waitForSale(h.till, queued.id, inState('sending'));
    await h.restart();
    expect((await waitForSale(h.till, queued.id, isFinal)).state).toBe('succeeded');
    expect(countAtService(queued.id)).toBe(1);
  });
});
