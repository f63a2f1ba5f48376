/**
 * Pair 8: a year of a 1,000-till chain at its centre (issue 26), on a private PostgreSQL started here.
 *
 * The year: 1,000 tills × 365 business days × 28 sales a day (10.2 M sales; a chain at 500 sales a day in proportion:
 * the same rows, a tenth of a real year's count), COPY-loaded as the ingest keeps them — each sale's projection row and
 * its three events, their payloads exactly what chain_ingest kept of a real till's sale (queued, sending, succeeded)
 * ingested first — with an audit entry for one sale in 20 and a shift and a Z per 500 sales of a till (their real share),
 * in time order, a partition per month; then the rollups made in one pass, as the ingest keeps them.
 *
 * Measured on it, each with its floor in the same run:
 * - bytes per sale, all in (events, projections, rollups, indexes), after VACUUM; floor: the projection alone;
 * - chain:report for a day and for a month (its report function, one read-only snapshot); floor: a bare SUM of the
 *   day's or month's delivered amounts over the rollups it reads (the day's, the month's);
 * - the ingest of a chain's day: 20 enrolled tills, each sending a day of 500 real sales (three events each) through
 *   chain_ingest at once over TLS; as a multiple of real time for the whole chain's day (1,000 tills); floor: raw COPY;
 * - a till back after a week offline (3,500 sales, its journal's own loop); floor: raw COPY of as many rows.
 * BENCH_CHAIN_TILLS shrinks the year for a quick look (e.g. 20); the goals speak of the full year only.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type postgres from 'postgres';
import type { Sql } from '../chain/lib/admin-connection';
import { chainDayReport, chainMonthReport } from '../chain/lib/report';
import { enrolTill } from '../chain/lib/tills';
import { connectCentral, type CentralLink } from '../src/main/chain/central-link';
import { createChainSync } from '../src/main/chain/chain-sync';
import type { ChainEnrolment } from '../src/main/chain/enrolment';
import { createChainLogRepo, type ChainEntry } from '../src/main/journal/chain-log-repo';
import { openJournal } from '../src/main/journal/open';
import { createSalesRepo } from '../src/main/journal/sales-repo';
import { silentLogger } from '../src/main/logger';
import { transactionPatch } from '../src/main/sales/outcome';
import { DEFAULT_TIMINGS } from '../src/main/timings';
import { daysQuery } from '../office/server/queries/days';
import { tillsQuery } from '../office/server/queries/tills';
import { todayQuery } from '../office/server/queries/today';
import { trendsQuery } from '../office/server/queries/trends';
import { parseOpeningHours } from '../office/server/opening-hours';
import { FIGURES } from '../office/shared/contract';
import { startChainCentre } from '../test/support/chain-centre';
import type { PostgresServer } from '../test/support/postgres-server';
import { newSale, SAMPLE_TRANSACTION } from './journal';
import { figureGoal, latencyGoal, measureAlone, opRunner, type Row, type Stats } from './measure';

const PAIR = '8 chain year';
const TILLS = Number(process.env.BENCH_CHAIN_TILLS ?? 1_000);
const DAYS = 365;
const SALES_PER_DAY = 28;
const LAST_DAY = Date.UTC(2026, 10, 26);
/** The tills that connect for real (a role and a certificate each): the day's ingest. */
const SENDERS = 20;
const REAL_DAY = 500;
const WEEK_OFFLINE = 7 * REAL_DAY;
const ZONE_OFFSET_HOURS = 1; // Africa/Lagos, every till's zone here

const OPERATORS = [
  { id: 341, name: 'MTN Nigeria' },
  { id: 342, name: 'Airtel Nigeria' },
  { id: 343, name: 'Glo Mobile Nigeria' },
  { id: 344, name: '9mobile (Emerging Markets Telecommunication Services)' },
];
const CLERKS = ['Adaeze Okonkwo-Balogun', 'Oluwaseun Adeyemi', 'Chukwuemeka Nwachukwu'];
// As the till names them: a clerk by a UUID, a sale by its time and 12 hex digits (sales-service.ts).
const CLERK_IDS = ['5f0c7d2e-8b1a-4c3d-9e6f-1a2b3c4d5e6f', '0a9b8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6d', 'c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f'];
const saleIdOf = (t: number, d: number, n: number, created: Date) =>
  `T${created.getTime().toString(36).toUpperCase()}-${(t * 1_000_003 + d * 7_919 + n).toString(16).padStart(12, '0').toUpperCase()}`;
