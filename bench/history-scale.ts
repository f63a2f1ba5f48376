/**
 * Pair 6: three years of a busy shop (bench/history-journal.ts: 1,000,000 sales over 1,100 days). What a clerk
 * reaches from the screens, through `till.call` as the web host and the desktop app call it — today's and a
 * past day's X report, the history's search by the number's last four digits, by sale id and by transaction id,
 * every day's newest sales, the recent numbers, a sale with its events, the open-sales count — each against the
 * raw better-sqlite3 query giving the same answer (checked once before timing), on a copy of the same file,
 * since the till holds its journal exclusively. Then start-up to ready: `createTill` on that journal until it
 * answers its first call. Each row prints the query plan of the till's own statements, to show their index.
 *
 * The till runs offline (its service address refuses connections), with its clock on the last day's evening:
 * the sales still open stay as they are, so both sides read the same journal throughout.
 */
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { DaySummary, RecentNumber, Sale, SaleState, Status } from '../src/shared/contract';
import { OPEN_STATES } from '../src/shared/sale-states';
import { journalFile } from '../src/main/journal/journal-file';
import { createClosuresRepo } from '../src/main/journal/closures-repo';
import { createDayTotals } from '../src/main/journal/day-totals';
import { createSalesRepo } from '../src/main/journal/sales-repo';
import { createShiftsRepo } from '../src/main/journal/shifts-repo';
import { silentLogger, type Logger } from '../src/main/logger';
import { createReportsService } from '../src/main/reports/reports-service';
import { createSettingsStore } from '../src/main/settings/settings-store';
import { createTill, type Till } from '../src/main/till';
import type { TillConfig } from '../src/main/till-config';
import type { TopupClient } from '../src/main/topup-api';
import { HISTORY, historyJournal, LAST_DAY_NOW, RULE } from './history-journal';
import { interleave, latencyGoal, opRunner, summarise, type Comparison, type RoundResult, type RoundRunner } from './measure';

const PAIR = '6 history, 1M sales';
const READS = { warmupOps: 5, rounds: 4, opsPerRound: 50 };
const STARTS = 6;
const SAMPLES = 64;
const LIMIT = 100;
const OPEN_SQL = `state IN (${OPEN_STATES.map((state) => `'${state}'`).join(',')})`;

type Row = Record<string, unknown> & { id: string; seq: number };

/** A port nothing listens on: the till's service is unreachable, so it stays offline and sends nothing. */
async function refusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Which statements a piece of the till's read path runs, by watching a connection's prepared statements: the
 * plans printed are those of the till's own SQL, not of a copy of it.
 */
function watchStatements(db: Database.Database): () => string[] {
  const ran = new Set<string>();
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    const statement = prepare(sql);
    for (const method of ['get', 'all', 'iterate', 'run'] as const) {
      const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
      (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => (ran.add(sql), original(...args));
    }
    return statement;
  }) as typeof db.prepare;
  return () => {
    const found = [...ran];
    ran.clear();
    return found;
  };
}

/** The plan of each statement, one line per step, under a short form of its SQL. */
function plans(db: Database.Database, statements: readonly string[]): string[] {
  return statements.flatMap((sql) => {
    const steps = db.prepare<unknown[], { id: number; parent: number; detail: string }>(`EXPLAIN QUERY PLAN ${sql}`);
    const params = [...sql.matchAll(/@(\w+)/g)].map((m) => m[1]!);
    const named = Object.fromEntries(params.map((name) => [name, null]));
    const positional = (sql.match(/\?/g) ?? []).map(() => null);
    const rows = params.length > 0 ? steps.all(named) : steps.all(...positional);
    const depth = new Map<number, number>();
    return [
      `SQL: ${sql.replace(/\s+/g, ' ').trim().slice(0, 160)}${sql.length > 160 ? '…' : ''}`,
      ...rows.map((row) => {
        const level = (depth.get(row.parent) ?? 0) + 1;
        depth.set(row.id, level);
        return `${'  '.repeat(level)}${row.detail}`;
      }),
    ];
  });
}

function sameIds(what: string, ours: readonly string[], floor: readonly string[]): void {
  if (ours.length !== floor.length || ours.some((id, i) => id !== floor[i])) {
    throw new Error(`${what}: the till answered [${ours.slice(0, 5).join(', ')}…] (${ours.length}), the raw query [${floor.slice(0, 5).join(', ')}…] (${floor.length})`);
  }
}

