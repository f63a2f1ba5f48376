/**
 * The sales journal: the truth about every sale. Writes are synchronous transactions that never span an
 * await; every state change is a compare-and-set on the previous state plus an appended sale event.
 */
import type { Sale, SaleEvent, SaleState } from '../../shared/contract';
import { canTransition, OPEN_STATES } from '../../shared/sale-states';

import type { Statement } from 'better-sqlite3';
import type { Db } from './open';
import { createRecentNumbers } from './recent-numbers';
import { searchTerm } from './sale-search';

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

export type OutboxRow = Pick<SaleRow, 'id' | 'state' | 'not_before' | 'recipient_phone' | 'attempts'>;

/** The columns a shift's report adds up: it reads only these for every sale of the shift. */
export const SUMMARY_COLUMNS = [
  'state', 'clerk', 'clerk_id', 'shift', 'operator_id', 'operator_name', 'country_iso', 'amount_micros', 'amount_currency',
  'delivered_micros', 'delivered_currency', 'cost_micros', 'cost_currency', 'discount_micros', 'discount_currency',
] as const satisfies ReadonlyArray<keyof SaleRow>;
export type SummaryRow = Pick<SaleRow, (typeof SUMMARY_COLUMNS)[number]>;

const sqlList = (states: readonly SaleState[]) => states.map((state) => `'${state}'`).join(',');

/**
 * The sales the outbox may have to send, in queue order. The open states' condition, word for word as the
 * partial index `sales_open` has it, lets SQLite use that index: without it the planner walks every sale in
 * `seq` order, and each pump (two per sale) would cost more the longer the journal grows.
 */
export const SENDABLE_SQL = `SELECT id, state, not_before, recipient_phone, attempts FROM sales
  WHERE state IN (${sqlList(OPEN_STATES)}) AND state IN ('queued','sending') ORDER BY seq`;

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

/** The patch's columns a transition writes, in one order: anything else in the object is not a column it may set. */
const patchedColumns = (patch: SalePatch): PatchableColumn[] => (Object.keys(patch) as PatchableColumn[]).filter((key) => PATCHABLE.has(key)).sort();

/**
 * The row an insert of `sale` leaves (migration 1's defaults for the rest): what a read-back would answer. Spelt
 * out column by column, so that nothing else the caller's object carries gets in, and a column added to SaleRow
 * fails to compile here until it is given its value.
 */
function createdRow(sale: NewSale, seq: number): SaleRow {
  return {
    id: sale.id,
    seq,
    created_at: sale.created_at,
    updated_at: sale.created_at,
    business_day: sale.business_day,
    clerk: sale.clerk,
    shift: sale.shift,
    environment: sale.environment,
    operator_id: sale.operator_id,
    operator_name: sale.operator_name,
    country_iso: sale.country_iso,
    recipient_country: sale.recipient_country,
    recipient_phone: sale.recipient_phone,
    recipient_email: sale.recipient_email,
    sender_country: sale.sender_country,
    sender_phone: sale.sender_phone,
    amount_micros: sale.amount_micros,
    amount_currency: sale.amount_currency,
    use_local_amount: sale.use_local_amount,
    quoted_delivered_micros: sale.quoted_delivered_micros,
    quoted_delivered_currency: sale.quoted_delivered_currency,
    state: 'queued',
    attempts: 0,
    not_before: sale.not_before ?? null,
    transaction_id: null,
    operator_transaction_id: null,
    delivered_micros: null,
    delivered_currency: null,
    cost_micros: null,
    cost_currency: null,
    discount_micros: null,
    discount_currency: null,
    transaction_json: null,
    raw_response: null,
    error_code: null,
    error_message: null,
    completed_at: null,
    request_id: sale.request_id,
    clerk_id: sale.clerk_id ?? null,
  };
}

/** The row a transition leaves: `before` with the new state and time and the patched columns, as the UPDATE sets them. */
function transitionedRow(before: SaleRow, to: SaleState, at: string, patch: SalePatch): SaleRow {
  const row: SaleRow = { ...before, state: to, updated_at: at };
  for (const column of patchedColumns(patch)) setColumn(row, column, patch[column]);
  return row;
}

