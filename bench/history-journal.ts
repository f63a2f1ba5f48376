/**
 * Three years of a busy shop, as a journal file: 1,000,000 sales over 1,100 business days (Sundays closed),
 * every row as the till writes it — the sale with the service's whole record, its events, two shifts a day
 * closed with their count and report, a receipt printed per sale, each past day closed with its Z, the
 * manager's approvals — and a handful of sales still open at the end of the last day. Repeat customers make
 * numbers recur. Deterministic (a seeded generator), written with raw prepared statements in big transactions,
 * and cached: the file is made once per generator version and journal schema, and reused by later runs.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Shift } from '../src/shared/contract';
import { toMicros } from '../src/shared/money';
import { businessDayBounds, previousDay } from '../src/shared/business-day';
import { MIGRATIONS } from '../src/main/journal/migrations';
import { openJournal } from '../src/main/journal/open';
import { createSalesRepo, SALE_COLUMNS, type SaleRow, type SummaryRow } from '../src/main/journal/sales-repo';
import { createAuditRepo } from '../src/main/journal/audit-repo';
import { createClosuresRepo } from '../src/main/journal/closures-repo';
import { createDayTotals } from '../src/main/journal/day-totals';
import { createShiftsRepo } from '../src/main/journal/shifts-repo';
import { createReportsService } from '../src/main/reports/reports-service';
import { shiftReport } from '../src/main/reports/shift-report';
import { cashLines } from '../src/main/reports/shift-cash';
import { transactionPatch } from '../src/main/sales/outcome';
import { transactionSchema, type TopupTransaction, type TopupClient } from '../src/main/topup-api';
import { toSale } from '../src/main/journal/sale-view';
import { seededRandom } from '../src/main/simulator/random';
import { methods } from '../src/shared/contract';

/** Bump when what is generated changes; the journal's schema version is part of the cache key too. */
const GENERATOR_VERSION = 2;
export const HISTORY = { sales: 1_000_000, days: 1_100, lastDay: '2026-11-21' } as const;
/** The till's clock on the last day: the evening, with the afternoon shift still open. */
export const LAST_DAY_NOW = new Date(`${HISTORY.lastDay}T19:30:00.000Z`);
/** Business days are UTC days here, so the file means the same on any machine. */
export const RULE = { startHour: 0, timeZone: 'UTC' };
const OPEN_AT_HOUR = 8;
const SHOP_HOURS = 12;
const PRINTER = 'Counter printer';
const FLOAT = { micros: toMicros('50'), currency: 'USD' };
/** Sales still open at the end of the last day: waiting to be sent (held by the recharge pause), followed, uncertain. */
const OPEN_AT_END = { queued: 3, processing: 2, unknown: 1 } as const;

/** Keyed by the generator's version and the journal's schema, its text included (a migration not shipped yet may change). */
export function historyCacheFile(): string {
  const schema = createHash('sha256').update(JSON.stringify(MIGRATIONS)).digest('hex').slice(0, 12);
  return join(tmpdir(), 'airtime-till-bench-cache', `history-g${GENERATOR_VERSION}-s${MIGRATIONS.at(-1)!.version}-${schema}-${HISTORY.sales}.sqlite`);
}