const AMOUNTS = [500, 1_000, 2_000, 5_000].map((naira) => naira * 1_000_000);

const tillId = (n: number) => `till_y${String(n).padStart(4, '0')}`;
const dayOf = (d: number) => new Date(LAST_DAY - (DAYS - 1 - d) * 86_400_000).toISOString().slice(0, 10);
const escape = (text: string) => text.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
const NULL = '\\N';
const hex = () => `\\\\x${randomBytes(16).toString('hex')}`;

/** Rows into a table by COPY, a chunk at a time, waiting when the connection's buffer is full. */
async function copyRows(sql: postgres.Sql | postgres.ReservedSql, table: string, columns: string, rows: () => Iterable<string>): Promise<number> {
  const stream = await sql.unsafe(`COPY ${table} (${columns}) FROM STDIN`).writable();
  const done = new Promise<void>((resolve, reject) => stream.on('finish', resolve).on('error', reject));
  let chunk: string[] = [];
  let count = 0;
  for (const row of rows()) {
    chunk.push(row);
    count += 1;
    if (chunk.length === 2_000) {
      if (!stream.write(chunk.join(''))) await new Promise((resolve) => stream.once('drain', resolve));
      chunk = [];
    }
  }
  stream.end(chunk.join(''));
  await done;
  return count;
}

/** A day of `sales` real sales of one till's journal, each through the journal's own transitions: its log's entries. */
function realSales(path: string, sales: number, from: Date): ChainEntry[] {
  const journal = openJournal(path);
  try {
    const repo = createSalesRepo(journal);
    const log = createChainLogRepo(journal);
    log.start();
    journal.transaction(() => {
      for (let i = 0; i < sales; i += 1) {
        const at = new Date(from.getTime() + i * 60_000).toISOString();
        const id = `R${from.getTime().toString(36)}-${i}`;
        repo.create(newSale(id, at, `+23480312${String(i).padStart(5, '0')}`), 'created by clerk');
        repo.transition(id, 'queued', 'sending', at, 'sending, attempt 1', { attempts: 1, not_before: null });
        repo.transition(id, 'sending', 'succeeded', at, 'service answered', transactionPatch(SAMPLE_TRANSACTION, at));
      }
    })();
    return log.after(0, sales * 3 + 10).filter((entry) => entry.kind === 'sale');
  } finally {
    journal.close();
  }
}

interface Kept {
  /** What the centre keeps of a sale's three events (JSON text; null for the first). */
  events: Array<string | null>;
  audit: string;
  shift: string;
  day: string;
}

