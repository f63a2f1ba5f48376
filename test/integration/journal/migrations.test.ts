/** One test per migration, on a real SQLite file: each applies on the previous one's schema and keeps its data. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../src/main/journal/migrations';
import { migrate, openJournal, schemaVersion } from '../../../src/main/journal/open';
import { SALE_STATES, TRANSITIONS } from '../../../src/shared/sale-states';
import { createSalesRepo, SALE_COLUMNS } from '../../../src/main/journal/sales-repo';
import { createChainLogRepo } from '../../../src/main/journal/chain-log-repo';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'till-migrations-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const upTo = (version: number) => MIGRATIONS.filter((m) => m.version <= version);
const tables = (db: Database.Database) =>
  db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all().map((r) => r.name);

function insertSale(db: Database.Database, id: string, state = 'queued') {
  db.prepare(`INSERT INTO sales (id, seq, created_at, updated_at, business_day, clerk, shift, environment, operator_id, operator_name,
    country_iso, recipient_country, recipient_phone, amount_micros, amount_currency, use_local_amount, state)
    VALUES (?, (SELECT COALESCE(MAX(seq),0)+1 FROM sales), '2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z', '2026-11-22', 'Ada', 1, 'training', 1, 'Op', 'NG', 'NG', '+2348031234567', 5000000, 'USD', 0, ?)`).run(id, state);
}

describe('journal migrations', () => {
  it('opens with WAL, synchronous FULL and foreign keys, at the latest version', () => {
    const db = openJournal(join(dir, 'j.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(schemaVersion(db)).toBe(MIGRATIONS.at(-1)!.version);
    db.close();
  });

  it('1: sales and append-only events, with the state machine enforced by the database', () => {
    const db = new Database(join(dir, 'j.sqlite'));
    migrate(db, upTo(1));
    expect(schemaVersion(db)).toBe(1);
    expect(tables(db)).toEqual(expect.arrayContaining(['sales', 'sale_events', 'sale_transitions']));
    insertSale(db, 'A');
    db.prepare("INSERT INTO sale_events (sale_id, at, from_state, to_state, reason) VALUES ('A', 'now', NULL, 'queued', 'created')").run();
    expect(() => db.prepare("UPDATE sale_events SET reason = 'x'").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM sale_events').run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM sales').run()).toThrow(/never deleted/);
    expect(() => db.prepare("UPDATE sales SET state = 'succeeded' WHERE id = 'A'").run()).toThrow(/illegal sale transition/);
    db.prepare("UPDATE sales SET state = 'sending' WHERE id = 'A'").run();
    expect(() => insertSale(db, 'B', 'paid')).toThrow(/CHECK/);
    expect(() => db.prepare("INSERT INTO sale_events (sale_id, at, to_state, reason) VALUES ('nope', 'now', 'queued', 'x')").run()).toThrow(/FOREIGN KEY/);
    db.close();
  });

  it('1: the database transition table is exactly the code state machine', () => {
    const db = new Database(':memory:');
    migrate(db, upTo(1));
    const inDb = db.prepare<[], { from_state: string; to_state: string }>('SELECT from_state, to_state FROM sale_transitions').all().map((r) => `${r.from_state}>${r.to_state}`).sort();
    const inCode = SALE_STATES.flatMap((from) => TRANSITIONS[from].map((to) => `${from}>${to}`)).sort();
    expect(inDb).toEqual(inCode);
    db.close();
  });

  it('2: catalog tables, applied on top of a journal holding sales', () => {
    const file = join(dir, 'j.sqlite');
    const db = new Database(file);
    migrate(db, upTo(1));
    insertSale(db, 'A');
    migrate(db, upTo(2));
    expect(schemaVersion(db)).toBe(2);
    expect(tables(db)).toEqual(expect.arrayContaining(['countries', 'operators', 'commissions', 'promotions', 'detect_cache', 'catalog_meta']));
    expect(db.prepare('SELECT COUNT(*) AS n FROM sales').get()).toEqual({ n: 1 });
    const plan = db.prepare("EXPLAIN QUERY PLAN SELECT * FROM operators WHERE country_iso = 'NG' ORDER BY name").all() as Array<{ detail: string }>;
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/operators_by_country/);
    db.close();
  });

  it('3: day closures', () => {
    const db = new Database(join(dir, 'j.sqlite'));
    migrate(db, upTo(2));
    migrate(db, upTo(3));
    expect(schemaVersion(db)).toBe(3);
    db.prepare("INSERT INTO day_closures VALUES ('2026-11-22', 'now', '{}')").run();
    expect(() => db.prepare("INSERT INTO day_closures VALUES ('2026-11-22', 'again', '{}')").run()).toThrow(/UNIQUE/);
    db.close();
  });

  it('5: operator logos, only small images of the allowed types', () => {
    const db = new Database(join(dir, 'j.sqlite'));
    migrate(db, upTo(4));
    migrate(db, upTo(5));
    expect(schemaVersion(db)).toBe(5);
    const insert = db.prepare('INSERT INTO operator_logos (url, content_type, data, fetched_at) VALUES (?, ?, ?, ?)');
    insert.run('https://cdn.example/a.png', 'image/png', Buffer.from([1, 2, 3]), 'now');
    expect(() => insert.run('https://cdn.example/a.png', 'image/png', Buffer.from([4]), 'again')).toThrow(/UNIQUE|PRIMARY/);
    expect(() => insert.run('https://cdn.example/b.html', 'text/html', Buffer.from('<script>'), 'now')).toThrow(/CHECK/);
    expect(() => insert.run('https://cdn.example/c.png', 'image/png', Buffer.alloc(256 * 1024 + 1), 'now')).toThrow(/CHECK/);
    expect(() => insert.run('https://cdn.example/d.png', 'image/png', Buffer.alloc(0), 'now')).toThrow(/CHECK/);
    db.close();
  });

  it('8: indexes for years of history, applied on a journal holding sales, each used by the query it is for', () => {
    const db = new Database(join(dir, 'j.sqlite'));
    migrate(db, upTo(7));
    insertSale(db, 'A');
    migrate(db, upTo(8));
    expect(schemaVersion(db)).toBe(8);
    const plan = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>).map((p) => p.detail).join(' ');
    const newest = 'ORDER BY created_at DESC, seq DESC LIMIT 101';
    expect(plan(`SELECT * FROM sales WHERE substr(recipient_phone, -4) = '4567' ${newest}`)).toMatch(/sales_by_number_end/);
    expect(plan('SELECT * FROM sales WHERE transaction_id = 41')).toMatch(/sales_by_transaction/);
    expect(plan("SELECT * FROM sales WHERE recipient_email >= 'ada' AND recipient_email < 'ada\uffff'")).toMatch(/sales_by_email/);
    expect(plan(`SELECT * FROM sales ${newest}`)).toMatch(/sales_by_time/);
    expect(plan(`SELECT * FROM sales WHERE business_day = '2026-11-22' AND state IN ('failed','refunded','cancelled','queued','sending','processing','unknown') ORDER BY seq`)).toMatch(/sales_listed/);
    expect(plan("UPDATE print_jobs SET outcome = 'unconfirmed', reason = 'x', finished_at = 'now' WHERE outcome = 'printing'")).toMatch(/print_jobs_printing/);
    expect(db.prepare("SELECT COUNT(*) AS n FROM sales WHERE substr(recipient_phone, -4) = '4567'").get()).toEqual({ n: 1 });
    db.close();
  });

  it("9: the day's totals, added up from the sales already there, then kept by the journal as sales change", () => {
    const db = new Database(join(dir, 'j.sqlite'));
    migrate(db, upTo(8));
    insertSale(db, 'A', 'succeeded');
    insertSale(db, 'B', 'queued');
    migrate(db, upTo(9));
    expect(schemaVersion(db)).toBe(9);
    const totals = () => db.prepare('SELECT state, clerk_key, count, amount_micros, delivered_count FROM day_totals WHERE count > 0 ORDER BY state').all();
    expect(totals()).toEqual([
      { state: 'queued', clerk_key: 'name:Ada', count: 1, amount_micros: 5_000_000, delivered_count: 0 },
      { state: 'succeeded', clerk_key: 'name:Ada', count: 1, amount_micros: 5_000_000, delivered_count: 0 },
    ]);
    db.prepare("UPDATE sales SET state = 'cancelled' WHERE id = 'B'").run();
    insertSale(db, 'C', 'succeeded');
    expect(totals()).toEqual([
      { state: 'cancelled', clerk_key: 'name:Ada', count: 1, amount_micros: 5_000_000, delivered_count: 0 },
      { state: 'succeeded', clerk_key: 'name:Ada', count: 2, amount_micros: 10_000_000, delivered_count: 0 },
    ]);
    db.close();
  });

  it("10: the chain's log, empty until the till joins a chain, then an entry for every change, numbered without gaps", () => {
    const db = new Database(join(dir, 'j.sqlite'));
    migrate(db, upTo(9));
    insertSale(db, 'A', 'succeeded');
    db.prepare("INSERT INTO day_closures VALUES ('2026-11-21', '2026-11-21T23:00:00Z', '{\"kind\":\"Z\"}')").run();
    migrate(db, upTo(10));
    expect(schemaVersion(db)).toBe(10);
    const log = () => db.prepare<[], { seq: number; kind: string; sale_id: string | null; payload: string }>('SELECT seq, kind, sale_id, payload FROM chain_log ORDER BY seq').all();
    // A till in no chain logs nothing.
    insertSale(db, 'B');
    db.prepare("INSERT INTO sale_events (sale_id, at, from_state, to_state, reason) VALUES ('B', '2026-11-22T10:00:00Z', NULL, 'queued', 'created')").run();
    expect(log()).toEqual([]);

    // Joining (by today's code, on today's schema): the Z at once, the sales a step at a time, each as it stands.
    migrate(db, MIGRATIONS);
    const chain = createChainLogRepo(db);
    chain.start();
    expect(log().map((entry) => [entry.seq, entry.kind, entry.sale_id])).toEqual([[1, 'day', null]]);
    expect(JSON.parse(log()[0]!.payload)).toEqual({ day: { business_day: '2026-11-21', closed_at: '2026-11-21T23:00:00Z', summary: { kind: 'Z' } } });
    expect(chain.copyPast(1)).toBe(true);
    expect(chain.copyPast(1)).toBe(true);
    expect(chain.copyPast(1)).toBe(false);
    expect(log().map((entry) => [entry.seq, entry.kind, entry.sale_id])).toEqual([[1, 'day', null], [2, 'sale', 'A'], [3, 'sale', 'B']]);
    expect(JSON.parse(log()[1]!.payload)).toMatchObject({ event: null, sale: { id: 'A', state: 'succeeded', amount_micros: 5_000_000, amount_currency: 'USD' } });

    // A write that rolls back takes its entry with it: no gap.
    expect(() => db.transaction(() => {
      db.prepare("INSERT INTO sale_events (sale_id, at, from_state, to_state, reason) VALUES ('B', '2026-11-22T10:00:01Z', 'queued', 'sending', 'x')").run();
      throw new Error('power cut');
    })()).toThrow('power cut');
    db.prepare("UPDATE sales SET state = 'sending' WHERE id = 'B'").run();
    db.prepare("INSERT INTO sale_events (sale_id, at, from_state, to_state, reason) VALUES ('B', '2026-11-22T10:00:02Z', 'queued', 'sending', 'sending, attempt 1')").run();
    expect(log().map((entry) => entry.seq)).toEqual([1, 2, 3, 4]);
    expect(JSON.parse(log()[3]!.payload)).toMatchObject({ event: { from: 'queued', to: 'sending', reason: 'sending, attempt 1' }, sale: { id: 'B', state: 'sending' } });
    // No PIN, no stored service record: those stay in the till.
    expect(log()[3]!.payload).not.toContain('transaction_json');
    expect(() => db.prepare('DELETE FROM chain_log WHERE seq = 4').run()).toThrow(/append-only/);
    expect(() => db.prepare("UPDATE chain_log SET payload = '{}' WHERE seq = 1").run()).toThrow(/append-only/);

    // Leaving: no more entries; what was written stays.
    chain.stop();
    db.prepare("INSERT INTO sale_events (sale_id, at, from_state, to_state, reason) VALUES ('B', '2026-11-22T10:00:03Z', 'sending', 'queued', 'x')").run();
    expect(log()).toHaveLength(4);
    db.close();
  });

  it("11: every day's history by clerk and by operator, and the filters' names, through their own indexes", () => {
    const db = openJournal(join(dir, 'j.sqlite'));
    insertSale(db, 'A');
    expect(schemaVersion(db)).toBeGreaterThanOrEqual(11);
    const plan = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>).map((p) => p.detail).join(' ');
    const newest = 'ORDER BY created_at DESC, seq DESC LIMIT 51';
    expect(plan(`SELECT * FROM sales WHERE clerk_id = 'c-ada' ${newest}`)).toMatch(/sales_by_clerk/);
    expect(plan(`SELECT * FROM sales WHERE operator_id = 341 ${newest}`)).toMatch(/sales_by_operator/);
    const facets = createSalesRepo(db).facets(null);
    expect(facets).toEqual({ operators: [{ id: 1, name: 'Op', countryIso: 'NG' }], clerks: [{ id: null, name: 'Ada' }] });
    // The names come from each one's newest sale, never a pass over every sale.
    const all = plan("SELECT rowid FROM sales WHERE operator_id = 1 ORDER BY created_at DESC, seq DESC LIMIT 1");
    expect(all).toMatch(/sales_by_operator/);
    expect(all).not.toMatch(/SCAN sales\b/);
    db.close();
  });

  it('12: the approvals grow into the audit trail, which is append-only and travels in the chain log', () => {
    const db = new Database(join(dir, 'j.sqlite'));
    migrate(db, upTo(11));
    const approve = db.prepare('INSERT INTO approvals (at, business_day, action, subject, clerk_id, manager_id, manager_name) VALUES (?, ?, ?, ?, ?, ?, ?)');
    approve.run('2026-11-21T09:00:00Z', '2026-11-21', 'settings', null, 'c-ada', 'm-grace', 'Grace');
    approve.run('2026-11-21T10:00:00Z', '2026-11-21', 'cancel-sale', 'S1', 'c-ada', 'm-grace', 'Grace');
    approve.run('2026-11-21T22:00:00Z', '2026-11-21', 'close-day', '2026-11-21', 'm-grace', 'm-grace', 'Grace');
    // A till already in a chain has shipped those approvals: the trail's copy of them must not ship them again.
    db.prepare('UPDATE chain_sync SET logging = 1').run();
    const logged = () => db.prepare<[], { kind: string; sale_id: string | null; payload: string }>('SELECT kind, sale_id, payload FROM chain_log ORDER BY seq').all();
    const before = logged().length;
    migrate(db, upTo(12));
    expect(tables(db)).not.toContain('approvals');
    expect(db.prepare('SELECT action, business_day, sale_id, subject, detail, clerk_id, clerk_name, manager_name FROM audit ORDER BY id').raw().all()).toEqual([
      ['approval', '2026-11-21', null, null, 'settings', 'c-ada', null, 'Grace'],
      ['approval', '2026-11-21', 'S1', 'S1', 'cancel-sale', 'c-ada', null, 'Grace'],
      ['approval', '2026-11-21', null, '2026-11-21', 'close-day', 'm-grace', null, 'Grace'],
    ]);
    expect(logged()).toHaveLength(before);

    db.prepare("INSERT INTO audit (at, business_day, action, sale_id, detail, clerk_id, clerk_name) VALUES ('2026-11-22T08:00:00Z', '2026-11-22', 'pin-shown', 'S2', 'copy 1', 'c-ada', 'Ada')").run();
    const entry = logged().at(-1)!;
    expect([entry.kind, entry.sale_id]).toEqual(['approval', 'S2']);
    expect(JSON.parse(entry.payload)).toEqual({
      audit: { id: 4, at: '2026-11-22T08:00:00Z', business_day: '2026-11-22', action: 'pin-shown', sale_id: 'S2', shift_id: null, subject: null, detail: 'copy 1', clerk_id: 'c-ada', clerk_name: 'Ada', manager_id: null, manager_name: null },
    });
    expect(() => db.prepare("UPDATE audit SET detail = 'copy 0'").run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM audit').run()).toThrow(/append-only/);
    expect(() => db.prepare("INSERT INTO audit (at, business_day, action, manager_id) VALUES ('x', 'y', 'day-closed', 'm')").run()).toThrow(/CHECK/);
    db.close();
  });

  it('13: a PIN shown and a PDF are copies in the print log; the jobs already there show no PIN on a page again', () => {
    const db = new Database(join(dir, 'j.sqlite'));
    migrate(db, upTo(12));
    insertSale(db, 'A', 'queued');
    const job = db.prepare("INSERT INTO print_jobs (sale_id, kind, copy, printer, outcome, started_at, finished_at) VALUES ('A', 'voucher', 0, 'Browser', ?, '2026-11-22T10:00:00Z', ?)");
    job.run('browser', '2026-11-22T10:00:00Z');
    job.run('printing', null);
    migrate(db, upTo(13));
    expect(db.prepare('SELECT outcome, drawn_at FROM print_jobs ORDER BY id').raw().all()).toEqual([
      ['browser', '2026-11-22T10:00:00Z'],
      ['printing', '2026-11-22T10:00:00Z'],
    ]);
    for (const outcome of ['saved', 'shown']) job.run(outcome, '2026-11-22T10:01:00Z');
    expect(() => job.run('lost', null)).toThrow(/CHECK/);
    const plan = (db.prepare("EXPLAIN QUERY PLAN SELECT * FROM print_jobs WHERE outcome = 'printing'").all() as Array<{ detail: string }>).map((p) => p.detail).join(' ');
    expect(plan).toContain('print_jobs_printing');
    db.close();
  });

  it("15: the day's sales by quarter hour, added up from the sales already there, then kept as sales change", () => {
    const db = new Database(join(dir, 'j.sqlite'));
    migrate(db, upTo(14));
    insertSale(db, 'A', 'succeeded');
    insertSale(db, 'B', 'queued');
    migrate(db, upTo(15));
    expect(schemaVersion(db)).toBe(15);
    const quarters = () => db.prepare('SELECT business_day, state, quarter, amount_currency, count, amount_micros FROM day_quarters WHERE count > 0 ORDER BY state').raw().all();
    expect(quarters()).toEqual([
      ['2026-11-22', 'queued', '2026-11-22T10:00', 'USD', 1, 5_000_000],
      ['2026-11-22', 'succeeded', '2026-11-22T10:00', 'USD', 1, 5_000_000],
    ]);
    db.prepare("UPDATE sales SET state = 'sending' WHERE id = 'B'").run();
    db.prepare("UPDATE sales SET state = 'succeeded', created_at = '2026-11-22T10:20:00Z' WHERE id = 'B'").run();
    expect(quarters()).toEqual([
      ['2026-11-22', 'succeeded', '2026-11-22T10:00', 'USD', 1, 5_000_000],
      ['2026-11-22', 'succeeded', '2026-11-22T10:15', 'USD', 1, 5_000_000],
    ]);
    db.close();
  });

  it('the code knows every column of the sales table', () => {
    const db = openJournal(join(dir, 'j.sqlite'));
    const columns = db.prepare<[], { name: string }>('PRAGMA table_info(sales)').all().map((c) => c.name);
    expect(columns).toEqual([...SALE_COLUMNS]);
    db.close();
  });

  it('uses the open-sales index for the outbox query', () => {
    const db = openJournal(join(dir, 'j.sqlite'));
    const plan = db.prepare("EXPLAIN QUERY PLAN SELECT * FROM sales WHERE state IN ('queued','sending','processing','unknown') ORDER BY seq").all() as Array<{ detail: string }>;
    expect(plan.map((p) => p.detail).join(' ')).toMatch(/sales_open/);
    db.close();
  });

  it('refuses a journal newer than the app', () => {
    const file = join(dir, 'j.sqlite');
    const db = new Database(file);
    db.pragma('user_version = 99');
    db.close();
    expect(() => openJournal(file)).toThrow(/newer version of the till/);
  });
});
