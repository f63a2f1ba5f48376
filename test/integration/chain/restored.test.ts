/**
 * A till's journal and the centre's copy of its log out of step, the ways a shop gets there (issue 26): a journal
 * restored twice, with shifts and audit entries numbered again as the lost ones were; the same journal enrolled again
 * as a new till; the centre's copy restored from an older backup; and another till's enrolment file given by
 * mistake. Each ends with every real sale at the centre once, or, for the wrong file, with nothing sent and the
 * reason on the till's screen. A real till, a real central PostgreSQL.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ChainStatus } from '../../../src/shared/contract';
import { chainDayReport } from '../../../chain/lib/report';
import { chainCommandOk } from '../../support/chain-commands';
import { startChainCentre, type ChainCentre } from '../../support/chain-centre';
import { CHAIN_TIMINGS, chainStatus, sellSome } from '../../support/chain-till';
import { startHarness, type Harness } from '../../support/till-harness';

const CHEAP_PINS = { n: 2 ** 10, r: 8, p: 1 };

let centre: ChainCentre;
beforeAll(async () => {
  centre = await startChainCentre();
}, 120_000);
afterAll(() => centre?.close());

async function enrol(tillId: string): Promise<string> {
  const out = join(centre.work, `${tillId}.chain.json`);
  await chainCommandOk('enroll', ['--till', tillId, '--url', centre.pg.adminUrl('chain'), '--ca-dir', centre.pg.ca.dir, '--environment', 'sandbox', '--out', out]);
  return out;
}

const synced = (h: Harness, what: string, more: (status: ChainStatus) => boolean = () => true) =>
  chainStatus(h, (status) => status.state === 'synced' && status.waiting === 0 && more(status), what);

/** The centre's sales of a counter against the till's own: each of the journal's there once, and how many in all. */
async function centreSales(h: Harness, counter: string): Promise<{ all: number; missing: string[] }> {
  const rows = await centre.admin`SELECT sale_id FROM chain_sale WHERE counter = ${counter}`;
  const there = new Set(rows.map((row) => row.sale_id as string));
  const { sales } = await h.call('sales.list', { limit: 500 });
  return { all: rows.length, missing: sales.map((sale) => sale.id).filter((id) => !there.has(id)) };
}

it('restored twice: every sale once, shifts and audit entries each once, and the numbers said are the centre\'s', async () => {
  const h = await startHarness({ till: { timings: CHAIN_TIMINGS, pinCost: CHEAP_PINS } });
  const { admin } = centre;
  try {
    const grace = (await h.call('clerks.setup', { name: 'Grace', pin: '2468' })).clerk!;
    await h.call('chain.enrol', { path: await enrol('till_0301') });
    await h.call('shifts.open', { float: '20', currency: 'USD' });
    await sellSome(h, 1);
    await synced(h, 'first');
    const first = await h.call('journal.backup');
    // The period the first restore loses: the shift closed, the next one opened (its id 2), a sale.
    const closeShift = () => h.call('shifts.close', { counted: [{ currency: 'USD', amount: '20' }] });
    await closeShift();
    await h.call('shifts.open', { float: '30', currency: 'USD' });
    await sellSome(h, 1);
    await synced(h, 'the lost period at the centre');

    await h.call('journal.restore', { name: first.name });
    await h.call('clerks.signIn', { clerkId: grace.id, pin: '2468' });
    // Numbered 2 again by the restored journal: another shift all the same.
    await closeShift();
    await h.call('shifts.open', { float: '55', currency: 'USD' });
    await sellSome(h, 1);
    const once = await synced(h, 'after the first restore', (status) => status.restored !== null);
    expect(await centreSales(h, 'till_0301')).toEqual({ all: 3, missing: [] });
    const shifts = await admin`SELECT shift_id::int AS id, float_micros::text AS float FROM chain_shift WHERE counter = 'till_0301' ORDER BY opened_at`;
    expect(shifts).toEqual([
      { id: 1, float: '20000000' },
      { id: 2, float: '30000000' },
      { id: 2, float: '55000000' },
    ]);
    const restoredEntries = await admin`SELECT count(*)::int AS n FROM chain_audit WHERE counter = 'till_0301' AND action = 'journal-restored'`;
    expect(restoredEntries[0]!.n).toBe(1);

    // A second restore, from a backup taken after the first one was agreed.
    const second = await h.call('journal.backup');
    await sellSome(h, 2);
    await synced(h, 'before the second restore');
    await h.call('journal.restore', { name: second.name });
    await h.call('clerks.signIn', { clerkId: grace.id, pin: '2468' });
    await sellSome(h, 1);
    const twice = await synced(h, 'after the second restore', (status) => status.restored !== null && status.restored.at !== once.restored!.at);
    expect(await centreSales(h, 'till_0301')).toEqual({ all: 6, missing: [] });
    const rewinds = await admin`SELECT from_seq::int AS "from", centre_last::int AS last FROM chain_rewind WHERE counter = 'till_0301' ORDER BY id`;
    expect(rewinds).toHaveLength(2);
    // What the screen and the report say is what the centre keeps: its own numbers.
    expect(twice.restored!.missing).toBe(rewinds[1]!.last - rewinds[1]!.from + 1);
    const kept = await admin`SELECT count(DISTINCT sale_id)::int AS n FROM chain_event WHERE till_id = 'till_0301' AND kind = 'sale' AND seq BETWEEN ${rewinds[1]!.from} AND ${rewinds[1]!.last}`;
    expect(kept[0]!.n).toBe(2);
    const report = await chainDayReport(admin, (await h.call('sales.list', { limit: 1 })).sales[0]!.businessDay);
    expect(report.restored.at(-1)).toMatchObject({ tillId: 'till_0301', fromSeq: rewinds[1]!.from, centreLast: rewinds[1]!.last, salesKept: 2 });
    const [conflicts] = await admin`SELECT count(*)::int AS n FROM chain_conflict`;
    expect(conflicts!.n).toBe(0);

    // The same journal enrolled as a new till (not --replaces): its numbering starts again there, and it syncs.
    await h.call('chain.leave');
    await h.call('chain.enrol', { path: await enrol('till_0309') });
    await sellSome(h, 1);
    await synced(h, 'as a new till', (status) => status.enrolment?.tillId === 'till_0309');
    expect((await centreSales(h, 'till_0309')).missing).toEqual([]);
  } finally {
    await h.close();
  }
}, 240_000);