/** What chain_ingest keeps of a real sale's events, and of an audit entry, a shift and a Z, from a till that sent them. */
async function keptShapes(admin: Sql, link: CentralLink, work: string, id: string): Promise<Kept> {
  const entries = realSales(join(work, 'shapes.sqlite'), 1, new Date(Date.UTC(2026, 10, 27, 9)));
  const at = entries[0]!.at;
  const audit = JSON.stringify({ audit: { id: 1, at, business_day: at.slice(0, 10), action: 'voucher-reprinted', sale_id: entries[0]!.sale_id, shift_id: 1, subject: 'voucher', detail: 'the customer lost the first one', clerk_id: 'c-1', clerk_name: CLERKS[0], manager_id: 'm-1', manager_name: 'Folasade Ogunleye' } });
  const totals = { sold: [{ currency: 'NGN', count: 500, micros: 1_000_000_000_000 }], byOperator: OPERATORS.map((o) => ({ operatorId: o.id, name: o.name, count: 125, micros: 250_000_000_000 })), handedBack: [{ currency: 'NGN', count: 10, micros: 20_000_000_000 }] };
  const shift = JSON.stringify({ shift: { id: 1, business_day: at.slice(0, 10), clerk_id: 'c-1', clerk_name: CLERKS[0], opened_at: at, float_micros: 50_000_000_000, float_currency: 'NGN', closed_at: at, closed_by: 'm-1', counted: { NGN: 1_030_000_000_000 }, report: totals } });
  const day = JSON.stringify({ day: { business_day: at.slice(0, 10), closed_at: at, summary: { ...totals, shifts: 2, pending: 0, firstSale: at, lastSale: at } } });
  const more = [
    { seq: 4, at, kind: 'approval' as const, sale_id: entries[0]!.sale_id, payload: audit },
    { seq: 5, at, kind: 'shift' as const, sale_id: null, payload: shift },
    { seq: 6, at, kind: 'day' as const, sale_id: null, payload: day },
  ];
  await link.ingest([...entries, ...more], 30_000);
  const rows = await admin<Array<{ seq: bigint; payload: string | null }>>`SELECT seq, payload::text AS payload FROM chain_event WHERE till_id = ${id} ORDER BY seq`;
  await admin`DELETE FROM chain_event WHERE till_id = ${id}`;
  await admin`DELETE FROM chain_sale WHERE till_id = ${id}`;
  await admin`DELETE FROM chain_shift WHERE till_id = ${id}`;
  await admin`DELETE FROM chain_day_close WHERE till_id = ${id}`;
  await admin`UPDATE till SET last_seq = 0 WHERE till_id = ${id}`;
  return { events: rows.slice(0, 3).map((row) => row.payload), audit: rows[3]!.payload!, shift: rows[4]!.payload!, day: rows[5]!.payload! };
}

/** Per till, its events' next seq as the year is loaded. */
type Seqs = Int32Array;

const SALE_COLUMNS =
  'till_id, counter, sale_id, seq, first_seq, business_day, created_at, updated_at, environment, state, clerk, clerk_id, shift, operator_id, operator_name, country_iso, recipient_country, recipient_phone, recipient_email, amount_micros, amount_currency, use_local_amount, attempts, transaction_id, operator_transaction_id, delivered_micros, delivered_currency, cost_micros, cost_currency, discount_micros, discount_currency, error_code, error_message, completed_at, withheld, local_hour';
const EVENT_COLUMNS = 'till_id, seq, sale_id, kind, at, payload, payload_hash';

/** The year's rows, day by day and till by till: a sale's projection row, then (separately) its events. */
function* yearSales(days: number): Generator<{ t: number; d: number; n: number; created: Date }> {
  for (let d = 0; d < days; d += 1) {
    const opening = Date.parse(`${dayOf(d)}T07:00:00.000Z`);
    for (let n = 0; n < SALES_PER_DAY; n += 1) {
      // Through the opening hours (08:00–20:00 in Lagos), every till alike.
      const created = new Date(opening + Math.floor(((n + 0.5) / SALES_PER_DAY) * 12 * 3_600_000));
      for (let t = 0; t < TILLS; t += 1) yield { t, d, n, created };
    }
  }
}

function saleRow({ t, d, n, created }: { t: number; d: number; n: number; created: Date }, seq: number): string {
  const id = saleIdOf(t, d, n, created);
  const operator = OPERATORS[(t + n) % OPERATORS.length]!;
  const amount = AMOUNTS[(t * 7 + n) % AMOUNTS.length]!;
  // 97 in 100 delivered, 2 failed, 1 refunded (its record's money set aside, as the money rule does).
  const fate = (t * 31 + d * 17 + n) % 100;
  const state = fate < 97 ? 'succeeded' : fate < 99 ? 'failed' : 'refunded';
  const at = created.toISOString();
  const done = new Date(created.getTime() + 3_000).toISOString();
  const delivered = state === 'succeeded' ? [String(amount), 'NGN', String(amount - amount / 40), 'NGN', String(amount / 40), 'NGN'] : [NULL, NULL, NULL, NULL, NULL, NULL];
  const withheld = state === 'refunded' ? `{"delivered_micros": ${amount}, "delivered_currency": "NGN"}` : NULL;
  return [
    tillId(t), tillId(t), id, String(seq), String(seq - 2), dayOf(d), at, done, 'live', state, CLERKS[n % CLERKS.length]!, CLERK_IDS[n % CLERKS.length]!, String(d + 1),
    String(operator.id), operator.name, 'NG', 'NG', `+23480${String(30_000_000 + t * 1_000 + n)}`, NULL, String(amount), 'NGN', 'f', '1',
    state === 'failed' ? NULL : String(1_000_000 + d * 50_000 + n), state === 'failed' ? NULL : `OP${t}${d}${n}`, ...delivered,
    state === 'failed' ? 'OPERATOR_DOWN' : NULL, state === 'failed' ? 'The operator did not answer' : NULL, state === 'failed' ? NULL : done, withheld,
    String(created.getUTCHours() + ZONE_OFFSET_HOURS),
  ].join('\t') + '\n';
}

