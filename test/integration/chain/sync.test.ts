/**
 * A till's journal shipped to a real central PostgreSQL: enrolled by a manager's call with the file the enrol
 * command wrote, its sales (and their every event) at the centre once synced; the centre stopped, the till
 * selling on and saying "offline since", then catching up by itself; a till whose journal is behind the centre's
 * copy of its log (restored from an older backup) numbering what it made since after the centre's last entry, every
 * sale once; the enrolment refused when it is not one, and forgotten on leaving.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainDayReport, reportText } from '../../../chain/lib/report';
import { chainCommandOk } from '../../support/chain-commands';
import { startChainCentre, type ChainCentre } from '../../support/chain-centre';
import { CHAIN_TIMINGS, centreGivesBackEveryEntry, centreMatches, chainStatus, sellSome } from '../../support/chain-till';
import type { PostgresServer } from '../../support/postgres-server';
import { startHarness } from '../../support/till-harness';

let centre: ChainCentre;
let pg: PostgresServer;
let admin: ChainCentre['admin'];
let work: string;

/** The enrolment file chain:enroll writes for a till; its path. */
async function enrolmentFile(tillId: string): Promise<string> {
  const out = join(work, `${tillId}.chain.json`);
  await chainCommandOk('enroll', ['--till', tillId, '--url', pg.adminUrl('chain'), '--ca-dir', pg.ca.dir, '--shop', 'Main Street', '--environment', 'sandbox', '--out', out]);
  return out;
}

beforeAll(async () => {
  centre = await startChainCentre();
  ({ pg, work, admin } = centre);
}, 120_000);

afterAll(() => centre?.close());

