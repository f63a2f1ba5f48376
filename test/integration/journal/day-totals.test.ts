/**
 * The day's totals the journal keeps by trigger (migration 9), and its totals by quarter hour (migration 15), are,
 * after any sequence of writes, exactly what a fresh GROUP BY over the sales says: sales added, moved through their
 * states, corrected (amounts, currencies, clerk, shift, day, time), on a real journal file.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SALE_STATES, TRANSITIONS, type SaleState } from '../../../src/shared/sale-states';
import type { Db } from '../../../src/main/journal/open';
import { withTempJournal } from '../../support/temp-journal';

let db: Db;
withTempJournal('till-day-totals-', (opened) => {
  db = opened;
});

const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const money = fc.integer({ min: 0, max: 1_000_000_000_000 });

/** The columns the totals group by or add up; any of them may change after a sale is written. */
const COLUMNS = {
  business_day: fc.constantFrom('2026-11-21', '2026-11-22'),
  // Quarter hours apart and alike; with and without milliseconds.
  created_at: fc.constantFrom('2026-11-22T10:00:00.000Z', '2026-11-22T10:14:59.999Z', '2026-11-22T10:15:00Z', '2026-11-22T23:59:00.000Z', '2026-11-21T07:45:30.000Z'),
  operator_id: fc.constantFrom(1, 2),
  clerk: fc.constantFrom('Ada', 'Bola'),
  clerk_id: maybe(fc.constantFrom('c-ada', 'c-bola')),
  shift: fc.integer({ min: 0, max: 2 }),
  amount_micros: fc.integer({ min: 1, max: 1_000_000_000_000 }),
  amount_currency: fc.constantFrom('USD', 'NGN'),
  delivered_micros: maybe(money),
  delivered_currency: maybe(fc.constantFrom('NGN', 'GHS')),
  cost_micros: maybe(money),
  cost_currency: maybe(fc.constantFrom('USD')),
  discount_micros: maybe(money),
  discount_currency: maybe(fc.constantFrom('USD')),
};
const columnsArbitrary = fc.record(COLUMNS);
type Columns = typeof columnsArbitrary extends fc.Arbitrary<infer T> ? T : never;

const opArbitrary = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), state: fc.constantFrom(...SALE_STATES), columns: columnsArbitrary }),
  // A change to some of a sale's columns, and perhaps a legal step of its state.
  fc.record({ kind: fc.constant('change' as const), which: fc.nat(), step: fc.nat(), columns: fc.subarray(Object.keys(COLUMNS) as Array<keyof Columns>), values: columnsArbitrary }),
);

let seq = 0;
function apply(ops: ReadonlyArray<typeof opArbitrary extends fc.Arbitrary<infer T> ? T : never>): void {
  const ids: string[] = db.prepare<[], { id: string }>('SELECT id FROM sales ORDER BY seq').all().map((row) => row.id);
  for (const op of ops) {
    if (op.kind === 'add') {
      seq += 1;
      const id = `S-${seq}`;
      const row = { ...op.columns, id, seq, state: op.state, transaction_id: op.state === 'processing' ? seq : null };
      db.prepare(`INSERT INTO sales (id, seq, updated_at, environment, operator_name, country_iso, recipient_phone, use_local_amount,
          state, transaction_id, ${Object.keys(op.columns).join(', ')})
        VALUES (@id, @seq, '2026-11-22T10:00:00Z', 'training', 'Op', 'NG', '+2348031234567', 0,
          @state, @transaction_id, ${Object.keys(op.columns).map((c) => `@${c}`).join(', ')})`).run(row);
      ids.push(id);
      continue;
    }
    if (ids.length === 0) continue;
    const id = ids[op.which % ids.length]!;
    const { state } = db.prepare<[string], { state: SaleState }>('SELECT state FROM sales WHERE id = ?').get(id)!;
    const next = TRANSITIONS[state];
    const sets = op.columns.map((column) => `${column} = @${column}`);
    // A step to processing needs the transaction it follows, as the journal's CHECK says.
    if (next.length > 0 && op.step % 3 !== 0) sets.push('state = @state', 'transaction_id = COALESCE(transaction_id, @seq)');
    if (sets.length === 0) continue;
    db.prepare(`UPDATE sales SET ${sets.join(', ')} WHERE id = @id`).run({ ...op.values, id, seq: 1_000_000 + seq, state: next[op.step % Math.max(1, next.length)] });
  }
}