export async function benchChainYear(log: (line: string) => void): Promise<Row[]> {
  const { pg, admin, work, close } = await startChainCentre();
  try {
    await admin.unsafe(`ALTER SYSTEM SET max_wal_size = '4GB'`);
    await admin.unsafe(`ALTER SYSTEM SET checkpoint_timeout = '15min'`);
    await admin.unsafe('SELECT pg_reload_conf()');

    log(`  ${PAIR}: ${TILLS} tills (${SENDERS} enrolled with a role and a certificate each)`);
    const senders = await Promise.all(Array.from({ length: SENDERS + 2 }, (_, i) => enrolled(admin, pg, tillId(i))));
    await admin`INSERT INTO till (till_id, name, shop) SELECT 'till_y' || lpad(n::text, 4, '0'), 'Till ' || n, 'Shop ' || (n / 3) FROM generate_series(${SENDERS + 2}::int, ${TILLS - 1}::int) n`;
    await admin`UPDATE till SET time_zone = 'Africa/Lagos', version = '1.0.0'`;
    const shapesLink = connectCentral(senders[0]!);
    const kept = await keptShapes(admin, shapesLink, work, senders[0]!.tillId);
    await shapesLink.destroy();

    log(`  ${PAIR}: COPY-loading ${(TILLS * DAYS * SALES_PER_DAY).toLocaleString('en-US')} sales and their events`);
    const load0 = performance.now();
    for (let m = 0; m < 13; m += 1) await admin`SELECT chain_event_month((${dayOf(0)}::date + ${m} * interval '1 month')::date)`;
    await admin`DROP INDEX chain_event_by_seq`;
    const loader = await admin.reserve();
    await loader.unsafe("SET session_replication_role = 'replica'");
    await loader.unsafe('SET synchronous_commit = off');
    const seqs: Seqs = new Int32Array(TILLS);
    const saleSeq: Int32Array = new Int32Array(TILLS);
    // Seqs as the ingest numbers a till's log: a sale's three events, an audit entry every 20th sale, a shift and a Z every 500.
    const sales = await copyRows(loader, 'chain_sale', SALE_COLUMNS, function* () {
      for (const sale of yearSales(DAYS)) {
        const count = (saleSeq[sale.t] = saleSeq[sale.t]! + 1);
        const extra = (count % 20 === 0 ? 1 : 0) + (count % 500 === 0 ? 3 : 0);
        seqs[sale.t] = seqs[sale.t]! + 3 + extra;
        yield saleRow(sale, seqs[sale.t]! - extra);
      }
    });
    seqs.fill(0);
    saleSeq.fill(0);
    const events = await copyRows(loader, 'chain_event', EVENT_COLUMNS, function* () {
      for (const { t, d, n, created } of yearSales(DAYS)) {
        const id = saleIdOf(t, d, n, created);
        const till = tillId(t);
        for (let k = 0; k < 3; k += 1) {
          const at = new Date(created.getTime() + k * 1_500).toISOString();
          yield `${till}\t${(seqs[t] = seqs[t]! + 1)}\t${id}\tsale\t${at}\t${kept.events[k] === null ? NULL : escape(kept.events[k]!)}\t${hex()}\n`;
        }
        const count = (saleSeq[t] = saleSeq[t]! + 1);
        const at = new Date(created.getTime() + 5_000).toISOString();
        if (count % 20 === 0) yield `${till}\t${(seqs[t] = seqs[t]! + 1)}\t${id}\tapproval\t${at}\t${escape(kept.audit)}\t${hex()}\n`;
        if (count % 500 === 0) {
          yield `${till}\t${(seqs[t] = seqs[t]! + 1)}\t\\N\tshift\t${at}\t${escape(kept.shift)}\t${hex()}\n`;
          yield `${till}\t${(seqs[t] = seqs[t]! + 1)}\t\\N\tshift\t${at}\t${escape(kept.shift)}\t${hex()}\n`;
          yield `${till}\t${(seqs[t] = seqs[t]! + 1)}\t\\N\tday\t${at}\t${escape(kept.day)}\t${hex()}\n`;
        }
      }
    });
    // Each shift and Z's projection row, one per 500 sales of a till, as the events above.
    const perTill = DAYS * SALES_PER_DAY;
    const closes = Math.floor(perTill / 500);
    const shiftReport = (JSON.parse(kept.shift) as { shift: { counted: unknown; report: unknown } }).shift;
    const summary = (JSON.parse(kept.day) as { day: { summary: unknown } }).day.summary;
    await copyRows(loader, 'chain_shift', 'till_id, counter, shift_id, seq, business_day, clerk_id, clerk_name, opened_at, float_micros, float_currency, closed_at, closed_by, counted, report', function* () {
      for (let t = 0; t < TILLS; t += 1) {
        for (let c = 1; c <= closes; c += 1) {
          const day = dayOf(Math.min(DAYS - 1, Math.floor((c * 500) / SALES_PER_DAY)));
          yield `${tillId(t)}\t${tillId(t)}\t${c}\t${c}\t${day}\tc-0\t${CLERKS[0]}\t${day}T07:00:00Z\t50000000000\tNGN\t${day}T19:00:00Z\tm-1\t${escape(JSON.stringify(shiftReport.counted))}\t${escape(JSON.stringify(shiftReport.report))}\n`;
        }
      }
    });
    await copyRows(loader, 'chain_day_close', 'till_id, counter, business_day, seq, closed_at, summary', function* () {
      for (let t = 0; t < TILLS; t += 1) {
        for (let c = 1; c <= closes; c += 1) {
          const day = dayOf(Math.min(DAYS - 1, Math.floor((c * 500) / SALES_PER_DAY) + (c % 2)));
          yield `${tillId(t)}\t${tillId(t)}\t${day}\t${c}\t${day}T19:30:00Z\t${escape(JSON.stringify(summary))}\n`;
        }
      }
    });
    // Back to the pool as it came: triggers on, commits waited for.
    await loader.unsafe('RESET session_replication_role');
    await loader.unsafe('RESET synchronous_commit');
    loader.release();
    await admin`CREATE INDEX chain_event_by_seq ON chain_event (till_id, seq)`;
    for (let t = 0; t < TILLS; t += 1) await admin`UPDATE till SET last_seq = ${seqs[t]!}, last_seen = now() WHERE till_id = ${tillId(t)}`;
    await admin`SELECT chain_rollups_rebuild()`;
    await admin.unsafe('VACUUM ANALYZE');
    const loadS = (performance.now() - load0) / 1000;

    const bytes = async () => {
      const [size] = await admin<Array<{ all_in: string; projection: string; events: string }>>`
        SELECT (e.bytes + pg_total_relation_size('chain_event_packed') + pg_total_relation_size('chain_sale') + pg_total_relation_size('chain_shift')
                + pg_total_relation_size('chain_day_close') + pg_total_relation_size('chain_day_rollup') + pg_total_relation_size('chain_hour_rollup')
                + pg_total_relation_size('till'))::text AS all_in,
               pg_total_relation_size('chain_sale')::text AS projection, (e.bytes + pg_total_relation_size('chain_event_packed'))::text AS events
        FROM (SELECT sum(pg_total_relation_size(relid)) AS bytes FROM pg_partition_tree('chain_event')) e`;
      const perSale = (text: string) => Number(text) / sales;
      return { allIn: perSale(size!.all_in), projection: perSale(size!.projection), events: perSale(size!.events), total: Number(size!.all_in) };
    };
    const breakdown = (b: Awaited<ReturnType<typeof bytes>>) =>
      `events ${Math.round(b.events)} B a sale (indexes included), the projection ${Math.round(b.projection)} B, the rest (rollups, shifts, Zs, tills) ${Math.round(b.allIn - b.events - b.projection)} B; all in ${(b.total / 2 ** 30).toFixed(2)} GiB`;
    const rows: Row[] = [];
    const asRows = await bytes();
    rows.push({
      pair: PAIR,
      name: `bytes per sale, all in, every event a row: a year of ${TILLS.toLocaleString('en-US')} tills (${sales.toLocaleString('en-US')} sales)`,
      value: Math.round(asRows.allIn),
      unit: 'B',
      floorName: 'the projection alone (chain_sale and its key)',
      floorValue: Math.round(asRows.projection),
      details: [
        `loaded in ${loadS.toFixed(0)} s: ${sales.toLocaleString('en-US')} sales, ${events.toLocaleString('en-US')} events (${(events / sales).toFixed(2)} a sale) in 13 monthly partitions`,
        breakdown(asRows),
        'the same centre kept whole before this issue: about 3,900 B a sale (every event carried the whole sale)',
      ],
    });
    log(`  ${PAIR}: chain:maintain --pack-older-than 2`);
    const p0 = performance.now();
    const packedMonths = await admin`SELECT chain_event_pack_before(2) AS month`;
    await admin.unsafe('VACUUM ANALYZE chain_event_packed');
    const packS = (performance.now() - p0) / 1000;
    const packed = await bytes();
    rows.push({
      pair: PAIR,
      name: 'bytes per sale, all in, as chain:maintain --pack-older-than 2 keeps the year',
      value: Math.round(packed.allIn),
      unit: 'B',
      floorName: 'the projection alone (chain_sale and its key)',
      floorValue: Math.round(packed.projection),
      goal: { text: '≤ 1,024 B a sale', met: packed.allIn <= 1_024 },
      details: [`${packedMonths.length} months packed in ${packS.toFixed(0)} s (a till's day to a compressed row), 3 kept as rows`, breakdown(packed)],
    });

    log(`  ${PAIR}: chain:report for a day and for a month`);
    let pick = 0;
    const anyDay = () => dayOf((pick = (pick * 97 + 31) % DAYS));
    const months = Array.from({ length: 12 }, (_, m) => dayOf(DAYS - 1 - m * 30).slice(0, 7));
    const dayFloor = async () => void (await admin`SELECT amount_currency, sum(amount_micros) FROM chain_day_rollup WHERE business_day = ${anyDay()} AND standing = 'delivered' GROUP BY 1`);
    const monthFloor = async () => {
      const month = months[(pick = (pick + 1) % months.length)]!;
      await admin`SELECT amount_currency, sum(amount_micros) FROM chain_month_rollup WHERE month = ${`${month}-01`}::date AND standing = 'delivered' GROUP BY 1`;
    };
    const options = { warmupOps: 3, rounds: 3, opsPerRound: 10 };
    const dayStats = await measureAlone(opRunner(async () => void (await chainDayReport(admin, anyDay()))), options);
    const dayFloorStats = await measureAlone(opRunner(dayFloor), options);
    const monthStats = await measureAlone(opRunner(async () => void (await chainMonthReport(admin, months[(pick = (pick + 1) % months.length)]!))), options);
    const monthFloorStats = await measureAlone(opRunner(monthFloor), options);
    const reportRow = (name: string, ours: Stats, floor: Stats): Row => ({ pair: PAIR, name, ours, floorName: 'a bare SUM over the rollups it reads', floor, goal: latencyGoal(ours, 'p95', 1_000) });
    rows.push(reportRow('chain:report for a day (every section, one snapshot)', dayStats, dayFloorStats));
    rows.push(reportRow('chain:report for a month', monthStats, monthFloorStats));

    log(`  ${PAIR}: the owner's office, each page's data (issue 27)`);
    const lastDay = dayOf(DAYS - 1);
    const openingHours = parseOpeningHours('08:00-20:00')!;
    let figure = 0;
    const weekOf = (day: string) => ({ from: new Date(Date.parse(day) - 6 * 86_400_000).toISOString().slice(0, 10), to: day });
    const officeRow = (name: string, ours: Stats, floor: Stats): Row => ({ pair: PAIR, name: `office: ${name}`, ours, floorName: 'the bare SQL of its totals', floor, goal: latencyGoal(ours, 'p95', 300) });
    const weekFloor = async () => {
      const { from, to } = weekOf(anyDay());
      await admin`SELECT business_day, amount_currency, sum(amount_micros) FROM chain_day_rollup WHERE business_day BETWEEN ${from} AND ${to} AND standing = 'delivered' GROUP BY 1, 2`;
    };
    const officeOptions = { warmupOps: 3, rounds: 3, opsPerRound: 10 };
    rows.push(officeRow('Today (the chain today, every till, quiet ones flagged)',
      await measureAlone(opRunner(async () => void (await todayQuery(admin, { day: lastDay, now: Date.now(), quietMinutes: 60, openingHours, timeZone: 'Africa/Lagos' }))), officeOptions),
      await measureAlone(opRunner(dayFloor), officeOptions)));
    rows.push(officeRow('Days (a day\'s report, its Zs and shifts)',
      await measureAlone(opRunner(async () => void (await daysQuery(admin, { day: anyDay() }))), officeOptions),
      await measureAlone(opRunner(dayFloor), officeOptions)));
    rows.push(officeRow('Trends (each of the four figures in turn, a week and the one before, the whole chain)',
      await measureAlone(opRunner(async () => {
        const { from, to } = weekOf(anyDay());
        await trendsQuery(admin, { figure: FIGURES[(figure = (figure + 1) % FIGURES.length)]!, from, to, shop: null });
      }), officeOptions),
      await measureAlone(opRunner(weekFloor), officeOptions)));
    rows.push(officeRow('Tills (every till: last event, waiting, conflicts, version)',
      await measureAlone(opRunner(async () => void (await tillsQuery(admin))), officeOptions),
      await measureAlone(opRunner(async () => void (await admin`SELECT till_id, shop, last_seen, version FROM till ORDER BY till_id`)), officeOptions)));

    log(`  ${PAIR}: a day of ${SENDERS} tills through chain_ingest, on top of the year`);
    const links = senders.slice(1, SENDERS + 1).map((enrolment) => connectCentral(enrolment));
    const dayEntries = await Promise.all(links.map(async (_, i) => {
      const [{ last } = { last: 0n }] = await admin<Array<{ last: bigint }>>`SELECT last_seq AS last FROM till WHERE till_id = ${senders[i + 1]!.tillId}`;
      return realSales(join(work, `day-${i}.sqlite`), REAL_DAY, new Date(LAST_DAY + 86_400_000 + 7 * 3_600_000)).map((entry, k) => ({ ...entry, seq: Number(last) + k + 1 }));
    }));
    await Promise.all(links.map((link) => link.position(30_000)));
    const i0 = performance.now();
    await Promise.all(links.map(async (link, i) => {
      const entries = dayEntries[i]!;
      for (let from = 0; from < entries.length; from += 500) {
        const answer = await link.ingest(entries.slice(from, from + 500), 120_000);
        if (answer.acked !== entries[Math.min(entries.length, from + 500) - 1]!.seq) throw new Error(`${senders[i + 1]!.tillId}: the centre acknowledged ${answer.acked}`);
      }
    }));
    const ingestMs = performance.now() - i0;
    await Promise.all(links.map((link) => link.destroy()));
    const ingested = dayEntries.reduce((sum, entries) => sum + entries.length, 0);
    const perSecond = (ingested / ingestMs) * 1000;
    const chainDay = 1_000 * REAL_DAY * 3;
    const times = 86_400 / (chainDay / perSecond);
    await admin`INSERT INTO till (till_id, name, shop) VALUES ('till_floor', 'floor', 'Bench')`;
    const floorEntries = dayEntries.flat();
    const f0 = performance.now();
    await copyRows(admin, 'chain_event', EVENT_COLUMNS, function* () {
      for (const [k, entry] of floorEntries.entries()) yield `till_floor\t${k + 1}\t${entry.sale_id}\tsale\t${entry.at}\t${escape(entry.payload)}\t${hex()}\n`;
    });
    const floorPerSecond = (floorEntries.length / (performance.now() - f0)) * 1000;
    rows.push({
      pair: PAIR,
      name: `a chain's day through chain_ingest: ${SENDERS} tills at once on the year, × real time for 1,000 tills`,
      value: times,
      unit: '×',
      floorName: 'raw COPY of the same events, as × real time',
      floorValue: 86_400 / (chainDay / floorPerSecond),
      goal: { text: '≥ 10× real time', met: times >= 10 },
      details: [
        `${ingested.toLocaleString('en-US')} events of ${SENDERS} tills' real days (${REAL_DAY} sales each) in ${(ingestMs / 1000).toFixed(1)} s: ${Math.round(perSecond).toLocaleString('en-US')} events/s; a day of 1,000 tills (${chainDay.toLocaleString('en-US')} events) takes ${((chainDay / perSecond) / 60).toFixed(1)} min`,
      ],
    });

    log(`  ${PAIR}: a till back after a week offline (${WEEK_OFFLINE.toLocaleString('en-US')} sales)`);
    const path = join(work, 'offline.sqlite');
    const offline = realSales(path, WEEK_OFFLINE, new Date(LAST_DAY - 7 * 86_400_000));
    const catchUp = await catchUpOf(path, senders[SENDERS + 1]!);
    const c0 = performance.now();
    await copyRows(admin, 'chain_event', EVENT_COLUMNS, function* () {
      for (const [k, entry] of offline.entries()) yield `till_floor\t${floorEntries.length + k + 1}\t${entry.sale_id}\tsale\t${entry.at}\t${escape(entry.payload)}\t${hex()}\n`;
    });
    rows.push({
      pair: PAIR,
      name: `catch-up: a till after a week offline (${WEEK_OFFLINE.toLocaleString('en-US')} sales, its own loop, on the year)`,
      value: catchUp / 1000,
      unit: 's',
      floorName: 'raw COPY of as many rows',
      floorValue: (performance.now() - c0) / 1000,
      goal: figureGoal(catchUp / 1000, 60, 's'),
      details: [`the till's own loop (batches of 500, one TLS connection), from its first batch to the centre holding its ${offline.length.toLocaleString('en-US')} entries`],
    });
    return rows;
  } finally {
    await close();
  }
}