describe("a till's log at the chain's centre", () => {
  it('refuses what is not an enrolment, saying why, and keeps nothing', async () => {
    const h = await startHarness({ till: { timings: CHAIN_TIMINGS } });
    try {
      // No file, a folder, a file of something else (text, other JSON): one answer, that names the file to give —
      // whoever types a path learns nothing of what is there.
      const text = join(work, 'hello.json');
      writeFileSync(text, 'hello');
      const otherJson = join(work, 'other.json');
      writeFileSync(otherJson, JSON.stringify({ version: 1, clerks: [] }));
      for (const path of [text, otherJson, join(work, 'nowhere.json'), work]) {
        await expect(h.call('chain.enrol', { path }), path).rejects.toThrow(/^This is not a usable chain enrolment: this file cannot be used\. Give the path of the \.json file chain:enroll wrote/);
      }
      // A browser has no open dialog: the path is needed.
      await expect(h.call('chain.enrol', {})).rejects.toThrow(/Type the enrolment file's path/);
      const tampered = join(work, 'tampered.json');
      writeFileSync(tampered, JSON.stringify({ ...(JSON.parse(readFileSync(await enrolmentFile('till_0009'), 'utf8')) as object), tillId: 'till_0010' }));
      await expect(h.call('chain.enrol', { path: tampered })).rejects.toThrow(/not till_0010's/);
      expect((await h.call('chain.status')).state).toBe('off');
    } finally {
      await h.close();
    }
  });

  it('ships every sale and event once enrolled, goes on selling while the centre is down, and catches up by itself', async () => {
    const h = await startHarness({ till: { timings: CHAIN_TIMINGS } });
    try {
      await sellSome(h, 3);
      // Enrolled after three sales: those go as they stand, and every change from then on.
      const enrolled = await h.call('chain.enrol', { path: await enrolmentFile('till_0101') });
      expect(enrolled.enrolment).toEqual({ tillId: 'till_0101', name: 'till_0101', shop: 'Main Street', environment: 'sandbox', server: `127.0.0.1:${pg.port}/chain` });
      expect(JSON.stringify(enrolled)).not.toContain('PRIVATE KEY');
      await chainStatus(h, (status) => status.state === 'synced', 'synced');
      await centreMatches(admin, h, 'till_0101');
      // The audit trail travels too: the enrolment itself is its first entry at the centre.
      const audit = await admin`SELECT action, detail, clerk_name FROM chain_audit WHERE till_id = 'till_0101' ORDER BY seq`;
      expect(audit.map((row) => [row.action, row.detail])).toEqual([['chain-enrolled', `till_0101 at 127.0.0.1:${pg.port}/chain (sandbox)`]]);

      pg.stop('fast');
      await sellSome(h, 4);
      const offline = await chainStatus(h, (status) => status.state === 'offline' && status.waiting > 0, 'offline with entries waiting');
      expect(offline.offlineSince).not.toBeNull();
      expect(offline.problem).toBeTruthy();
      pg.start();
      const back = await chainStatus(h, (status) => status.state === 'synced', 'synced again');
      expect(back.offlineSince).toBeNull();
      expect(back.lastSyncAt).not.toBeNull();
      await centreMatches(admin, h, 'till_0101');
      // The three sales from before, once each; every event of the four after, in order, each once.
      const events = await admin`SELECT sale_id, payload->'event'->>'to' AS "to" FROM chain_event_full WHERE till_id = 'till_0101' AND kind = 'sale' ORDER BY seq`;
      expect(events.filter((event) => event.to === null)).toHaveLength(3);
      expect(events.filter((event) => event.to !== null).map((event) => event.to)).toEqual(Array.from({ length: 4 }, () => ['queued', 'sending', 'succeeded']).flat());

      // A restart picks up where the centre's acknowledgement left it.
      await h.restart();
      await sellSome(h, 1);
      await chainStatus(h, (status) => status.state === 'synced' && status.waiting === 0, 'synced after restart');
      await centreMatches(admin, h, 'till_0101');
      await centreGivesBackEveryEntry(admin, h, 'till_0101');
    } finally {
      await h.close();
    }
  });

  it("keeps every sale once when the journal goes back in time: what it made since a restore follows the centre's last entry", async () => {
    const h = await startHarness({ till: { timings: CHAIN_TIMINGS } });
    try {
      await h.call('chain.enrol', { path: await enrolmentFile('till_0102') });
      await sellSome(h, 2);
      await chainStatus(h, (status) => status.state === 'synced' && status.waiting === 0, 'synced before the backup');
      const backup = await h.call('journal.backup');
      // Sold after the backup, and at the centre: the restored journal will not have these two.
      await sellSome(h, 2);
      await chainStatus(h, (status) => status.state === 'synced' && status.waiting === 0, 'synced after the backup');
      const [{ last_seq: centreLast } = { last_seq: 0n }] = await admin`SELECT last_seq FROM till WHERE till_id = 'till_0102'`;

      await h.call('journal.restore', { name: backup.name });
      await sellSome(h, 1);
      const status = await chainStatus(h, (s) => s.state === 'synced' && s.waiting === 0 && s.restored !== null, 'synced after the restore');
      expect(status.conflicts).toBe(0);
      expect(status.restored!.missing).toBeGreaterThan(0);

      // Every real sale once: the two the journal lost stay at the centre, the one made since follows them.
      const { sales } = await h.call('sales.list', { limit: 500 });
      expect(sales).toHaveLength(3);
      const atCentre = await admin`SELECT sale_id FROM chain_sale WHERE counter = 'till_0102' ORDER BY sale_id`;
      expect(atCentre).toHaveLength(5);
      for (const sale of sales) expect(atCentre.map((row) => row.sale_id)).toContain(sale.id);
      const [rewind] = await admin`SELECT till_id, centre_last, from_seq, journal_last FROM chain_rewind`;
      expect(Number(rewind!.centre_last)).toBe(Number(centreLast));
      expect(Number(rewind!.centre_last) - Number(rewind!.from_seq) + 1).toBe(status.restored!.missing);
      const [conflicts] = await admin`SELECT count(*)::int AS n FROM chain_conflict WHERE till_id = 'till_0102'`;
      expect(conflicts!.n).toBe(0);
      // The chain's report says it in words, and counts the five sales once each.
      const report = await chainDayReport(admin, sales[0]!.businessDay);
      expect(report.restored).toEqual([{ tillId: 'till_0102', at: expect.any(String), fromSeq: Number(rewind!.from_seq), centreLast: Number(centreLast), salesKept: 2 }]);
      expect(reportText(report)).toMatch(/till_0102 at .*: the centre keeps its entries \d+–\d+, which that journal lacks \(2 sale\(s\) among them/);
      const [succeeded] = await admin`SELECT count(*)::int AS n FROM chain_sale WHERE counter = 'till_0102' AND state = 'succeeded'`;
      expect(report.byTill.find((row) => row.tillId === 'till_0102')?.count).toBe(succeeded!.n);
      // The log at the centre has no gap and nothing twice: the new entries follow its last.
      const [events] = await admin`SELECT count(*)::int AS n, max(seq)::int AS last FROM chain_event WHERE till_id = 'till_0102'`;
      expect(events!.n).toBe(events!.last);

      // A restart does not find it behind again.
      await h.restart();
      await sellSome(h, 1);
      const again = await chainStatus(h, (s) => s.state === 'synced' && s.waiting === 0, 'synced after a restart');
      expect(again.restored).toEqual(status.restored);
      const [rewinds] = await admin`SELECT count(*)::int AS n FROM chain_rewind`;
      expect(rewinds!.n).toBe(1);
      const left = await h.call('chain.leave');
      expect(left.state).toBe('off');
    } finally {
      await h.close();
    }
  });
});
