/**
 * A counter keeps one history across a re-enrolment (issue 26): its certificate revoked, the counter enrolled again
 * under a new id that replaces the old one goes on with the same log, sends nothing the centre holds under the old
 * id, and a sale still open at the revocation is settled in its one row when its outcome arrives. A real till, a
 * real central PostgreSQL, the commands as a shop's owner runs them.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chainDayReport } from '../../../chain/lib/report';
import { chainCommand, chainCommandOk } from '../../support/chain-commands';
import { startChainCentre, type ChainCentre } from '../../support/chain-centre';
import { CHAIN_TIMINGS, chainStatus } from '../../support/chain-till';
import { isFinal, sell, startHarness, waitForSale } from '../../support/till-harness';

let centre: ChainCentre;

beforeAll(async () => {
  centre = await startChainCentre();
}, 120_000);
afterAll(() => centre?.close());

async function enrol(tillId: string, more: string[] = []): Promise<string> {
  const out = join(centre.work, `${tillId}.chain.json`);
  await chainCommandOk('enroll', ['--till', tillId, '--url', centre.pg.adminUrl('chain'), '--ca-dir', centre.pg.ca.dir, '--shop', 'Main Street', '--environment', 'sandbox', '--out', out, ...more]);
  return out;
}

it('goes on under the new id where the old one stopped: every sale once, the open one settled in place', async () => {
  const h = await startHarness({ till: { timings: CHAIN_TIMINGS } });
  const { admin } = centre;
  try {
    await h.call('chain.enrol', { path: await enrol('till_0201', ['--name', 'Counter 1']) });
    for (const number of ['201', '202']) await waitForSale(h.till, (await sell(h, number)).id, isFinal);
    // A sale the operator is still processing when the certificate is revoked: its status answer held back.
    const release = h.sim.faults.hold({ method: 'GET', path: '/topups/' });
    const open = await sell(h, '111');
    await chainStatus(h, (status) => status.state === 'synced' && status.waiting === 0, 'synced with the sale open');
    const [before] = await admin`SELECT last_seq FROM till WHERE till_id = 'till_0201'`;

    // The certificate is lost: the counter is enrolled again, replacing the old id (which is revoked with it).
    const replaced = await enrol('till_0202', ['--replaces', 'till_0201']);
    const [rows] = [await admin`SELECT till_id, counter, replaces, last_seq, revoked_at IS NOT NULL AS revoked, name FROM till ORDER BY till_id`];
    expect(rows.map((row) => ({ ...row, last_seq: Number(row.last_seq) }))).toEqual([
      { till_id: 'till_0201', counter: 'till_0201', replaces: null, last_seq: Number(before!.last_seq), revoked: true, name: 'Counter 1' },
      { till_id: 'till_0202', counter: 'till_0201', replaces: 'till_0201', last_seq: Number(before!.last_seq), revoked: false, name: 'Counter 1' },
    ]);
    // A till is replaced once, never by an id already enrolled, and never by itself.
    for (const [till, replaces] of [['till_0203', 'till_0201'], ['till_0202', 'till_0201'], ['till_0204', 'till_0204'], ['till_0205', 'till_0299']] as const) {
      const refused = await chainCommand('enroll', ['--till', till, '--replaces', replaces, '--url', centre.pg.adminUrl('chain'), '--ca-dir', centre.pg.ca.dir, '--out', join(centre.work, 'x.json')]);
      expect({ till, status: refused.status }).toEqual({ till, status: 1 });
    }

    // The till sells on meanwhile (the centre refuses the old id's batches), then takes the new enrolment.
    await waitForSale(h.till, (await sell(h, '203')).id, isFinal);
    await h.call('chain.enrol', { path: replaced });
    release();
    await waitForSale(h.till, open.id, isFinal);
    await chainStatus(h, (status) => status.state === 'synced' && status.waiting === 0 && status.enrolment?.tillId === 'till_0202', 'synced as till_0202');

    // One history: each of the till's sales once, the open one settled in its row; the new id's log follows the old one's.
    const { sales } = await h.call('sales.list', { limit: 500 });
    const atCentre = await admin`SELECT sale_id, state, till_id, counter FROM chain_sale ORDER BY sale_id`;
    expect(atCentre.map((row) => ({ id: row.sale_id, state: row.state, counter: row.counter }))).toEqual(
      sales.map((sale) => ({ id: sale.id, state: sale.state, counter: 'till_0201' })).sort((a, b) => a.id.localeCompare(b.id)),
    );
    expect(atCentre.find((row) => row.sale_id === open.id)).toMatchObject({ state: 'succeeded', till_id: 'till_0202' });
    const logs = await admin`SELECT till_id, min(seq)::int AS first, max(seq)::int AS last, count(*)::int AS n FROM chain_event GROUP BY 1 ORDER BY 1`;
    expect(logs).toEqual([
      { till_id: 'till_0201', first: 1, last: Number(before!.last_seq), n: Number(before!.last_seq) },
      { till_id: 'till_0202', first: Number(before!.last_seq) + 1, last: expect.any(Number), n: expect.any(Number) },
    ]);
    expect(logs[1]!.n).toBe(logs[1]!.last - logs[1]!.first + 1);
    const [resent] = await admin`SELECT sum(resent)::int AS n FROM till`;
    expect(resent!.n).toBe(0);
    const [conflicts] = await admin`SELECT count(*)::int AS n FROM chain_conflict`;
    expect(conflicts!.n).toBe(0);

    // The report shows the counter once, under the id it has now, with every sale of the day.
    const report = await chainDayReport(admin, sales[0]!.businessDay);
    expect(report.byTill.map((row) => [row.tillId, row.name, row.count])).toEqual([['till_0202', 'Counter 1', sales.filter((sale) => sale.state === 'succeeded').length]]);
    expect(report.open).toEqual([]);
  } finally {
    await h.close();
  }
});
