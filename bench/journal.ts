/**
 * Pair 2: writing a sale's journal life the way the till does (sales repo: create, then queued → sending,
 * then sending → succeeded; three durable transactions) against raw better-sqlite3 prepared statements on
 * the same schema and pragmas (WAL, synchronous=FULL). Two floors:
 * - one transaction per sale, as the brief asks (the least any durable journal of a sale can cost);
 * - three transactions per sale, the same commits the till needs (queued must be durable before the send,
 *   sending durable before the network call): the gap between the floors is the price of that rule, the
 *   gap between the till and this floor is code.
 * The service's answer (the patch) is computed once for all: this pair measures the journal only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { toMicros } from '../src/shared/money';
import { MIGRATIONS } from '../src/main/journal/migrations';
import { openJournal } from '../src/main/journal/open';
import { createSalesRepo, type NewSale, type SalePatch, type SaleRow } from '../src/main/journal/sales-repo';
import { transactionPatch } from '../src/main/sales/outcome';
import { transactionSchema } from '../src/main/topup-api';
import { interleave, opRunner, type Comparison, type Op } from './measure';

const PAIR = '2 journal';

/** A top-up record as the simulator answers one (a plain, non-PIN success), through the client's schema. */
export const SAMPLE_TRANSACTION = transactionSchema.parse({
  transactionId: 10_482,
  status: 'SUCCESSFUL',
  operatorTransactionId: 'OP123456789012',
  customIdentifier: 'T0000000-000000000000',
  recipientPhone: '2348021200000',
  recipientEmail: null,
  senderPhone: null,
  countryCode: 'NG',
  operatorId: 341,
  operatorName: 'MTN Nigeria',
  discount: 0.05,
  discountCurrencyCode: 'USD',
  requestedAmount: 1,
  requestedAmountCurrencyCode: 'USD',
  deliveredAmount: 1512.4,
  deliveredAmountCurrencyCode: 'NGN',
  transactionDate: '2026-11-22 12:00:00',
  pinDetail: null,
  balanceInfo: { oldBalance: 1_000_000, newBalance: 999_999.05, cost: 0.95, currencyCode: 'USD', currencyName: 'US Dollar', updatedAt: '2026-11-22 12:00:00' },
});

export function newSale(id: string, at: string, phone: string): NewSale {
  return {
    id,
    created_at: at,
    business_day: at.slice(0, 10),
    clerk: 'Clerk',
    shift: 1,
    environment: 'sandbox',
    operator_id: 341,
    operator_name: 'MTN Nigeria',
    country_iso: 'NG',
    recipient_country: 'NG',
    recipient_phone: phone,
    recipient_email: null,
    sender_country: null,
    sender_phone: null,
    amount_micros: toMicros('1.00'),
    amount_currency: 'USD',
    use_local_amount: 0,
    quoted_delivered_micros: toMicros('1512.40'),
    quoted_delivered_currency: 'NGN',
    request_id: null,
  };
}

/** Both sides must really run WAL with synchronous=FULL (2), or the pair compares different durability. */
function assertDurable(db: Database.Database, label: string): void {
  const mode = db.pragma('journal_mode', { simple: true });
  const synchronous = db.pragma('synchronous', { simple: true });
  if (mode !== 'wal' || synchronous !== 2) throw new Error(`${label} journal runs journal_mode=${String(mode)}, synchronous=${String(synchronous)}`);
}

/** The till's way, through the repo the sale engine uses. */
export function tillWriter(file: string): { op: Op; write: () => SaleRow; close: () => void } {
  const db = openJournal(file);
  assertDurable(db, 'till');
  const repo = createSalesRepo(db);
  const at = new Date().toISOString();
  const succeeded: SalePatch = transactionPatch(SAMPLE_TRANSACTION, at);
  let n = 0;
  /** One sale's three commits, each given the row the one before left, as the sale writer does; answers the final row. */
  const write = (): SaleRow => {
    n += 1;
    const id = `T-${n}`;
    const queued = repo.create(newSale(id, at, `+23480212${String(n).padStart(5, '0')}`), 'created by clerk');
    const sending = repo.transition(id, 'queued', 'sending', at, 'sending, attempt 1', { attempts: 1, not_before: null }, queued);
    const row = repo.transition(id, 'sending', 'succeeded', at, 'service answered: SUCCESSFUL (transaction 10482)', succeeded, sending);
    if (row.state !== 'succeeded') throw new Error(`sale ${id} ended ${row.state}`);
    return row;
  };
  return {
    op: () => void write(),
    write,
    close: () => db.close(),
  };
}

/** A sale's journal life written with raw prepared statements, as three durable steps (each its own transaction). */
export interface RawJournal {
  /** The sale row as `queued` with its first event. */
  queue(sale: NewSale, seq: number): void;
  /** queued → sending, before the network call. */
  send(id: string, at: string): void;
  /** sending → the service's answer, with the columns it fills (the till's `transactionPatch`). */
  settle(id: string, at: string, patch: SalePatch): void;
  /** All three in one transaction (the least any durable journal of a sale can cost). */
  whole(sale: NewSale, seq: number, patch: SalePatch): void;
  close(): void;
}