/** The cached journal, generated first when missing (not timed: this is the shop's past, not the till's work). */
export function historyJournal(log: (line: string) => void): string {
  const file = historyCacheFile();
  if (existsSync(file)) return file;
  mkdirSync(join(tmpdir(), 'airtime-till-bench-cache'), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  rmSync(partial, { force: true });
  const t0 = performance.now();
  log(`  generating ${HISTORY.sales.toLocaleString('en-US')} sales over ${HISTORY.days} days into ${file} (once; cached)`);
  generate(partial, log);
  checkTillReads(partial);
  renameSync(partial, file);
  log(`  generated in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return file;
}

// ---- deterministic randomness -------------------------------------------------------------------------------

const random = seededRandom(14);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const hex = (digits: number) => Array.from({ length: digits }, () => Math.floor(random() * 16).toString(16)).join('');
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
/** A stable hash of an integer, for customers whose number and operator never change. */
const hashOf = (n: number) => seededRandom(n * 2_654_435_761)();

// ---- the shop's world ---------------------------------------------------------------------------------------

interface OperatorSpec {
  id: number;
  name: string;
  country: string;
  callingCode: string;
  prefixes: readonly string[];
  digits: number;
  currency: string;
  fx: number;
  email?: boolean;
  pin?: boolean;
  weight: number;
}

const OPERATORS: readonly OperatorSpec[] = [
  { id: 341, name: 'MTN Nigeria', country: 'NG', callingCode: '234', prefixes: ['803', '806', '703', '706', '813', '816', '810', '814', '903', '906'], digits: 7, currency: 'NGN', fx: 1512.4, weight: 44 },
  { id: 342, name: 'Airtel Nigeria', country: 'NG', callingCode: '234', prefixes: ['802', '808', '708', '812', '701', '902', '907', '901'], digits: 7, currency: 'NGN', fx: 1512.4, weight: 25 },
  { id: 343, name: 'Glo Nigeria', country: 'NG', callingCode: '234', prefixes: ['805', '807', '705', '815', '811', '905'], digits: 7, currency: 'NGN', fx: 1512.4, weight: 14 },
  { id: 344, name: '9mobile Nigeria', country: 'NG', callingCode: '234', prefixes: ['809', '818', '817', '909', '908'], digits: 7, currency: 'NGN', fx: 1512.4, weight: 7 },
  { id: 345, name: 'MTN Nigeria PIN', country: 'NG', callingCode: '234', prefixes: ['803', '806', '703'], digits: 7, currency: 'NGN', fx: 1512.4, pin: true, weight: 3 },
  { id: 150, name: 'MTN Ghana', country: 'GH', callingCode: '233', prefixes: ['24', '54', '55', '59'], digits: 7, currency: 'GHS', fx: 15.2, weight: 5 },
  { id: 880, name: 'Spectranet Nigeria', country: 'NG', callingCode: '234', prefixes: [], digits: 0, currency: 'NGN', fx: 1512.4, email: true, weight: 2 },
];
const OPERATOR_WEIGHT = OPERATORS.reduce((sum, op) => sum + op.weight, 0);
const USD_AMOUNTS = ['0.5', '1', '1', '2', '2', '2', '5', '5', '10', '20'];
const LOCAL_AMOUNTS = ['500', '1000', '1000', '2000', '5000'];
const NAMES = ['ada', 'chidi', 'emeka', 'funmi', 'ngozi', 'tunde', 'kemi', 'bola', 'yaw', 'ama', 'kofi', 'efua'];

/** 120,000 customers: 3,000 regulars who top up every ten days or so (30% of the sales), the rest now and then. */
const CUSTOMERS = 120_000;
const REGULARS = 3_000;
const customerIndex = () => (random() < 0.3 ? Math.floor(random() * REGULARS) : REGULARS + Math.floor(random() * (CUSTOMERS - REGULARS)));
interface Customer {
  operator: OperatorSpec;
  phone: string | null;
  email: string | null;
}
const customers = new Map<number, Customer>();
function customerOf(k: number): Customer {
  let found = customers.get(k);
  if (found) return found;
  let at = hashOf(k) * OPERATOR_WEIGHT;
  const operator = OPERATORS.find((op) => (at -= op.weight) < 0) ?? OPERATORS[0]!;
  const digits = String(Math.floor(hashOf(k + 7_777_777) * 10 ** operator.digits)).padStart(operator.digits, '0');
  const prefix = operator.prefixes[Math.floor(hashOf(k + 3_333_333) * operator.prefixes.length)] ?? '';
  found = operator.email
    ? { operator, phone: null, email: `${NAMES[k % NAMES.length]}${k}@mail.example` }
    : { operator, phone: `+${operator.callingCode}${prefix}${digits}`, email: null };
  customers.set(k, found);
  return found;
}

/** Six clerks over three years: each works for a stretch, two a day, morning and afternoon. */
const CLERKS = Array.from({ length: 6 }, (_, i) => ({ id: uuid(), name: ['Amaka', 'Bayo', 'Chioma', 'Dayo', 'Efe', 'Femi'][i]! }));
const MANAGER = { id: uuid(), name: 'Grace (manager)' };

/** The business days, oldest first: every day but Sunday, ending on the last day. */
function businessDays(): string[] {
  const days: string[] = [];
  for (let day: string = HISTORY.lastDay; days.length < HISTORY.days; day = previousDay(day)) {
    if (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) days.push(day);
  }
  return days.reverse();
}

/** Sales per day: busier on Fridays and Saturdays and towards the end of the month, summing to exactly the total. */
function salesPerDay(days: readonly string[]): number[] {
  const weights = days.map((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    const weekday = date.getUTCDay();
    return (weekday === 5 || weekday === 6 ? 1.25 : 1) * (date.getUTCDate() >= 25 ? 1.15 : 1) * (0.8 + random() * 0.4);
  });
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / sum) * HISTORY.sales));
  let missing = HISTORY.sales - counts.reduce((a, b) => a + b, 0);
  for (let i = counts.length - 1; missing > 0; i -= 1, missing -= 1) counts[i]! += 1;
  return counts;
}

// ---- one sale -----------------------------------------------------------------------------------------------

type Fate = 'succeeded' | 'via-processing' | 'refunded' | 'failed-record' | 'failed-refused' | 'cancelled' | 'retried' | keyof typeof OPEN_AT_END;

function fateOf(): Fate {
  const u = random() * 1000;
  if (u < 10) return 'cancelled';
  if (u < 20) return 'refunded';
  if (u < 33) return 'failed-record';
  if (u < 45) return 'failed-refused';
  if (u < 50) return 'retried';
  if (u < 160) return 'via-processing';
  return 'succeeded';
}

const TEMPLATE = transactionSchema.parse({
  transactionId: 1,
  status: 'SUCCESSFUL',
  operatorTransactionId: 'X',
  customIdentifier: 'X',
  recipientPhone: '0',
  recipientEmail: null,
  senderPhone: null,
  countryCode: 'NG',
  operatorId: 1,
  operatorName: 'X',
  discount: 0,
  discountCurrencyCode: 'USD',
  requestedAmount: 1,
  requestedAmountCurrencyCode: 'USD',
  deliveredAmount: 1,
  deliveredAmountCurrencyCode: 'NGN',
  transactionDate: '2026-01-01 00:00:00',
  pinDetail: null,
  balanceInfo: { oldBalance: 1, newBalance: 1, cost: 1, currencyCode: 'USD', currencyName: 'US Dollar', updatedAt: '2026-01-01 00:00:00' },
});

const round2 = (value: number) => Math.round(value * 100) / 100;
const serviceDate = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const iso = (ms: number) => new Date(ms).toISOString();

/** What a sale accepted for processing does not know yet: everything of the final record but its transaction id. */
const NOT_SETTLED = {
  operator_transaction_id: null, delivered_micros: null, delivered_currency: null, cost_micros: null, cost_currency: null,
  discount_micros: null, discount_currency: null, transaction_json: null, completed_at: null,
} as const;

interface Event {
  at: string;
  from: string | null;
  to: string;
  reason: string;
}

interface Generated {
  row: SaleRow;
  events: Event[];
  pin: boolean;
}

let nextTransactionId = 4_100_000;
let balance = 2_000_000;

function transactionOf(id: string, customer: Customer, amount: { value: number; currency: string }, status: TopupTransaction['status'], atMs: number): TopupTransaction {
  const op = customer.operator;
  const usd = amount.currency === 'USD' ? amount.value : amount.value / op.fx;
  const discount = round2(usd * 0.05);
  const cost = round2(usd - discount);
  const oldBalance = balance;
  balance = round2(balance - cost);
  return {
    ...TEMPLATE,
    transactionId: nextTransactionId++,
    status,
    operatorTransactionId: `${op.country}${hex(10).toUpperCase()}`,
    customIdentifier: id,
    recipientPhone: customer.phone?.slice(1) ?? null,
    recipientEmail: customer.email,
    countryCode: op.country,
    operatorId: op.id,
    operatorName: op.name,
    discount,
    discountCurrencyCode: 'USD',
    requestedAmount: amount.value,
    requestedAmountCurrencyCode: amount.currency,
    deliveredAmount: amount.currency === op.currency ? amount.value : round2(amount.value * op.fx),
    deliveredAmountCurrencyCode: op.currency,
    transactionDate: serviceDate(atMs),
    pinDetail: op.pin ? { serial: hex(12).toUpperCase(), info1: 'Dial *555*PIN#', info2: null, info3: null, value: null, code: String(Math.floor(random() * 1e15)).padStart(15, '0'), ivr: null, validity: '30 days' } : null,
    balanceInfo: { oldBalance, newBalance: balance, cost, currencyCode: 'USD', currencyName: 'US Dollar', updatedAt: serviceDate(atMs) },
  };
}

function saleAt(seq: number, atMs: number, day: string, clerk: { id: string; name: string }, shift: number, fate: Fate): Generated {
  const id = `T${atMs.toString(36).toUpperCase()}-${hex(12).toUpperCase()}`;
  const customer = customerOf(customerIndex());
  const op = customer.operator;
  const local = !op.email && op.currency === 'NGN' && random() < 0.08;
  const amountText = local ? pick(LOCAL_AMOUNTS) : pick(USD_AMOUNTS);
  const amount = { value: Number(amountText), currency: local ? 'NGN' : 'USD' };
  const quoted = local ? amount.value : round2(amount.value * op.fx);
  const sender = random() < 0.03 ? `+234${pick(['803', '802', '805'])}${String(Math.floor(random() * 1e7)).padStart(7, '0')}` : null;
  const created = iso(atMs);
  const row: SaleRow = {
    id, seq, created_at: created, updated_at: created, business_day: day, clerk: clerk.name, shift, environment: 'sandbox',
    operator_id: op.id, operator_name: op.name, country_iso: op.country, recipient_country: customer.phone ? op.country : null,
    recipient_phone: customer.phone, recipient_email: customer.email, sender_country: sender ? 'NG' : null, sender_phone: sender,
    amount_micros: toMicros(amountText), amount_currency: amount.currency, use_local_amount: local ? 1 : 0,
    quoted_delivered_micros: toMicros(quoted), quoted_delivered_currency: op.currency, state: 'queued', attempts: 0, not_before: null,
    transaction_id: null, operator_transaction_id: null, delivered_micros: null, delivered_currency: null, cost_micros: null,
    cost_currency: null, discount_micros: null, discount_currency: null, transaction_json: null, raw_response: null, error_code: null,
    error_message: null, completed_at: null, request_id: uuid(), clerk_id: clerk.id,
  };
  const events: Event[] = [{ at: created, from: null, to: 'queued', reason: 'created by clerk' }];
  const move = (to: SaleRow['state'], afterMs: number, reason: string) => {
    const at = iso(atMs + afterMs);
    events.push({ at, from: row.state, to, reason });
    row.state = to;
    row.updated_at = at;
  };
  const settle = (status: TopupTransaction['status'], afterMs: number) => {
    const tx = transactionOf(id, customer, amount, status, atMs + afterMs);
    Object.assign(row, transactionPatch(tx, iso(atMs + afterMs)));
    return tx;
  };
  /** When the last attempt was sent: a retried sale went out again half a minute later. */
  let sentMs = 40;
  const send = () => {
    row.attempts += 1;
    move('sending', sentMs, `sending, attempt ${row.attempts}`);
  };
  switch (fate) {
    case 'cancelled':
      move('cancelled', 95_000, 'customer left before it was sent');
      row.completed_at = row.updated_at;
      break;
    case 'queued':
      // Held by the service's pause for a number topped up moments ago: sent after the till's evening clock.
      row.not_before = iso(LAST_DAY_NOW.getTime() + 3_600_000);
      break;
    case 'retried':
    case 'succeeded': {
      send();
      if (fate === 'retried') {
        move('queued', 2_000, 'not sent: the service could not be reached');
        sentMs = 32_000;
        send();
      }
      const tx = settle('SUCCESSFUL', sentMs + 900);
      move('succeeded', sentMs + 900, `service answered: SUCCESSFUL (transaction ${tx.transactionId})`);
      break;
    }
    case 'via-processing':
    case 'refunded':
    case 'processing': {
      send();
      const tx = settle(fate === 'refunded' ? 'REFUNDED' : 'SUCCESSFUL', 31_000);
      move('processing', 900, `accepted for processing (transaction ${tx.transactionId})`);
      if (fate === 'processing') {
        // Still followed: only the transaction id is known yet.
        Object.assign(row, NOT_SETTLED);
        break;
      }
      move(fate === 'refunded' ? 'refunded' : 'succeeded', 31_000, `status check: ${tx.status} (transaction ${tx.transactionId})`);
      break;
    }
    case 'failed-record': {
      send();
      const tx = settle('FAILED', 1_100);
      move('failed', 1_100, `service answered: FAILED (transaction ${tx.transactionId})`);
      break;
    }
    case 'failed-refused':
      send();
      Object.assign(row, { error_code: 'PHONE_RECENTLY_RECHARGED', error_message: 'This number was topped up moments ago; try again in a few minutes.', completed_at: iso(atMs + 600) });
      move('failed', 600, 'refused by the service: PHONE_RECENTLY_RECHARGED');
      break;
    case 'unknown':
      send();
      move('unknown', 15_000, 'no answer from the service: checking whether the top-up was made');
      break;
  }
  return { row, events, pin: op.pin === true && (row.state === 'succeeded' || row.state === 'refunded') };
}

// ---- writing ------------------------------------------------------------------------------------------------

function generate(file: string, log: (line: string) => void): void {
  // The schema is the till's own: a journal made by openJournal, then filled in bulk.
  openJournal(file, { environment: 'sandbox' }).close();
  const db = new Database(file);
  // A file being made needs no crash safety: no rollback journal, no syncs (the till opens it in WAL after).
  db.pragma('locking_mode = EXCLUSIVE');
  db.pragma('journal_mode = DELETE');
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -1000000');
  const placeholders = SALE_COLUMNS.map(() => '?').join(', ');
  const insertSale = db.prepare(`INSERT INTO sales (${SALE_COLUMNS.join(', ')}) VALUES (${placeholders})`);
  const insertEvent = db.prepare('INSERT INTO sale_events (sale_id, at, from_state, to_state, reason) VALUES (?, ?, ?, ?, ?)');
  const insertShift = db.prepare(`INSERT INTO shifts (id, business_day, clerk_id, clerk_name, opened_at, float_micros, float_currency, closed_at, closed_by, counted_json, report_json)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertJob = db.prepare(`INSERT INTO print_jobs (sale_id, kind, subject, copy, printer, outcome, reason, problem, reached_printer, started_at, finished_at)
    VALUES (?, ?, ?, 0, ?, 'printed', ?, NULL, 1, ?, ?)`);
  const insertCancel = db.prepare("INSERT INTO audit (at, business_day, action, sale_id, clerk_id, clerk_name, manager_id, manager_name) VALUES (?, ?, 'sale-cancelled', ?, ?, ?, ?, ?)");

  const days = businessDays();
  const perDay = salesPerDay(days);
  let seq = 0;
  let shiftId = 0;
  const writeDay = db.transaction((day: string, count: number, last: boolean) => {
    const { from } = businessDayBounds(day, RULE);
    const openMs = from.getTime() + OPEN_AT_HOUR * 3_600_000;
    const endMs = last ? LAST_DAY_NOW.getTime() - 60_000 : openMs + SHOP_HOURS * 3_600_000;
    const halfMs = openMs + (SHOP_HOURS / 2) * 3_600_000;
    const era = Math.floor((days.indexOf(day) / days.length) * 4);
    const pair = [CLERKS[era]!, CLERKS[(era + 1 + (day.charCodeAt(9) % 2)) % CLERKS.length]!];
    const shifts = pair.map((clerk, i) => ({ id: ++shiftId, clerk, opensMs: i === 0 ? openMs - 600_000 : halfMs - 300_000, rows: [] as SummaryRow[] }));
    const opens = last ? Object.entries(OPEN_AT_END).flatMap(([fate, n]) => Array.from({ length: n }, () => fate as Fate)) : [];
    const step = (endMs - openMs) / count;
    for (let i = 0; i < count; i += 1) {
      const atMs = Math.floor(openMs + i * step + random() * step * 0.9);
      const shift = atMs < halfMs ? shifts[0]! : shifts[1]!;
      const fate = i >= count - opens.length ? opens[i - (count - opens.length)]! : fateOf();
      const { row, events, pin } = saleAt(++seq, atMs, day, shift.clerk, shift.id, fate);
      insertSale.run(SALE_COLUMNS.map((column) => row[column]));
      for (const event of events) insertEvent.run(row.id, event.at, event.from, event.to, event.reason);
      shift.rows.push(row);
      if (row.state === 'succeeded' || row.state === 'refunded') insertJob.run(row.id, 'receipt', null, PRINTER, null, row.completed_at, row.completed_at);
      if (pin) insertJob.run(row.id, 'voucher', null, PRINTER, null, row.completed_at, row.completed_at);
      if (row.state === 'cancelled') insertCancel.run(row.completed_at, day, row.id, shift.clerk.id, shift.clerk.name, MANAGER.id, MANAGER.name);
    }
    for (const [i, each] of shifts.entries()) {
      const closes = !(last && i === 1);
      const closedMs = i === 0 ? halfMs + 120_000 : endMs + 900_000;
      const shift: Shift = { id: each.id, businessDay: day, clerkId: each.clerk.id, clerkName: each.clerk.name, openedAt: iso(each.opensMs), float: FLOAT, closedAt: closes ? iso(closedMs) : null, closedBy: closes ? each.clerk.name : null };
      // The drawer counted as expected, now and then a little short.
      const counted = cashLines(FLOAT, each.rows, null).map((line) => ({ currency: line.currency, micros: line.expected - (random() < 0.05 ? toMicros('0.5') : 0) }));
      const report = closes ? JSON.stringify(shiftReport(shift, each.rows, counted, new Date(closedMs))) : null;
      insertShift.run(shift.id, day, shift.clerkId, shift.clerkName, shift.openedAt, FLOAT.micros, FLOAT.currency, shift.closedAt, shift.closedBy, closes ? JSON.stringify(counted) : null, report);
      if (closes) insertJob.run(null, 'shift', String(shift.id), PRINTER, null, shift.closedAt, shift.closedAt);
    }
  });
  const started = performance.now();
  for (const [i, day] of days.entries()) {
    writeDay(day, perDay[i]!, i === days.length - 1);
    if (i % 100 === 99) log(`    ${i + 1} days, ${seq.toLocaleString('en-US')} sales (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  closePastDays(db, days.slice(0, -1));
  db.pragma('journal_mode = DELETE');
  db.close();
}

/** Every day but the last closed with its Z, written by the till's own reports service. */
function closePastDays(db: Database.Database, days: readonly string[]): void {
  let closingAt = new Date(0);
  const audit = createAuditRepo(db, { now: () => closingAt, currentDay: () => closingAt.toISOString().slice(0, 10) });
  const reports = createReportsService({
    sales: createSalesRepo(db),
    days: createDayTotals(db),
    closures: createClosuresRepo(db),
    shifts: createShiftsRepo(db),
    audit: () => audit,
    client: () => ({}) as TopupClient,
    rule: () => RULE,
    now: () => closingAt,
  });
  const insertJob = db.prepare(`INSERT INTO print_jobs (sale_id, kind, subject, copy, printer, outcome, reached_printer, started_at, finished_at) VALUES (NULL, 'day', ?, 0, ?, 'printed', 1, ?, ?)`);
  db.transaction(() => {
    for (const day of days) {
      closingAt = new Date(`${day}T20:30:00.000Z`);
      // The manager signed in closes it: the Z writes its own entry in the audit trail.
      reports.summary(day, 'Z', { clerk: MANAGER, manager: MANAGER });
      insertJob.run(day, PRINTER, closingAt.toISOString(), closingAt.toISOString());
    }
  })();
}

/** The till opens the file as it opens any journal, and reads a sale, its record and a day back through its own code. */
function checkTillReads(file: string): void {
  const db = openJournal(file, { environment: 'sandbox' });
  try {
    const repo = createSalesRepo(db);
    const sample = db.prepare<[], SaleRow>("SELECT * FROM sales WHERE transaction_json IS NOT NULL AND seq % 99991 = 7 LIMIT 5").all();
    for (const row of sample) {
      const stored = JSON.parse(row.transaction_json!) as unknown;
      const parsed = transactionSchema.parse(stored);
      if (JSON.stringify(parsed) !== row.transaction_json) throw new Error(`sale ${row.id}: its stored record is not one the client produces`);
      methods['sales.get'].output.parse({ sale: toSale(repo.get(row.id)!), events: repo.events(row.id) });
    }
    const open = repo.openCount();
    const expected = Object.values(OPEN_AT_END).reduce((a, b) => a + b, 0);
    if (open !== expected) throw new Error(`the journal holds ${open} open sales, expected ${expected}`);
  } finally {
    db.close();
  }
}
