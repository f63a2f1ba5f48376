/**
 * The sales journal: the truth about every sale. Writes are synchronous transactions that never span an
 * await; every state change is a compare-and-set on the previous state plus an appended sale event.
 */
import type { Sale, SaleEvent, SaleState } from '../../shared/contract';
import { canTransition, OPEN_STATES } from '../../shared/sale-states';

import type { Statement } from 'better-sqlite3';
import type { Db } from './open';
import { createRecentNumbers } from './recent-numbers';

export interface SaleRow {
  id: string;
  seq: number;
  created_at: string;
  updated_at: string;
  business_day: string;
  clerk: string;
  shift: number;
  environment: Sale['environment'];
  operator_id: number;
  operator_name: string;
  country_iso: string;
  recipient_country: string | null;
  recipient_phone: string | null;
  recipient_email: string | null;
  sender_country: string | null;
  sender_phone: string | null;
  amount_micros: number;
  amount_currency: string;
  use_local_amount: 0 | 1;
  quoted_delivered_micros: number | null;
  quoted_delivered_currency: string | null;
  state: SaleState;
  attempts: number;
  not_before: string | null;
  transaction_id: number | null;
  operator_transaction_id: string | null;
  delivered_micros: number | null;
  delivered_currency: string | null;
  cost_micros: number | null;
  cost_currency: string | null;
  discount_micros: number | null;
  discount_currency: string | null;
  transaction_json: string | null;
  raw_response: string | null;
  error_code: string | null;
  error_message: string | null;
  completed_at: string | null;
  request_id: string | null;
  /** Null for sales taken before clerks signed in (the till's one name in `clerk`). */
  clerk_id: string | null;
}

/** Every column of a sale, in table order (kept equal to SaleRow and migration 1 by a test). */
export const SALE_COLUMNS = [
  'id', 'seq', 'created_at', 'updated_at', 'business_day', 'clerk', 'shift', 'environment', 'operator_id', 'operator_name',
  'country_iso', 'recipient_country', 'recipient_phone', 'recipient_email', 'sender_country', 'sender_phone', 'amount_micros',
  'amount_currency', 'use_local_amount', 'quoted_delivered_micros', 'quoted_delivered_currency', 'state', 'attempts', 'not_before',
  'transaction_id', 'operator_transaction_id', 'delivered_micros', 'delivered_currency', 'cost_micros', 'cost_currency',
  'discount_micros', 'discount_currency', 'transaction_json', 'raw_response', 'error_code', 'error_message', 'completed_at',
  'request_id', 'clerk_id',
] as const satisfies ReadonlyArray<keyof SaleRow>;

export type OutboxRow = Pick<SaleRow, 'id' | 'state' | 'not_before' | 'recipient_phone'>;

/** The columns a day's summary adds up: it reads only these for every sale of the day. */
export const SUMMARY_COLUMNS = [
  'state', 'clerk', 'clerk_id', 'shift', 'operator_id', 'operator_name', 'country_iso', 'amount_micros', 'amount_currency',
  'delivered_micros', 'delivered_currency', 'cost_micros', 'cost_currency', 'discount_micros', 'discount_currency',
] as const satisfies ReadonlyArray<keyof SaleRow>;
export type SummaryRow = Pick<SaleRow, (typeof SUMMARY_COLUMNS)[number]>;

const sqlList = (states: readonly SaleState[]) => states.map((state) => `'${state}'`).join(',');

/** Columns a transition may set beside the state; everything else about a sale is fixed when it is taken. */
const PATCHABLE_COLUMNS = [
  'attempts',
  'not_before',
  'transaction_id',
  'operator_transaction_id',
  'delivered_micros',
  'delivered_currency',
  'cost_micros',
  'cost_currency',
  'discount_micros',
  'discount_currency',
  'transaction_json',
  'raw_response',
  'error_code',
  'error_message',
  'completed_at',
] as const satisfies ReadonlyArray<keyof SaleRow>;
type PatchableColumn = (typeof PATCHABLE_COLUMNS)[number];
const PATCHABLE = new Set<string>(PATCHABLE_COLUMNS);

export type SalePatch = Partial<Pick<SaleRow, PatchableColumn>>;
/** A sale as the clerk takes it: the journal adds its order, time of change and state. */
/** `not_before`: a sale to a number topped up moments ago waits for the service's pause (sales-service.ts). */
export type NewSale = Omit<SaleRow, 'seq' | 'updated_at' | 'state' | 'clerk_id' | PatchableColumn> & Partial<Pick<SaleRow, 'not_before' | 'clerk_id'>>;

export class StaleTransitionError extends Error {
  override readonly name = 'StaleTransitionError';
}

export interface SaleListQuery {
  day?: string;
  state?: SaleState;
  clerkId?: string;
  operatorId?: number;
  text?: string;
  limit: number;
  before?: string;
}