async function enrolled(admin: Sql, pg: PostgresServer, id: string): Promise<ChainEnrolment> {
  return enrolTill(admin, pg.ca, { tillId: id, name: id, shop: 'Bench', environment: 'live', host: '127.0.0.1', port: pg.port, database: 'chain' });
}

/** How long the till's own loop takes to ship its journal's whole log, in ms. */
async function catchUpOf(path: string, enrolment: ChainEnrolment): Promise<number> {
  const journal = openJournal(path);
  let caughtUp: () => void = () => undefined;
  let failed: (error: unknown) => void = () => undefined;
  const synced = new Promise<void>((resolve, reject) => ((caughtUp = resolve), (failed = reject)));
  const t0 = performance.now();
  const sync = createChainSync({
    log: createChainLogRepo(journal),
    environment: 'live',
    enrolment: () => enrolment,
    identity: () => ({ version: 'bench', timeZone: 'Africa/Lagos' }),
    connect: (e) => connectCentral(e),
    timings: DEFAULT_TIMINGS,
    now: () => new Date(),
    logger: silentLogger,
    onChange: (status) => status.state === 'synced' && status.waiting === 0 && caughtUp(),
    onFault: (error) => failed(error),
  });
  try {
    await synced;
    return performance.now() - t0;
  } finally {
    await sync.close();
    journal.close();
  }
}
