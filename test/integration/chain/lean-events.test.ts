/**
 * The centre keeps a sale's event lean (chain migration 007): a centre holding events whole (as 001–006 kept them) is
 * upgraded in place, and afterwards, as before, every event the till sent comes back whole from chain_event_full and is
 * found by its payload's hash; the projections gain what they lacked; the events' months are partitions, and an old
 * month is packed or detached while the sales it made stay in the projections and reports, and a resend into either
 * is still a resend (or, with another payload, a conflict).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConnection, type Sql } from '../../../chain/lib/admin-connection';
import { chainMigrations, migrateChain } from '../../../chain/lib/migrate';
import { chainDayReport, chainMonthReport } from '../../../chain/lib/report';
import { enrolTill } from '../../../chain/lib/tills';
import { connectCentral, type CentralLink } from '../../../src/main/chain/central-link';
import { createChainSync } from '../../../src/main/chain/chain-sync';
import type { ChainEnrolment } from '../../../src/main/chain/enrolment';
import { silentLogger } from '../../../src/main/logger';
import { DEFAULT_TIMINGS } from '../../../src/main/timings';
import type { SaleState } from '../../../src/shared/contract';
import { createChainLogRepo, type ChainEntry } from '../../../src/main/journal/chain-log-repo';
import { openJournal, type Db } from '../../../src/main/journal/open';
import { createSalesRepo } from '../../../src/main/journal/sales-repo';
import { expectCentreHolds } from '../../support/chain-till';
import { startPostgres, type PostgresServer } from '../../support/postgres-server';
import { writeSaleInState } from '../../support/sale-in-state';

let pg: PostgresServer;
let admin: Sql;
let work: string;
let journal: Db;
let link: CentralLink;
let enrolment: ChainEnrolment;

const STATES: SaleState[] = ['queued', 'sending', 'processing', 'succeeded', 'refunded', 'failed', 'unknown', 'cancelled'];
const money = (micros: number, currency: string) => ({ micros, currency });

function sellEveryState(day: string, prefix: string): void {
  const sales = createSalesRepo(journal);
  journal.transaction(() => {
    for (const state of STATES) {
      writeSaleInState(sales, {
        id: `${prefix}-${state}`, day, state, amount: money(5_000_000, 'USD'), quoted: null,
        delivered: money(7_500_000_000, 'NGN'), cost: money(4_750_000, 'USD'), discount: money(250_000, 'USD'), pin: null,
      });
    }
  })();
}

beforeAll(async () => {
  pg = await startPostgres();
  work = mkdtempSync(join(tmpdir(), 'till-lean-'));
  const server = adminConnection(pg.adminUrl('postgres'));
  await server`CREATE DATABASE chain`;
  await server.end();
  admin = adminConnection(pg.adminUrl('chain'));
  // The centre as it was before this change.
  await migrateChain(admin, chainMigrations().filter((migration) => migration.version <= 6));
  enrolment = await enrolTill(admin, pg.ca, { tillId: 'till_0700', name: 'Upgrade', shop: 'High Street', environment: 'live', host: '127.0.0.1', port: pg.port, database: 'chain' });
  link = connectCentral(enrolment);
  journal = openJournal(join(work, 'journal.sqlite'));
  createChainLogRepo(journal).start();
}, 120_000);

afterAll(async () => {
  await link?.destroy();
  journal?.close();
  await admin?.end();
  pg?.close();
  rmSync(work, { recursive: true, force: true });
});

const entries = (): ChainEntry[] => createChainLogRepo(journal).after(0, 10_000);

describe('the centre upgraded to lean events', () => {
  it('gives back every event whole, before and after the upgrade, and the projections lose nothing', async () => {
    sellEveryState('2026-11-20', 'OLD');
    // The till's own loop, against a centre from before chain_hello: its refusal of the version and zone stops nothing.
    await new Promise<void>((resolve, reject) => {
      const sync = createChainSync({
        log: createChainLogRepo(journal),
        environment: 'live',
        enrolment: () => enrolment,
        identity: () => ({ version: '1.0.0', timeZone: 'Africa/Lagos' }),
        connect: (e) => connectCentral(e),
        timings: { ...DEFAULT_TIMINGS, chainIdlePollMs: 100 },
        now: () => new Date(),
        logger: silentLogger,
        onChange: (status) => {
          if (status.state === 'synced' && status.waiting === 0) void sync.close().then(resolve, reject);
        },
        onFault: reject,
      });
    });
    // Its log as the loop left it (joining, it also copied the sales already there).
    const before = entries();
    expect(Number((await admin`SELECT last_seq FROM till WHERE till_id = 'till_0700'`)[0]!.last_seq)).toBe(before.length);
    const [{ bytes: wholeBytes } = { bytes: 0 }] = await admin<Array<{ bytes: number }>>`SELECT sum(pg_column_size(payload))::int AS bytes FROM chain_event WHERE kind = 'sale'`;

    await migrateChain(admin);
    await expectCentreHolds(admin, 'till_0700', before.map((entry) => entry.payload));
    // The same events, kept lean.
    const [{ bytes: leanBytes } = { bytes: 0 }] = await admin<Array<{ bytes: number }>>`SELECT coalesce(sum(pg_column_size(payload)), 0)::int AS bytes FROM chain_event WHERE kind = 'sale'`;
    expect(leanBytes).toBeLessThan(wholeBytes / 4);
    // The projection has every key of the sale now, the refund's withheld money aside, not in the columns a report sums.
    const [refund] = await admin`SELECT attempts, operator_transaction_id, delivered_micros, withheld FROM chain_sale WHERE sale_id = 'OLD-refunded'`;
    expect(refund!.delivered_micros).toBeNull();
    expect(refund!.withheld).toMatchObject({ delivered_micros: 7_500_000_000, delivered_currency: 'NGN' });
    // As the till's journal has it (these sales were written by the journal's own transitions, never sent).
    expect(refund!.attempts).toBe(0n);

    // After the upgrade: sales of another day, and the open ones of before settled.
    sellEveryState('2026-11-21', 'NEW');
    const sales = createSalesRepo(journal);
    journal.transaction(() => {
      sales.transition('OLD-processing', 'processing', 'succeeded', '2026-11-21T09:00:00.000Z', 'service answered', {
        transaction_id: 99, delivered_micros: 7_500_000_000, delivered_currency: 'NGN', cost_micros: 4_750_000, cost_currency: 'USD',
        discount_micros: 250_000, discount_currency: 'USD',
      });
      sales.transition('OLD-unknown', 'unknown', 'failed', '2026-11-21T09:00:01.000Z', 'service says failed', { error_code: 'OPERATOR_DOWN' });
    })();
    const all = entries();
    const answer = await link.ingest(all.slice(before.length), 10_000);
    expect(answer).toMatchObject({ acked: all.length, conflicts: 0 });
    // A resend is absorbed by the hash, as before.
    expect(await link.ingest(all.slice(0, 5), 10_000)).toMatchObject({ stored: 0, duplicates: 5, conflicts: 0 });
    await expectCentreHolds(admin, 'till_0700', all.map((entry) => entry.payload));

    // Delivered money by local hour adds up to the day's delivered money.
    const byHour = await admin`SELECT business_day::text AS day, sum(sales)::int AS n, sum(amount_micros)::text AS micros FROM chain_hour_rollup GROUP BY 1 ORDER BY 1`;
    const byDay = await admin`SELECT business_day::text AS day, sum(sales)::int AS n, sum(amount_micros)::text AS micros FROM chain_day_rollup WHERE standing = 'delivered' GROUP BY 1 ORDER BY 1`;
    expect(byHour).toEqual(byDay);
    expect(byDay.map((row) => row.n)).toEqual([2, 1]);

    // The rollups kept sale by sale on ingest are what one pass over the projection makes.
    const rollups = async () => [
      await admin`SELECT * FROM chain_day_rollup ORDER BY business_day, counter, operator_id, clerk, standing, amount_currency, delivered_currency`,
      await admin`SELECT * FROM chain_hour_rollup ORDER BY business_day, counter, hour, amount_currency`,
      await admin`SELECT * FROM chain_month_rollup ORDER BY month, counter, operator_id, clerk, standing, amount_currency, delivered_currency`,
    ];
    const kept = await rollups();
    await admin`SELECT chain_rollups_rebuild()`;
    expect(await rollups()).toEqual(kept);

    // A month's report (from the month's rollups) is its days added up.
    const days = await Promise.all(['2026-11-20', '2026-11-21'].map((day) => chainDayReport(admin, day)));
    const month = await chainMonthReport(admin, '2026-11');
    expect(month.day).toBe('2026-11');
    expect(month.sold).toEqual([{ currency: 'USD', count: 3, micros: days.reduce((sum, day) => sum + day.sold[0]!.micros, 0n) }]);
    expect(month.handedBack[0]!.count).toBe(days.reduce((sum, day) => sum + day.handedBack[0]!.count, 0));
  });

  it('keeps an event of any other shape whole, and still gives back the events before it; takes a zone it does not know as unknown', async () => {
    // A till of its own: these events are not in the journal the other tests go on sending from.
    const other = connectCentral(await enrolTill(admin, pg.ca, { tillId: 'till_0701', name: 'Other make', shop: 'High Street', environment: 'live', host: '127.0.0.1', port: pg.port, database: 'chain' }));
    const sale = JSON.parse(entries().find((entry) => entry.sale_id === 'NEW-succeeded' && entry.kind === 'sale')!.payload) as { sale: Record<string, unknown> };
    const at = '2026-11-22T10:00:00.000Z';
    const base = { ...sale.sale, id: 'ODD-1', state: 'queued', updated_at: at, created_at: at, business_day: '2026-11-22' };
    const odd = [
      { event: { from: null, to: 'queued', reason: 'created' }, sale: base },
      // A newer till's key, an amount as text, an extra top-level key, no event at all: each kept whole.
      { event: { from: 'queued', to: 'sending', reason: 'sending' }, sale: { ...base, state: 'sending', attempts: 1, loyalty_card: '42' } },
      { event: { from: 'sending', to: 'processing', reason: null }, sale: { ...base, state: 'processing', attempts: 1, amount_micros: '5000000' } },
      { sale: { ...base, state: 'processing', attempts: 2 }, note: 'a till of another make' },
      { event: { from: 'processing', to: 'failed', reason: 'the operator said no' }, sale: { ...base, state: 'failed', attempts: 2, error_code: 'REFUSED' } },
    ].map((payload, i) => ({ seq: 1 + i, at, kind: 'sale' as const, sale_id: 'ODD-1', payload: JSON.stringify(payload) }));
    expect(await other.ingest(odd, 10_000)).toMatchObject({ stored: odd.length, conflicts: 0 });
    await expectCentreHolds(admin, 'till_0701', odd.map((entry) => entry.payload));
    const kept = await admin`SELECT seq, payload ? 'whole' AS whole FROM chain_event WHERE till_id = 'till_0701' ORDER BY seq`;
    expect(kept.map((row) => row.whole)).toEqual([false, true, true, true, false]);

    await other.hello('not a version!', 'Africa/Lagos', 7, 10_000);
    expect(await admin`SELECT version, time_zone, journal_last::int FROM till WHERE till_id = 'till_0701'`).toEqual([{ version: null, time_zone: 'Africa/Lagos', journal_last: 7 }]);
    await other.hello('1.2.3', 'Mars/Olympus_Mons', -1, 10_000);
    expect(await admin`SELECT version, time_zone, journal_last, journal_said_at FROM till WHERE till_id = 'till_0701'`).toEqual([{ version: '1.2.3', time_zone: null, journal_last: null, journal_said_at: null }]);
    await other.destroy();
  });

  it('makes each month of events a partition; packs an old month, still giving back its events; detaches another, its sales still counted', async () => {
    // Two months long past: their events land in the default partition until their months are made.
    const sales = createSalesRepo(journal);
    journal.transaction(() => {
      for (const day of ['2024-03-05', '2024-05-07']) {
        writeSaleInState(sales, {
          id: `PAST-${day}`, day, state: 'succeeded', amount: money(2_000_000, 'USD'), quoted: null,
          delivered: money(3_000_000_000, 'NGN'), cost: money(1_900_000, 'USD'), discount: money(100_000, 'USD'), pin: null,
        });
      }
    })();
    const all = entries();
    const last = Number((await admin`SELECT last_seq FROM till WHERE till_id = 'till_0700'`)[0]!.last_seq);
    const past = all.filter((entry) => entry.seq > last);
    await link.ingest(past, 10_000);
    const inDefault = async () => Number((await admin`SELECT count(*)::int AS n FROM chain_event_default`)[0]!.n);
    expect(await inDefault()).toBe(past.length);
    // Months long before the chain's first (a till's history from before it joined) are made by the monthly run.
    const made = (await admin<Array<{ name: string }>>`SELECT chain_event_months_make(0) AS name`).map((row) => row.name);
    expect(made).toEqual(expect.arrayContaining(['chain_event_2024_03', 'chain_event_2024_05']));
    expect(await inDefault()).toBe(0);
    const count = async (table: string) => Number((await admin.unsafe(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);
    const inMay = await count('chain_event_2024_05');
    expect(await count('chain_event_2024_03')).toBe(past.length - inMay);

    // March packed: its partition gone, its events given back whole, by hash, and answered to a till comparing.
    expect((await admin`SELECT chain_event_pack_before(24) AS month`).map((row) => row.month)).toEqual(['2024_03', '2024_05']);
    await expectCentreHolds(admin, 'till_0700', all.map((entry) => entry.payload));
    expect(await admin`SELECT to_regclass('chain_event_2024_03') AS gone`).toEqual([{ gone: null }]);
    expect(await count('chain_event_packed')).toBeGreaterThan(0);
    const compared = await link.compare(past, 10_000);
    expect([...compared.values()]).toEqual(past.map(() => true));
    expect(await link.compare(past.map((entry) => ({ ...entry, payload: '{"forged": true}' })), 10_000)).toEqual(new Map(past.map((entry) => [entry.seq, false])));
    // Sent again into the packed month: a resend, counted as one, as in any month.
    const resent = async () => Number((await admin`SELECT resent FROM till WHERE till_id = 'till_0700'`)[0]!.resent);
    const resentBefore = await resent();
    expect(await link.ingest(past, 10_000)).toMatchObject({ stored: 0, duplicates: past.length, conflicts: 0 });
    expect(await resent()).toBe(resentBefore + past.length);

    // A month detached instead: a table of its own to dump, while the rollups still count its sale.
    const newer = createSalesRepo(journal);
    journal.transaction(() => {
      writeSaleInState(newer, {
        id: 'PAST-2024-07-01', day: '2024-07-01', state: 'succeeded', amount: money(2_000_000, 'USD'), quoted: null,
        delivered: money(3_000_000_000, 'NGN'), cost: money(1_900_000, 'USD'), discount: money(100_000, 'USD'), pin: null,
      });
    })();
    const july = entries().filter((entry) => entry.seq > past[past.length - 1]!.seq);
    await link.ingest(july, 10_000);
    await admin`SELECT chain_event_months_make(0)`;
    expect((await admin`SELECT chain_event_detach_before(12) AS name`).map((row) => row.name)).toEqual(['chain_event_archive_2024_07']);
    expect(await count('chain_event_archive_2024_07')).toBe(july.length);
    const [{ n: left } = { n: 0 }] = await admin<Array<{ n: number }>>`SELECT count(*)::int AS n FROM chain_event WHERE at < '2024-08-01'`;
    expect(left).toBe(0);
    const [rollup] = await admin`SELECT count(DISTINCT business_day)::int AS days, sum(sales)::int AS n FROM chain_day_rollup WHERE business_day < '2024-08-01' AND standing = 'delivered'`;
    expect(rollup).toEqual({ days: 3, n: 3 });
    // A till comparing its journal with a detached month is answered that the centre held it (no false rewind).
    expect(await link.compare(july, 10_000)).toEqual(new Map(july.map((entry) => [entry.seq, true])));
    // …and a resend into it is one: its events are held in the archive.
    const resentBeforeJuly = await resent();
    expect(await link.ingest(july, 10_000)).toMatchObject({ stored: 0, duplicates: july.length, conflicts: 0 });
    expect(await resent()).toBe(resentBeforeJuly + july.length);
    // Another payload for a seq of the packed month is a conflict, recorded with the hash the centre holds.
    const [forged] = past;
    expect(await link.ingest([{ ...forged!, payload: '{"forged": true}' }], 10_000)).toMatchObject({ stored: 0, duplicates: 0, conflicts: 1 });
    const conflicts = await admin`SELECT c.seq::int AS seq, c.stored_hash = h.payload_hash AS stored_is_held, c.stored_hash <> c.offered_hash AS differs
      FROM chain_conflict c JOIN chain_held('till_0700', ARRAY[c.seq]) h ON h.seq = c.seq`;
    expect(conflicts).toEqual([{ seq: forged!.seq, stored_is_held: true, differs: true }]);
    await expect(admin`SELECT chain_event_detach_before(0)`).rejects.toThrow(/keep at least the last month/);
    await expect(admin`SELECT chain_event_pack_before(0)`).rejects.toThrow(/keep at least the last month/);
  });
});