it("numbers its entries again after the centre's copy was restored behind them, and syncs", async () => {
  const h = await startHarness({ till: { timings: CHAIN_TIMINGS } });
  const { admin } = centre;
  try {
    await h.call('chain.enrol', { path: await enrol('till_0303') });
    await sellSome(h, 2);
    await synced(h, 'first');
    const backup = await h.call('journal.backup');
    await sellSome(h, 2);
    await synced(h, 'second');
    await h.call('journal.restore', { name: backup.name });
    await sellSome(h, 1);
    await synced(h, 'after the restore', (status) => status.restored !== null);
    const [rewind] = await admin`SELECT from_seq::int AS "from" FROM chain_rewind WHERE till_id = 'till_0303'`;
    // The centre's own copy restored from a backup that held only part of what the journal lacks.
    const keep = rewind!.from + 1;
    await admin`DELETE FROM chain_sale WHERE till_id = 'till_0303' AND seq > ${keep}`;
    await admin`DELETE FROM chain_event WHERE till_id = 'till_0303' AND seq > ${keep}`;
    await admin`UPDATE till SET last_seq = ${keep} WHERE till_id = 'till_0303'`;
    await admin`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'till_0303'`;
    await sellSome(h, 1);
    await synced(h, "after the centre's restore");
    expect((await centreSales(h, 'till_0303')).missing).toEqual([]);
    const [events] = await admin`SELECT count(*)::int AS n, max(seq)::int AS last FROM chain_event WHERE till_id = 'till_0303'`;
    expect(events!.n).toBe(events!.last);
  } finally {
    await h.close();
  }
}, 120_000);

it("refuses another till's enrolment file, in words, and sends nothing under that till", async () => {
  const a = await startHarness({ till: { timings: CHAIN_TIMINGS } });
  const b = await startHarness({ till: { timings: CHAIN_TIMINGS } });
  const { admin } = centre;
  try {
    await a.call('chain.enrol', { path: await enrol('till_0401') });
    const fileB = await enrol('till_0402');
    await b.call('chain.enrol', { path: fileB });
    await sellSome(a, 3);
    await sellSome(b, 1);
    await synced(a, 'a');
    await synced(b, 'b');
    await b.close();
    // The wrong file: till_0402's enrolment given to the other counter's till.
    await a.call('chain.enrol', { path: fileB });
    await sellSome(a, 1);
    const refused = await chainStatus(a, (status) => status.problem !== null && status.problem.includes("another till's enrolment file"), 'refused');
    expect(refused.state).toBe('offline');
    const twice = await admin`SELECT sale_id FROM chain_sale WHERE counter IN ('till_0401', 'till_0402') GROUP BY 1 HAVING count(*) > 1`;
    expect(twice).toEqual([]);
    const [underB] = await admin`SELECT count(*)::int AS n FROM chain_sale WHERE counter = 'till_0402'`;
    expect(underB!.n).toBe(1);
  } finally {
    await a.close();
  }
}, 120_000);