/** Raw better-sqlite3 on the till's schema and pragmas (WAL, synchronous=FULL): the floor of every journal write. */
export function rawJournal(file: string): RawJournal {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  for (const migration of MIGRATIONS) db.exec(migration.sql);
  assertDurable(db, 'raw');

  const insertSale = db.prepare(`
    INSERT INTO sales (id, seq, created_at, updated_at, business_day, clerk, shift, environment, operator_id, operator_name,
      country_iso, recipient_country, recipient_phone, recipient_email, sender_country, sender_phone, amount_micros,
      amount_currency, use_local_amount, quoted_delivered_micros, quoted_delivered_currency, state)
    VALUES (@id, @seq, @created_at, @created_at, @business_day, @clerk, @shift, @environment, @operator_id, @operator_name,
      @country_iso, @recipient_country, @recipient_phone, @recipient_email, @sender_country, @sender_phone, @amount_micros,
      @amount_currency, @use_local_amount, @quoted_delivered_micros, @quoted_delivered_currency, 'queued')`);
  const insertEvent = db.prepare('INSERT INTO sale_events (sale_id, at, from_state, to_state, reason) VALUES (?, ?, ?, ?, ?)');
  const markSending = db.prepare(`UPDATE sales SET state = 'sending', updated_at = ?, attempts = 1, not_before = NULL WHERE id = ? AND state = 'queued'`);
  const markSucceeded = db.prepare(`
    UPDATE sales SET state = 'succeeded', updated_at = @at, transaction_id = @transaction_id, operator_transaction_id = @operator_transaction_id,
      delivered_micros = @delivered_micros, delivered_currency = @delivered_currency, cost_micros = @cost_micros, cost_currency = @cost_currency,
      discount_micros = @discount_micros, discount_currency = @discount_currency, transaction_json = @transaction_json, completed_at = @completed_at
    WHERE id = @id AND state = 'sending'`);
  const checked = (changes: number, id: string) => {
    if (changes !== 1) throw new Error(`raw update of ${id} changed ${changes} rows`);
  };

  const queue = (sale: NewSale, seq: number) => {
    insertSale.run({ ...sale, seq });
    insertEvent.run(sale.id, sale.created_at, null, 'queued', 'created by clerk');
  };
  const send = (id: string, at: string) => {
    checked(markSending.run(at, id).changes, id);
    insertEvent.run(id, at, 'queued', 'sending', 'sending, attempt 1');
  };
  const settle = (id: string, at: string, patch: SalePatch) => {
    checked(markSucceeded.run({ ...patch, id, at }).changes, id);
    insertEvent.run(id, at, 'sending', 'succeeded', `service answered: SUCCESSFUL (transaction ${String(patch.transaction_id)})`);
  };
  return {
    queue: db.transaction(queue),
    send: db.transaction(send),
    settle: db.transaction(settle),
    whole: db.transaction((sale: NewSale, seq: number, patch: SalePatch) => {
      queue(sale, seq);
      send(sale.id, sale.created_at);
      settle(sale.id, sale.created_at, patch);
    }),
    close: () => db.close(),
  };
}

/** The journal pair's floor: one sale's rows, in one or in three transactions. */
export function rawWriter(file: string, transactionsPerSale: 1 | 3): { op: Op; close: () => void } {
  const journal = rawJournal(file);
  const at = new Date().toISOString();
  const patch = transactionPatch(SAMPLE_TRANSACTION, at);
  let n = 0;
  return {
    op: () => {
      n += 1;
      const sale = newSale(`R-${n}`, at, `+23480212${String(n).padStart(5, '0')}`);
      if (transactionsPerSale === 1) {
        journal.whole(sale, n, patch);
        return;
      }
      journal.queue(sale, n);
      journal.send(sale.id, at);
      journal.settle(sale.id, at, patch);
    },
    close: () => journal.close(),
  };
}

export async function benchJournal(log: (line: string) => void): Promise<Comparison[]> {
  const dir = mkdtempSync(join(tmpdir(), 'till-bench-journal-'));
  const till = tillWriter(join(dir, 'till.sqlite'));
  const raw1 = rawWriter(join(dir, 'raw-1tx.sqlite'), 1);
  const raw3 = rawWriter(join(dir, 'raw-3tx.sqlite'), 3);
  const options = { warmupOps: 100, rounds: 6, opsPerRound: 250 };
  try {
    log(`  ${PAIR}: one sale, create → sending → succeeded (journal in ${tmpdir()})`);
    const vsOne = await interleave(opRunner(till.op), opRunner(raw1.op), options);
    log(`  ${PAIR}: same, floor with the till's three commits`);
    const vsThree = await interleave(opRunner(till.op), opRunner(raw3.op), options);
    return [
      { pair: PAIR, name: 'sale write, durable (3 commits)', ours: vsOne.ours, floorName: 'raw SQL, 1 tx/sale', floor: vsOne.floor },
      { pair: PAIR, name: 'sale write, durable (3 commits)', ours: vsThree.ours, floorName: 'raw SQL, 3 tx/sale', floor: vsThree.floor },
    ];
  } finally {
    till.close();
    raw1.close();
    raw3.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