/** One start: `createTill` on the journal until its first answer; closing (not timed) lets the next start take the lock. */
function startRunner(config: TillConfig): RoundRunner {
  return async (ops) => {
    const latenciesMs: number[] = [];
    const t0 = performance.now();
    for (let i = 0; i < ops; i += 1) {
      const started = performance.now();
      const till = await createTill(config);
      await till.call('status.get', {});
      latenciesMs.push(performance.now() - started);
      await till.close();
    }
    return { latenciesMs, elapsedMs: performance.now() - t0, ops } satisfies RoundResult;
  };
}

export async function benchHistoryScale(log: (line: string) => void): Promise<Comparison[]> {
  const cached = historyJournal(log);
  const dir = mkdtempSync(join(tmpdir(), 'till-bench-history-'));
  log(`  ${PAIR}: copying the journal for the till`);
  copyFileSync(cached, journalFile(dir, 'sandbox'));
  createSettingsStore(dir).update({ environment: 'sandbox', businessDay: RULE });
  const unreachable = `http://127.0.0.1:${await refusedPort()}`;
  // The till reads a large journal whole in the background after it opens: the reads are timed once that is done.
  let readWhole: (fields: Record<string, unknown>) => void = () => {};
  const logger: Logger = { ...silentLogger, info: (message, fields) => message.startsWith('the journal was read whole') && readWhole(fields ?? {}) };
  const config: TillConfig = {
    dataDir: dir,
    environment: 'sandbox',
    baseUrl: unreachable,
    authUrl: unreachable,
    credentials: { clientId: 'bench', clientSecret: 'bench' },
    logger,
    now: () => LAST_DAY_NOW,
  };
  const floor = new Database(cached, { readonly: true });
  const probe = new Database(cached, { readonly: true });
  const statementsRun = watchStatements(probe);
  const probeSales = createSalesRepo(probe);
  const probeReports = createReportsService({
    sales: probeSales,
    days: createDayTotals(probe),
    closures: createClosuresRepo(probe),
    shifts: createShiftsRepo(probe),
    audit: () => {
      throw new Error('the probe only reads: it closes no day');
    },
    client: () => ({}) as TopupClient,
    rule: () => RULE,
    now: () => LAST_DAY_NOW,
  });
  const planOf = (reach: () => unknown) => {
    statementsRun();
    reach();
    return plans(floor, statementsRun());
  };
  let till: Till | null = null;
  try {
    const rows: Comparison[] = [];
    const row = (name: string, floorName: string, pair: { ours: ReturnType<typeof summarise>; floor: ReturnType<typeof summarise> }, details: string[]): Comparison => ({
      pair: PAIR,
      name,
      ours: pair.ours,
      floorName,
      floor: pair.floor,
      goal: latencyGoal(pair.ours, 'p99', 20),
      details,
    });

    // ---- start-up to ready --------------------------------------------------------------------------------
    log(`  ${PAIR}: start-up to ready, ${STARTS} starts`);
    const openCount = floor.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM sales WHERE ${OPEN_SQL}`);
    const rawStart: RoundRunner = async (ops) => {
      const latenciesMs: number[] = [];
      const t0 = performance.now();
      for (let i = 0; i < ops; i += 1) {
        const started = performance.now();
        const db = new Database(cached, { readonly: true });
        db.prepare(`SELECT COUNT(*) AS n FROM sales WHERE ${OPEN_SQL}`).get();
        db.close();
        latenciesMs.push(performance.now() - started);
      }
      return { latenciesMs, elapsedMs: performance.now() - t0, ops };
    };
    const starts = await interleave(startRunner(config), rawStart, { warmupOps: 1, rounds: 2, opsPerRound: STARTS / 2 });
    // ---- the reads, on one running till -------------------------------------------------------------------
    const wholeRead = new Promise<Record<string, unknown>>((resolve) => (readWhole = resolve));
    till = await createTill(config);
    log(`  ${PAIR}: waiting for the till's background read of the whole journal`);
    // The till's timers do not hold a process open (a host's server does): this wait must.
    const keepAlive = setInterval(() => {}, 1_000);
    const whole = await wholeRead.finally(() => clearInterval(keepAlive));
    rows.push({
      pair: PAIR,
      name: 'start-up to ready (createTill → first answer)',
      ours: starts.ours,
      floorName: 'open the file + count open sales',
      floor: starts.floor,
      goal: latencyGoal(starts.ours, 'p99', 1000),
      details: [
        `the journal: ${(HISTORY.sales / 1e6).toFixed(0)}M sales, ${HISTORY.days} days, ${(statSync(cached).size / 2 ** 30).toFixed(2)} GiB; page cache warm (the file was just written or read)`,
        `after start the till read the whole journal in the background: ${((whole.ms as number) / 1000).toFixed(1)} s, its longest step ${String(whole.longestStepMs)} ms`,
        '(the most a call waited for it); the rows below were timed after it',
      ],
    });

    const call = till.call.bind(till) as <T>(method: string, input: unknown) => Promise<T>;
    const total = floor.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM sales').get()!.n;
    const sample = floor.prepare<[number], Row>('SELECT * FROM sales WHERE seq = ?');
    // Spread over the whole journal, deterministic: old sales as well as this week's.
    const sales = Array.from({ length: SAMPLES }, (_, i) => sample.get(1 + ((i * 7_919_113) % total))!);
    const numbers = sales.filter((sale) => sale.recipient_phone !== null).map((sale) => String(sale.recipient_phone).slice(-4));
    const sent = sales.filter((sale) => sale.transaction_id !== null);
    const days = floor.prepare<[], { day: string }>('SELECT business_day AS day FROM day_closures ORDER BY business_day').all().map((r) => r.day);
    const pastDays = Array.from({ length: SAMPLES }, (_, i) => days[(i * 104_729) % days.length]!);
    const cycle = <T>(list: readonly T[]) => {
      let i = 0;
      return () => list[i++ % list.length]!;
    };
    const byState = floor.prepare<[string], { state: SaleState; currency: string; n: number; micros: number }>(
      'SELECT state, amount_currency AS currency, COUNT(*) AS n, SUM(amount_micros) AS micros FROM sales WHERE business_day = ? GROUP BY state, amount_currency',
    );
    /** The X report's count per state against the raw SQL's: the same answer, before either is timed. */
    const sameDay = async (day: string) => {
      const ours = (await call<DaySummary>('reports.day', { day, kind: 'X' })).byState.map((s) => `${s.state}:${s.count}`).sort();
      const counts = new Map<string, number>();
      for (const r of byState.all(day)) counts.set(r.state, (counts.get(r.state) ?? 0) + r.n);
      const theirs = [...counts].map(([state, n]) => `${state}:${n}`).sort();
      if (ours.join() !== theirs.join()) throw new Error(`X of ${day}: the till counts ${ours.join(' ')}, the raw SQL ${theirs.join(' ')}`);
    };

    const xToday = HISTORY.lastDay;
    await sameDay(xToday);
    for (const day of pastDays.slice(0, 4)) await sameDay(day);
    log(`  ${PAIR}: today's X (${xToday}, ${floor.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM sales WHERE business_day = ?').get(xToday)!.n} sales)`);
    rows.push(
      row(
        "today's X report",
        'SQL SUM … GROUP BY state',
        await interleave(opRunner(async () => void (await call<DaySummary>('reports.day', {}))), opRunner(() => void byState.all(xToday)), READS),
        planOf(() => probeReports.summary(xToday, 'X')),
      ),
    );
    log(`  ${PAIR}: a past day's X`);
    const nextPast = cycle(pastDays);
    const nextPastFloor = cycle(pastDays);
    rows.push(
      row(
        "a past day's X report",
        'SQL SUM … GROUP BY state',
        await interleave(opRunner(async () => void (await call<DaySummary>('reports.day', { day: nextPast(), kind: 'X' }))), opRunner(() => void byState.all(nextPastFloor())), READS),
        planOf(() => probeReports.summary(pastDays[0]!, 'X')),
      ),
    );

    // The history's search: the answer is a page of sales newest first, one more read to tell whether there are more.
    const page = `ORDER BY created_at DESC, seq DESC LIMIT ${LIMIT + 1}`;
    const ids = (list: { sales: Sale[] }) => list.sales.map((sale) => sale.id);
    const search = async (text: string) => ids(await call<{ sales: Sale[] }>('sales.list', { text }));
    const searches: Array<{ name: string; floorName: string; texts: string[]; floorSql: string; floorParams: (text: string) => unknown[] }> = [
      {
        name: 'search: last 4 digits of the number',
        floorName: 'SQL number ends with the digits',
        texts: numbers,
        floorSql: `SELECT * FROM sales WHERE substr(recipient_phone, -4) = ? ${page}`,
        floorParams: (text) => [text],
      },
      { name: 'search: a sale id', floorName: 'SQL id = ?', texts: sales.map((sale) => sale.id), floorSql: 'SELECT * FROM sales WHERE id = ?', floorParams: (text) => [text] },
      {
        name: 'search: a transaction id',
        floorName: 'SQL transaction id, or number ending',
        texts: sent.map((sale) => String(sale.transaction_id)),
        // Digits are also the end of a number: the same answer holds both.
        floorSql: `SELECT * FROM sales WHERE transaction_id = ? OR (substr(recipient_phone, -4) = ? AND recipient_phone LIKE ?) ${page}`,
        floorParams: (text) => [Number(text), text.slice(-4), `%${text}`],
      },
    ];
    for (const each of searches) {
      const statement = floor.prepare<unknown[], Row>(each.floorSql);
      const raw = (text: string) => statement.all(...each.floorParams(text)).slice(0, LIMIT).map((r) => r.id);
      for (const text of each.texts.slice(0, 8)) sameIds(`${each.name} "${text}"`, await search(text), raw(text));
      log(`  ${PAIR}: ${each.name}`);
      const next = cycle(each.texts);
      const nextFloor = cycle(each.texts);
      rows.push(
        row(
          each.name,
          each.floorName,
          await interleave(opRunner(async () => void (await search(next()))), opRunner(() => void raw(nextFloor())), READS),
          planOf(() => probeSales.list({ text: each.texts[0]!, limit: LIMIT })),
        ),
      );
    }

    log(`  ${PAIR}: all days, newest first`);
    const newest = floor.prepare<[], Row>(`SELECT * FROM sales ${page}`);
    sameIds('all days, first page', ids(await call<{ sales: Sale[] }>('sales.list', {})), newest.all().slice(0, LIMIT).map((r) => r.id));
    rows.push(
      row(
        "history, all days: first page",
        'SQL newest 101 by time',
        await interleave(opRunner(async () => void (await call('sales.list', {}))), opRunner(() => void newest.all()), READS),
        planOf(() => probeSales.list({ limit: LIMIT })),
      ),
    );

    log(`  ${PAIR}: recent numbers`);
    // The floor walks the newest sales as the till does and stops at the twentieth number it has not seen.
    const newestSales = floor.prepare<[], { id: string; recipient_phone: string | null; recipient_email: string | null }>(
      'SELECT id, recipient_phone, recipient_email FROM sales ORDER BY seq DESC LIMIT 2000',
    );
    const recent = () => {
      const seen = new Set<string | null>();
      const found: string[] = [];
      for (const sale of newestSales.iterate()) {
        const key = sale.recipient_email ?? sale.recipient_phone;
        if (seen.has(key)) continue;
        seen.add(key);
        found.push(sale.id);
        if (found.length === 20) break;
      }
      return found;
    };
    sameIds('recent numbers', (await call<RecentNumber[]>('sales.recentNumbers', {})).map((n) => n.saleId), recent());
    rows.push(
      row(
        'recent numbers (20)',
        'SQL newest sales, first 20 numbers',
        await interleave(opRunner(async () => void (await call('sales.recentNumbers', {}))), opRunner(() => void recent()), READS),
        planOf(() => probeSales.recentNumbers(20)),
      ),
    );

    log(`  ${PAIR}: a sale with its events`);
    const saleById = floor.prepare<[string], Row>('SELECT * FROM sales WHERE id = ?');
    const eventsOf = floor.prepare<[string], Row>('SELECT at, from_state, to_state, reason FROM sale_events WHERE sale_id = ? ORDER BY id');
    const nextSale = cycle(sales.map((sale) => sale.id));
    const nextSaleFloor = cycle(sales.map((sale) => sale.id));
    rows.push(
      row(
        'a sale and its events',
        'SQL sale by id + its events',
        await interleave(
          opRunner(async () => void (await call('sales.get', { id: nextSale() }))),
          opRunner(() => {
            const id = nextSaleFloor();
            saleById.get(id);
            eventsOf.all(id);
          }),
          READS,
        ),
        planOf(() => (probeSales.get(sales[0]!.id), probeSales.events(sales[0]!.id))),
      ),
    );

    log(`  ${PAIR}: the open-sales count`);
    const pending = (await call<Status>('status.get', {})).pendingSales;
    if (pending !== openCount.get()!.n) throw new Error(`the till counts ${pending} open sales, the raw SQL ${openCount.get()!.n}`);
    rows.push(
      row(
        'open-sales count (status.get)',
        'SQL COUNT open states',
        await interleave(opRunner(async () => void (await call('status.get', {}))), opRunner(() => void openCount.get()), READS),
        planOf(() => probeSales.openCount()),
      ),
    );

    // The status bar's list of waiting sales: one list per open state, across every day.
    log(`  ${PAIR}: the waiting sales`);
    const waiting = floor.prepare<[], Row>(`SELECT * FROM sales WHERE ${OPEN_SQL} ORDER BY created_at DESC, seq DESC`);
    const waitingLists = async () => (await Promise.all(OPEN_STATES.map((state) => call<{ sales: Sale[] }>('sales.list', { state, limit: 500 })))).flatMap(ids);
    sameIds('waiting sales', (await waitingLists()).sort(), waiting.all().map((r) => r.id).sort());
    rows.push(
      row(
        'waiting sales (sales.list × open states)',
        'SQL open sales, newest first',
        await interleave(opRunner(async () => void (await waitingLists())), opRunner(() => void waiting.all()), READS),
        planOf(() => OPEN_STATES.forEach((state) => probeSales.list({ state, limit: 500 }))),
      ),
    );

    // The history's filters for the day shown (its operators and clerks).
    log(`  ${PAIR}: a day's filters`);
    const dayOperators = floor.prepare<[string], Row>('SELECT operator_id, MAX(operator_name) FROM sales WHERE business_day = ? GROUP BY operator_id');
    const dayClerks = floor.prepare<[string], Row>('SELECT clerk_id, MAX(clerk) FROM sales WHERE business_day = ? GROUP BY clerk_id, CASE WHEN clerk_id IS NULL THEN clerk END');
    const nextFacetDay = cycle(pastDays);
    const nextFacetDayFloor = cycle(pastDays);
    rows.push(
      row(
        "a day's history filters (sales.facets)",
        'SQL operators + clerks of the day',
        await interleave(
          opRunner(async () => void (await call('sales.facets', { day: nextFacetDay() }))),
          opRunner(() => {
            const day = nextFacetDayFloor();
            dayOperators.all(day);
            dayClerks.all(day);
          }),
          READS,
        ),
        planOf(() => probeSales.facets(pastDays[0]!)),
      ),
    );

    // "All days": the filters of three years, and a clerk's sales across them, newest first.
    log(`  ${PAIR}: every day's filters, and a clerk's sales across every day`);
    const allOperators = floor.prepare<[], Row>('SELECT operator_id, MAX(operator_name) FROM sales GROUP BY operator_id');
    const allClerks = floor.prepare<[], Row>('SELECT clerk_id, MAX(clerk) FROM sales GROUP BY clerk_id, CASE WHEN clerk_id IS NULL THEN clerk END');
    rows.push(
      row(
        "every day's history filters (sales.facets, all days)",
        'SQL operators + clerks of every sale',
        await interleave(
          opRunner(async () => void (await call('sales.facets', {}))),
          opRunner(() => {
            allOperators.all();
            allClerks.all();
          }),
          { ...READS, opsPerRound: 5 },
        ),
        planOf(() => probeSales.facets(null)),
      ),
    );
    const clerkIds = floor.prepare<[], { clerk_id: string }>('SELECT DISTINCT clerk_id FROM sales WHERE clerk_id IS NOT NULL LIMIT 20').all().map((r) => r.clerk_id);
    const byClerk = floor.prepare<[string], Row>('SELECT * FROM sales WHERE clerk_id = ? ORDER BY created_at DESC, seq DESC LIMIT 51');
    const nextClerk = cycle(clerkIds);
    const nextClerkFloor = cycle(clerkIds);
    rows.push(
      row(
        "a clerk's sales, all days: first page",
        'SQL newest 51 of the clerk',
        await interleave(
          opRunner(async () => void (await call('sales.list', { clerkId: nextClerk(), limit: 50 }))),
          opRunner(() => void byClerk.all(nextClerkFloor())),
          READS,
        ),
        planOf(() => probeSales.list({ clerkId: clerkIds[0]!, limit: 50 })),
      ),
    );
    return rows;
  } finally {
    await till?.close();
    probe.close();
    floor.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