/** A patched column's value, as the UPDATE binds it (a patch never holds undefined: the binding would refuse it). */
function setColumn<K extends PatchableColumn>(row: SaleRow, column: K, value: SalePatch[K]): void {
  row[column] = value as SaleRow[K];
}

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
      @quoted_delivered_currency, 'queued', @request_id, @not_before, @clerk_id) RETURNING seq`);
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
  const selectLastCurrency = db.prepare<[], { amount_currency: string }>('SELECT amount_currency FROM sales ORDER BY seq DESC LIMIT 1');
  const selectShiftSummed = db.prepare<[number], SummaryRow>(`SELECT ${SUMMARY_COLUMNS.join(', ')} FROM sales WHERE shift = ? AND shift > 0`);
  // A day's through the day's index. Every day's (the history's "All days") from the day's totals, a few rows a
  // day, each name from its operator's or clerk's newest sale through their own index: never every sale.
  const dayFacets = {
    operators: db.prepare<[string], { id: number; name: string; countryIso: string }>(
      'SELECT operator_id AS id, MAX(operator_name) AS name, MAX(country_iso) AS countryIso FROM sales WHERE business_day = ? GROUP BY operator_id ORDER BY name',
    ),
    clerks: db.prepare<[string], { id: string | null; name: string }>(
      'SELECT clerk_id AS id, MAX(clerk) AS name FROM sales WHERE business_day = ? GROUP BY clerk_id, CASE WHEN clerk_id IS NULL THEN clerk END ORDER BY name',
    ),
  };
  const allFacets = {
    operators: db.prepare<[], { id: number; name: string; countryIso: string }>(`
      SELECT o.operator_id AS id, s.operator_name AS name, s.country_iso AS countryIso
      FROM (SELECT DISTINCT operator_id FROM day_totals WHERE count > 0) o
      JOIN sales s ON s.rowid = (SELECT rowid FROM sales WHERE operator_id = o.operator_id ORDER BY created_at DESC, seq DESC LIMIT 1)
      ORDER BY name`),
    clerks: db.prepare<[], { id: string | null; name: string }>(`
      SELECT CASE WHEN c.clerk_key LIKE 'id:%' THEN substr(c.clerk_key, 4) END AS id,
        CASE WHEN c.clerk_key LIKE 'id:%'
          THEN (SELECT clerk FROM sales WHERE clerk_id = substr(c.clerk_key, 4) ORDER BY created_at DESC, seq DESC LIMIT 1)
          ELSE substr(c.clerk_key, 6) END AS name
      FROM (SELECT DISTINCT clerk_key FROM day_totals WHERE count > 0) c
      ORDER BY name`),
  };
  // The outbox's view of its work: narrow rows, read on every pump.
  const selectSendable = db.prepare<[], OutboxRow>(SENDABLE_SQL);
  // When a send to a number last ended, for sends that may have recharged it (a refused send does not
  // start the service's waiting time). The service starts it somewhere between our request and its
  // answer, so the answer's time is the safe one; a send still in flight blocks the number outright.
  const lastSendTo = db.prepare<[string, string], { at: string | null; in_flight: number }>(`
    SELECT MAX(e.at) AS at, MAX(s.state = 'sending') AS in_flight FROM sale_events e JOIN sales s ON s.id = e.sale_id
    WHERE s.recipient_phone = ? AND s.id <> ?
      AND s.state IN ('sending','processing','succeeded','refunded','unknown')
      AND e.to_state IN ('sending','processing','succeeded','refunded','unknown')`);

  const create = db.transaction((sale: NewSale, reason: string): SaleRow => {
    const { seq } = insertSale.get({ not_before: null, clerk_id: null, ...sale }) as { seq: number };
    insertEvent.run(sale.id, sale.created_at, null, 'queued', reason);
    return createdRow(sale, seq);
  });

  // One prepared UPDATE per set of patched columns (a handful in practice) and way of answering, not one per call.
  const updates = new Map<string, Statement<Record<string, unknown>, SaleRow>>();
  function updateStatement(columns: readonly string[], readBack: boolean): Statement<Record<string, unknown>, SaleRow> {
    const key = `${columns.join(',')}${readBack ? ' *' : ''}`;
    let statement = updates.get(key);
    if (!statement) {
      const sets = ['state = @to', 'updated_at = @at', ...columns.map((c) => `${c} = @${c}`)].join(', ');
      statement = db.prepare<Record<string, unknown>, SaleRow>(`UPDATE sales SET ${sets} WHERE id = @id AND state = @from${readBack ? ' RETURNING *' : ''}`);
      updates.set(key, statement);
    }
    return statement;
  }

  /**
   * `before`: the row as its caller last wrote it, when it has it; the row after is then built from it and what
   * this writes (transitionedRow), not read back. Without it, the row as changed comes back from the UPDATE.
   */
  const transition = db.transaction((id: string, from: SaleState, to: SaleState, at: string, reason: string, patch: SalePatch = {}, before?: SaleRow): SaleRow => {
    if (!canTransition(from, to)) throw new StaleTransitionError(`illegal transition ${from} → ${to} for sale ${id}`);
    const columns = patchedColumns(patch);
    const values = { ...patch, id, from, to, at };
    // None changed (or no row came back) when the sale is no longer in `from`.
    let row: SaleRow | undefined;
    if (before?.id === id && before.state === from) row = updateStatement(columns, false).run(values).changes === 1 ? transitionedRow(before, to, at, patch) : undefined;
    else row = updateStatement(columns, true).get(values);
    if (!row) throw new StaleTransitionError(`sale ${id} is no longer ${from}`);
    insertEvent.run(id, at, from, to, reason);
    return row;
  });

  // One prepared statement per shape of list (which filters are set), not one per call.
  const lists = new Map<string, Statement<Record<string, unknown>, SaleRow>>();
  function listStatement(sql: string): Statement<Record<string, unknown>, SaleRow> {
    let statement = lists.get(sql);
    if (!statement) {
      statement = db.prepare<Record<string, unknown>, SaleRow>(sql);
      lists.set(sql, statement);
    }
    return statement;
  }

  function list(query: SaleListQuery): { rows: SaleRow[]; more: boolean } {
    const where: string[] = [];
    const params: Record<string, unknown> = { limit: query.limit + 1 };
    if (query.day) (where.push('business_day = @day'), (params.day = query.day));
    if (query.state) (where.push('state = @state'), (params.state = query.state));
    // An open state: the open-sales index's own condition lets SQLite read that index, not every sale.
    if (query.state && OPEN_STATES.includes(query.state)) where.push(`state IN (${sqlList(OPEN_STATES)})`);
    if (query.clerkId) (where.push('clerk_id = @clerkId'), (params.clerkId = query.clerkId));
    if (query.operatorId) (where.push('operator_id = @operatorId'), (params.operatorId = query.operatorId));
    if (query.before) (where.push('created_at < @before'), (params.before = query.before));
    if (query.text) {
      const term = searchTerm(query.text, query.day !== undefined);
      where.push(term.sql);
      Object.assign(params, term.params);
    }
    const sql = `SELECT * FROM sales ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at DESC, seq DESC LIMIT @limit`;
    const rows = listStatement(sql).all(params);
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
    lastCurrency: (): string | null => selectLastCurrency.get()?.amount_currency ?? null,
    /** A shift's sales, the summed columns only. */
    ofShift: (shiftId: number): SummaryRow[] => selectShiftSummed.all(shiftId),
    /** The operators and clerks a day's sales (or all sales) name, for the history's filters. */
    facets: (day: string | null) =>
      day === null ? { operators: allFacets.operators.all(), clerks: allFacets.clerks.all() } : { operators: dayFacets.operators.all(day), clerks: dayFacets.clerks.all(day) },
    /** The end of the last send to a number that may have recharged it; 'in-flight' while one is under way. */
    lastSendTo(e164: string, exceptId: string): string | 'in-flight' | null {
      const row = lastSendTo.get(e164, exceptId);
      if (row?.in_flight) return 'in-flight';
      return row?.at ?? null;
    },
  };
}

export type SalesRepo = ReturnType<typeof createSalesRepo>;
