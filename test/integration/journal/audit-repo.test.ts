/**
 * The audit trail on a real SQLite file: an action and its entry are one transaction — an entry that cannot be
 * written (here a trigger refuses it, as a full disk would at the commit) takes its action with it, for a shift
 * opened or closed, a Z, the recent numbers cleared; and the trail answers a day's approvals, older ones included.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Actor } from '../../../src/shared/actor';
import { createShiftsService } from '../../../src/main/clerks/shifts-service';
import { createAuditRepo } from '../../../src/main/journal/audit-repo';
import { createTrail } from '../../../src/main/journal/audit-trail';
import { createClosuresRepo } from '../../../src/main/journal/closures-repo';
import { createDayTotals } from '../../../src/main/journal/day-totals';
import { openJournal, type Db } from '../../../src/main/journal/open';
import { createSalesRepo } from '../../../src/main/journal/sales-repo';
import { createShiftsRepo } from '../../../src/main/journal/shifts-repo';
import { createReportsService } from '../../../src/main/reports/reports-service';

const DAY = '2026-11-23';
const NOW = new Date(`${DAY}T18:00:00.000Z`);
const ADA = { id: 'c-ada', name: 'Ada' };
const GRACE = { id: 'm-grace', name: 'Grace' };
const BY_ADA: Actor = { clerk: ADA, manager: null };

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'till-audit-'));
  db = openJournal(join(dir, 'j.sqlite'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** From now on the journal refuses every entry of the trail, as a disk that filled up would at the commit. */
const refuseEntries = () => db.exec("CREATE TEMP TRIGGER refuse_audit BEFORE INSERT ON audit BEGIN SELECT RAISE(ABORT, 'no room for the entry'); END");
const count = (table: string) => db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()!.n;

function services() {
  const audit = createAuditRepo(db, { now: () => NOW, currentDay: () => DAY });
  const shiftsRepo = createShiftsRepo(db);
  const sales = createSalesRepo(db);
  const shifts = createShiftsService({ shifts: shiftsRepo, sales, audit, currentDay: () => DAY, signedIn: () => ({ ...ADA, role: 'clerk', active: true, lockedUntil: null, needsUnlock: false }), now: () => NOW });
  const reports = createReportsService({
    sales,
    days: createDayTotals(db),
    closures: createClosuresRepo(db),
    shifts: shiftsRepo,
    audit: () => audit,
    client: () => {
      throw new Error('no network here');
    },
    rule: () => ({ startHour: 0, timeZone: 'UTC' }),
    now: () => NOW,
  });
  return { audit, shifts, reports, sales };
}

describe('the audit trail in the journal', () => {
  it('an action whose entry cannot be written does not happen: a shift, a Z, the recent numbers', () => {
    const { shifts, reports, sales, audit } = services();
    shifts.open('20', 'USD', BY_ADA);
    refuseEntries();
    expect(() => shifts.close([{ currency: 'USD', amount: '20' }], BY_ADA)).toThrow(/no room for the entry/);
    expect(shifts.current()).not.toBeNull();
    expect(() => reports.summary(DAY, 'Z', { clerk: GRACE, manager: GRACE })).toThrow(/no room for the entry/);
    expect(count('day_closures')).toBe(0);
    expect(() => audit.with(() => sales.clearRecentNumbers(NOW.toISOString()), () => ({ action: 'recent-numbers-cleared', by: BY_ADA }))).toThrow(/no room/);
    expect(db.prepare("SELECT value FROM journal_meta WHERE key = 'recent_numbers_cleared_at'").get()).toBeUndefined();
    db.exec('DROP TRIGGER temp.refuse_audit');
    expect(count('audit')).toBe(1);

    shifts.close([{ currency: 'USD', amount: '20' }], BY_ADA);
    reports.summary(DAY, 'Z', { clerk: GRACE, manager: GRACE });
    expect(audit.ofDay(DAY).map((entry) => [entry.action, entry.shiftId, entry.subject, entry.detail, entry.clerkName, entry.managerName])).toEqual([
      ['shift-opened', 1, null, 'float 20.00 USD', 'Ada', null],
      ['shift-closed', 1, null, 'USD expected 20.00, counted 20.00', 'Ada', null],
      ['day-closed', null, DAY, '0 sales', 'Grace', 'Grace'],
    ]);
  });

  it('a change to a store of its own is put back when its entry cannot be written', () => {
    const { audit } = services();
    const trail = createTrail(() => audit);
    const store = { value: 'before' };
    refuseEntries();
    expect(() => trail.change(() => (store.value = 'after'), () => (store.value = 'before'), { action: 'credentials-changed', by: BY_ADA })).toThrow(/no room/);
    expect(store.value).toBe('before');
    db.exec('DROP TRIGGER temp.refuse_audit');
    trail.change(() => (store.value = 'after'), () => (store.value = 'before'), { action: 'credentials-changed', by: BY_ADA });
    expect(store.value).toBe('after');
    expect(audit.ofDay(DAY).map((entry) => entry.action)).toEqual(['credentials-changed']);
  });

  it("a day's approvals: the actions a manager allowed, newest first, with those carried over from before the trail", () => {
    const { audit } = services();
    db.prepare(
      "INSERT INTO audit (at, business_day, action, sale_id, subject, detail, clerk_id, manager_id, manager_name) VALUES (?, ?, 'approval', NULL, NULL, 'settings', 'c-ada', 'm-grace', 'Grace')",
    ).run('2026-11-23T08:00:00.000Z', DAY);
    audit.record({ action: 'signed-in', by: BY_ADA });
    audit.record({ action: 'approval-given', by: { clerk: ADA, manager: GRACE }, saleId: 'S1', subject: 'S1', detail: 'reprint' });
    audit.record({ action: 'voucher-printed', by: { clerk: ADA, manager: GRACE }, saleId: 'S1', detail: 'REPRINT 2' });
    audit.record({ action: 'voucher-printed', by: BY_ADA, saleId: 'S2', detail: 'original' });
    audit.record({ action: 'day-closed', by: { clerk: GRACE, manager: GRACE }, subject: DAY, businessDay: DAY });
    audit.record({ action: 'signed-in', by: BY_ADA, businessDay: '2026-11-24' });
    expect(audit.approvalsOfDay(DAY).map((approval) => [approval.action, approval.subject, approval.clerkId, approval.managerName])).toEqual([
      ['close-day', DAY, 'm-grace', 'Grace'],
      ['reprint', 'S1', 'c-ada', 'Grace'],
      ['settings', null, 'c-ada', 'Grace'],
    ]);
    expect(audit.ofDay('2026-11-24')).toHaveLength(1);
  });
});
