/**
 * A till of a chain test, seen from both ends: waiting for its chain status, selling a few sales to their end, and
 * the centre's copy of its sales and log checked against its own journal.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import type { Sql } from '../../chain/lib/admin-connection';
import type { ChainStatus } from '../../src/shared/contract';
import { isFinal, sell, waitForSale, type Harness } from './till-harness';

/** Fast enough for a test, and a deadline far beyond what a busy machine needs for an answer that does come. */
export const CHAIN_TIMINGS = { chainRetryMinMs: 100, chainRetryMaxMs: 400, chainIdlePollMs: 100, chainDeadlineMs: 5_000 };

/** The till's chain status once `done` holds for it, from its events (or at once if it already does). */
export function chainStatus(h: Harness, done: (status: ChainStatus) => boolean, what: string, timeoutMs = 20_000): Promise<ChainStatus> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      void h.call('chain.status').then((status) => reject(new Error(`${what}: not reached in ${timeoutMs} ms (${JSON.stringify(status)})`)));
    }, timeoutMs);
    const finish = (status: ChainStatus) => (clearTimeout(timer), off(), resolve(status));
    const off = h.till.events.on('chain.changed', (status) => done(status) && finish(status));
    void h.call('chain.status').then((status) => done(status) && finish(status));
  });
}

let nextNumber = 100;
/** `count` sales, each to its final state. */
export async function sellSome(h: Harness, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    // A number of its own each (the service's pause between two top-ups of one number is not this test's).
    const sale = await sell(h, String(nextNumber++));
    await waitForSale(h.till, sale.id, isFinal);
  }
}

/** The centre's view of a till next to the till's own: sales, their states and amounts, the log's last seq. */
export async function centreMatches(admin: Sql, h: Harness, tillId: string): Promise<void> {
  const { sales } = await h.call('sales.list', { limit: 500 });
  const rows = await admin`SELECT sale_id, state, amount_micros, amount_currency FROM chain_sale WHERE till_id = ${tillId} ORDER BY sale_id`;
  expect(rows.map((row) => ({ id: row.sale_id, state: row.state, micros: Number(row.amount_micros), currency: row.amount_currency }))).toEqual(
    sales.map((sale) => ({ id: sale.id, state: sale.state, micros: sale.amount.micros, currency: sale.amount.currency })).sort((a, b) => a.id.localeCompare(b.id)),
  );
  const [till] = await admin`SELECT last_seq FROM till WHERE till_id = ${tillId}`;
  const [events] = await admin`SELECT count(*)::int AS n, max(seq)::int AS last FROM chain_event WHERE till_id = ${tillId}`;
  expect(Number(till!.last_seq)).toBe(events!.last);
  expect(events!.n).toBe(events!.last);
}

/**
 * The centre keeps a sale's event lean (what changed), pinned by the hash of the text the till sent: each entry of the
 * till's log is there by that hash, and given back whole (chain_event_full) equals what the till sent. Read from a backup
 * the till makes now (its journal is locked while it runs).
 */
export async function centreGivesBackEveryEntry(admin: Sql, h: Harness, tillId: string): Promise<void> {
  const { name } = await h.call('journal.backup');
  const path = readdirSync(h.dir, { recursive: true, encoding: 'utf8' }).find((file) => file.endsWith(name));
  if (!path) throw new Error(`the backup ${name} is not under ${h.dir}`);
  const journal = new Database(join(h.dir, path), { readonly: true });
  const entries = (() => {
    try {
      return journal.prepare<[], { payload: string }>('SELECT payload FROM chain_log ORDER BY seq').all();
    } finally {
      journal.close();
    }
  })();
  await expectCentreHolds(admin, tillId, entries.map((entry) => entry.payload));
}

/** Each payload (the text a till sent) is at the centre under the till's counter, by its hash, and comes back whole. */
export async function expectCentreHolds(admin: Sql, tillId: string, payloads: readonly string[]): Promise<void> {
  const rows = await admin`SELECT e.payload_hash, e.payload FROM chain_event_full e JOIN till t USING (till_id)
    WHERE t.counter = (SELECT counter FROM till WHERE till_id = ${tillId})`;
  const atCentre = new Map(rows.map((row) => [Buffer.from(row.payload_hash as Uint8Array).toString('hex'), row.payload as unknown]));
  expect(payloads.length).toBeGreaterThan(0);
  for (const payload of payloads) {
    const hash = createHash('sha256').update(payload, 'utf8').digest().subarray(0, 16).toString('hex');
    expect(atCentre.get(hash), payload).toEqual(JSON.parse(payload));
  }
}