export function createSalesRepo(db: Db) {
  const insertSale = db.prepare(`
    INSERT INTO sales (id, seq, created_at, updated_at, business_day, clerk, shift, environment, operator_id, operator_name,
      country_iso, recipient_country, recipient_phone, recipient_email, sender_country, sender_phone, amount_micros,
      amount_currency, use_local_amount, quoted_delivered_micros, quoted_delivered_currency, state, request_id, not_before, clerk_id)
    VALUES (@id, (SELECT COALESCE(MAX(seq), 0) + 1 FROM sales), @created_at, @created_at, @business_day, @clerk, @shift,
      @environment, @operator_id, @operator_name, @country_iso, @recipient_country, @recipient_phone, @recipient_email,
      @sender_country, @sender_phone, @amount_micros, @amount_currency, @use_local_amount, @quoted_delivered_micros,
      @quoted_delivered_currency, 'queued', @request_id, @not_before, @clerk_id)`);
  const insertEvent = db.prepare('INSERT INTO sale_events (sale_id, at, from_state, to_state, reason) VALUES (?, ?, ?, ?, ?)');
  const selectSale = db.prepare<[string], SaleRow>('SELECT * FROM sales WHERE id = ?');
  const selectByRequest = db.prepare<[string], SaleRow>('SELECT * FROM sales WHERE request_id = ?');
  const selectEvents = db.prepare<[string], { at: string; from_state: SaleState | null; to_state: SaleState; reason: string }>(
    'SELECT at, from_state, to_state, reason FROM sale_events WHERE sale_id = ? ORDER BY id',
  );
  const selectOpen = db.prepare<[], SaleRow>(
    `SELECT * FROM sales WHERE state IN (${sqlList(OPEN_STATES)}) ORDER BY seq`,
  );
  const countOpen = db.prepare<[], { n: number }>(
    `SELECT COUNT(*) AS n FROM sales WHERE state IN (${sqlList(OPEN_STATES)})`,
  );
  // Reports, CSV and reconciliation never need the stored service record or a raw answer, which are most
  // of a row's bytes: leave them out (a sale shown from these rows has no PIN).
  const dayColumns = SALE_COLUMNS.map((c) => (c === 'transaction_json' || c === 'raw_response' ? `NULL AS ${c}` : c)).join(', ');
  const selectDay = db.prepare<[string], SaleRow>(`SELECT ${dayColumns} FROM sales WHERE business_day = ? ORDER BY seq`);
  const selectDaySummed = db.prepare<[string], SummaryRow>(`SELECT ${SUMMARY_COLUMNS.join(', ')} FROM sales WHERE business_day = ?`);
  const selectLastCurrency = db.prepare<[], { amount_currency: string }>('SELECT amount_currency FROM sales ORDER BY seq DESC LIMIT 1');
  const selectShiftSummed = db.prepare<[number], SummaryRow>(`SELECT ${SUMMARY_COLUMNS.join(', ')} FROM sales WHERE shift = ? AND shift > 0`);
  // `@day IS NULL`: every day's (the history's "All days").
  const selectOperators = db.prepare<{ day: string | null }, { id: number; name: string; countryIso: string }>(
    'SELECT operator_id AS id, MAX(operator_name) AS name, MAX(country_iso) AS countryIso FROM sales WHERE @day IS NULL OR business_day = @day GROUP BY operator_id ORDER BY name',
  );
  const selectClerks = db.prepare<{ day: string | null }, { id: string | null; name: string }>(
    'SELECT clerk_id AS id, MAX(clerk) AS name FROM sales WHERE @day IS NULL OR business_day = @day GROUP BY clerk_id, CASE WHEN clerk_id IS NULL THEN clerk END ORDER BY name',
  );
  const listedOfDay = new Map<string, Statement<[string], SaleRow>>();
  function selectDayIn(states: readonly SaleState[]): Statement<[string], SaleRow> {
    const key = states.join(',');
    let statement = listedOfDay.get(key);
    if (!statement) {
      statement = db.prepare<[string], SaleRow>(`SELECT ${dayColumns} FROM sales WHERE business_day = ? AND state IN (${sqlList(states)}) ORDER BY seq`);
      listedOfDay.set(key, statement);
    }
    return statement;
  }
  // The outbox's view of its work: narrow rows, read on every pump.
  const selectSendable = db.prepare<[], OutboxRow>(
    "SELECT id, state, not_before, recipient_phone FROM sales WHERE state IN ('queued','sending') ORDER BY seq",
  );
  // When a send to a number last ended, for sends that may have recharged it (a refused send does not
  // start the service's waiting time). The service starts it somewhere between our request and its
  // answer, so the answer's time is the safe one; a send still in flight blocks the number outright.
  const lastSendTo = db.prepare<[string, string], { at: string | null; in_flight: number }>(`
    SELECT MAX(e.at) AS at, MAX(s.state = 'sending') AS in_flight FROM sale_events e JOIN sales s ON s.id = e.sale_id
    WHERE s.recipient_phone = ? AND s.id <> ?
      AND s.state IN ('sending','processing','succeeded','refunded','unknown')
      AND e.to_state IN ('sending','processing','succeeded','refunded','unknown')`);

  const create = db.transaction((sale: NewSale, reason: string): SaleRow => {
    insertSale.run({ not_before: null, clerk_id: null, ...sale });
    insertEvent.run(sale.id, sale.created_at, null, 'queued', reason);
    return selectSale.get(sale.id)!;
  });

  // One prepared UPDATE per set of patched columns (a handful in practice), not one per call.
  const updates = new Map<string, Statement>();
  function updateStatement(columns: readonly string[]): Statement {
    const key = columns.join(',');
    let statement = updates.get(key);
    if (!statement) {
      const sets = ['state = @to', 'updated_at = @at', ...columns.map((c) => `${c} = @${c}`)].join(', ');
      statement = db.prepare(`UPDATE sales SET ${sets} WHERE id = @id AND state = @from`);
      updates.set(key, statement);
    }
    return statement;
  }

  const transition = db.transaction((id: string, from: SaleState, to: SaleState, at: string, reason: string, patch: SalePatch = {}): SaleRow => {
    if (!canTransition(from, to)) throw new StaleTransitionError(`illegal transition ${from} → ${to} for sale ${id}`);
    const columns = Object.keys(patch).filter((key) => PATCHABLE.has(key)).sort();
    const result = updateStatement(columns).run({ ...patch, id, from, to, at });
    if (result.changes !== 1) throw new StaleTransitionError(`sale ${id} is no longer ${from}`);
    insertEvent.run(id, at, from, to, reason);
    return selectSale.get(id)!;
  });

  function list(query: SaleListQuery): { rows: SaleRow[]; more: boolean } {
    const where: string[] = [];
    const params: Record<string, unknown> = { limit: query.limit + 1 };
    if (query.day) (where.push('business_day = @day'), (params.day = query.day));
    if (query.state) (where.push('state = @state'), (params.state = query.state));
    if (query.clerkId) (where.push('clerk_id = @clerkId'), (params.clerkId = query.clerkId));
    if (query.operatorId) (where.push('operator_id = @operatorId'), (params.operatorId = query.operatorId));
    if (query.before) (where.push('created_at < @before'), (params.before = query.before));
    if (query.text) {
      where.push(`(id LIKE @text ESCAPE '\\' OR recipient_phone LIKE @text ESCAPE '\\' OR recipient_email LIKE @text ESCAPE '\\'
        OR operator_name LIKE @text ESCAPE '\\' OR CAST(transaction_id AS TEXT) LIKE @text ESCAPE '\\')`);
      params.text = `%${query.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    }
    const sql = `SELECT * FROM sales ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, seq DESC LIMIT @limit`;
    const rows = db.prepare<Record<string, unknown>, SaleRow>(sql).all(params);
    return { rows: rows.slice(0, query.limit), more: rows.length > query.limit };
  }

  return {
    create,
    transition,
    list,
    ...createRecentNumbers(db),
    get: (id: string): SaleRow | undefined => selectSale.get(id),
    byRequest: (requestId: string): SaleRow | undefined => selectByRequest.get(requestId),
    events: (id: string): SaleEvent[] =>
      selectEvents.all(id).map((e) => ({ at: e.at, from: e.from_state, to: e.to_state, reason: e.reason })),
    open: (): SaleRow[] => selectOpen.all(),
    sendable: (): OutboxRow[] => selectSendable.all(),
    openCount: (): number => countOpen.get()!.n,
    ofDay: (day: string): SaleRow[] => selectDay.all(day),
    /** A day for its summary: the summed columns of every sale, and the rows of those in `listed` states. */
    dayForSummary: (day: string, listed: readonly SaleState[]): { rows: SummaryRow[]; listed: SaleRow[] } => ({
      rows: selectDaySummed.all(day),
      listed: selectDayIn(listed).all(day),
    }),
    lastCurrency: (): string | null => selectLastCurrency.get()?.amount_currency ?? null,
    /** A shift's sales, the summed columns only. */
    ofShift: (shiftId: number): SummaryRow[] => selectShiftSummed.all(shiftId),
    /** The operators and clerks a day's sales (or all sales) name, for the history's filters. */
    facets: (day: string | null) => ({ operators: selectOperators.all({ day }), clerks: selectClerks.all({ day }) }),
    /** The end of the last send to a number that may have recharged it; 'in-flight' while one is under way. */
    lastSendTo(e164: string, exceptId: string): string | 'in-flight' | null {
      const row = lastSendTo.get(e164, exceptId);
      if (row?.in_flight) return 'in-flight';
      return row?.at ?? null;
    },
  };
}

export type SalesRepo = ReturnType<typeof createSalesRepo>;