const FROM_SALES = `SELECT business_day, state, operator_id, CASE WHEN clerk_id IS NULL THEN 'name:' || clerk ELSE 'id:' || clerk_id END AS clerk_key, shift,
    amount_currency, COALESCE(delivered_currency, '') AS dc, COALESCE(cost_currency, '') AS cc, COALESCE(discount_currency, '') AS xc,
    COUNT(*) AS count, SUM(amount_micros) AS amount, SUM(delivered_micros) AS delivered, SUM(cost_micros) AS cost, SUM(discount_micros) AS discount
  FROM sales GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9`;
const KEPT = `SELECT business_day, state, operator_id, clerk_key, shift, amount_currency, delivered_currency AS dc, cost_currency AS cc,
    discount_currency AS xc, count, amount_micros AS amount, CASE WHEN delivered_count > 0 THEN delivered_micros END AS delivered,
    CASE WHEN cost_count > 0 THEN cost_micros END AS cost, CASE WHEN discount_count > 0 THEN discount_micros END AS discount
  FROM day_totals WHERE count > 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9`;

/** The quarter hour each sale was taken in, read from its time as a person would: the hour, and the minutes by fifteen. */
const quarterOf = (createdAt: string) => `${createdAt.slice(0, 14)}${String(Math.floor(Number(createdAt.slice(14, 16)) / 15) * 15).padStart(2, '0')}`;
const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

function quartersFromSales() {
  const lines = new Map<string, { key: string; count: number; amount: number }>();
  const sales = db.prepare<[], { business_day: string; state: string; created_at: string; amount_currency: string; amount_micros: number }>(
    'SELECT business_day, state, created_at, amount_currency, amount_micros FROM sales',
  );
  for (const sale of sales.all()) {
    const key = [sale.business_day, sale.state, quarterOf(sale.created_at), sale.amount_currency].join(' ');
    const line = lines.get(key) ?? { key, count: 0, amount: 0 };
    line.count += 1;
    line.amount += sale.amount_micros;
    lines.set(key, line);
  }
  return [...lines.values()].sort(byKey);
}
const QUARTERS_KEPT = `SELECT business_day || ' ' || state || ' ' || quarter || ' ' || amount_currency AS key, count, amount_micros AS amount
  FROM day_quarters WHERE count > 0`;

describe("the journal's day totals", () => {
  it('equal a fresh GROUP BY over the sales after any writes', () => {
    fc.assert(
      fc.property(fc.array(opArbitrary, { minLength: 1, maxLength: 40 }), (ops) => {
        db.transaction(() => apply(ops))();
        expect(db.prepare(KEPT).all()).toEqual(db.prepare(FROM_SALES).all());
        expect((db.prepare(QUARTERS_KEPT).all() as Array<{ key: string }>).sort(byKey)).toEqual(quartersFromSales());
      }),
      { numRuns: 150 },
    );
    // The property reached the cases it is about: sales in many groups, moved and corrected.
    expect(db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM sales').get()!.n).toBeGreaterThan(200);
    expect(db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM day_totals WHERE count = 0').get()!.n).toBeGreaterThan(0);
  });

  it('undo a write that fails: the totals are written in the same transaction as the sale', () => {
    const before = db.prepare(KEPT).all();
    const { id } = db.prepare<[], { id: string }>("SELECT id FROM sales WHERE state = 'queued' LIMIT 1").get()!;
    expect(() =>
      db.transaction(() => {
        db.prepare("UPDATE sales SET state = 'sending' WHERE id = ?").run(id);
        // An illegal step (a sale being sent cannot be cancelled) in the same transaction: the journal refuses it,
        // and the whole write with it.
        db.prepare("UPDATE sales SET state = 'cancelled' WHERE id = ?").run(id);
      })(),
    ).toThrow(/illegal sale transition/);
    expect(db.prepare(KEPT).all()).toEqual(before);
    expect((db.prepare(QUARTERS_KEPT).all() as Array<{ key: string }>).sort(byKey)).toEqual(quartersFromSales());
  });
});
