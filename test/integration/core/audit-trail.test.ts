/**
 * The audit trail of a day, on a real till (real SQLite journal, the simulator over HTTP): every action an owner
 * audits leaves exactly one entry, with who was signed in and which manager allowed it; reads leave none; a Z is
 * filed under the day it closes and a second one closes (and logs) nothing; a day's approvals are exactly the
 * actions a manager allowed that day. Then the lockout: escalating locks, a manager's unlock, and the locked-out
 * clerks a manager sees.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../src/shared/contract';
import { isFinal, sell, startHarness, waitForConnectivity, waitForSale, type Harness } from '../../support/till-harness';
import { refused } from '../../support/refused';

const CHEAP_PINS = { n: 2 ** 10, r: 8, p: 1 };
const DAY = '2026-11-23';

/** An entry as the test reads it: what, about what, who was signed in, who allowed it. */
const line = (entry: AuditEntry) => [entry.action, entry.saleId ?? entry.subject, entry.clerkName, entry.managerName];

describe('the audit trail', () => {
  let h: Harness;
  let clock = new Date(`${DAY}T09:00:00.000Z`);
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));
  const restart = () => h.restart({ pinCost: CHEAP_PINS, now: () => clock });

  beforeEach(async () => {
    clock = new Date(`${DAY}T09:00:00.000Z`);
    h = await startHarness({ till: { pinCost: CHEAP_PINS, now: () => clock } });
    await h.call('settings.update', { businessDay: { startHour: 0, timeZone: 'UTC' } });
  });
  afterEach(() => h.close());

  it('holds exactly the day’s actions, each once, with who did it and which manager allowed it', async () => {
    const grace = (await h.call('clerks.setup', { name: 'Grace', pin: '2468' })).clerk!;
    const ada = await h.call('clerks.add', { name: 'Ada', pin: '1357', role: 'clerk' });
    await h.call('shifts.open', { float: '20', currency: 'USD' });
    // One sale online teaches the till the number's operator; then the service goes away and a sale waits.
    await waitForSale(h.till, (await sell(h, '000')).id, isFinal);
    h.sim.faults.setOffline(true);
    await restart();
    await waitForConnectivity(h.till, 'offline');

    expect((await refused(h.call('clerks.signIn', { clerkId: ada.id, pin: '0000' }))).code).toBe('WRONG_PIN');
    await h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' });
    const queued = await sell(h, '010');
    expect(queued.state).toBe('queued');
    // A clerk's manager-only action: refused, then approved by the manager's PIN, then done.
    expect((await refused(h.call('sales.cancel', { id: queued.id, reason: 'changed their mind' }))).code).toBe('MANAGER_REQUIRED');
    await h.call('clerks.approve', { clerkId: grace.id, pin: '2468', action: 'cancel-sale', subject: queued.id });
    await h.call('sales.cancel', { id: queued.id, reason: 'changed their mind' });
    await h.call('clerks.approve', { clerkId: grace.id, pin: '2468', action: 'settings' });
    await h.call('settings.update', { printer: { columns: 32 } });
    // Reads, under the same approval: nothing is written for them.
    await h.call('clerks.approvals', {});
    await h.call('audit.list', {});
    await h.call('clerks.endApproval');
    const cash = (await h.call('shifts.report', {})).cash;
    await h.call('shifts.close', { counted: cash.filter((each) => each.expected !== 0).map((each) => ({ currency: each.currency, amount: String(each.expected / 1e6) })) });

    // The manager's own Z, late in the day: filed under the day it closes. A second press closes nothing.
    await h.call('clerks.lock');
    advance(12 * 3_600_000);
    await h.call('clerks.signIn', { clerkId: grace.id, pin: '2468' });
    const z = await h.call('reports.day', { kind: 'Z' });
    expect(z).toMatchObject({ day: DAY, alreadyClosed: false });
    expect(await h.call('reports.day', { kind: 'Z' })).toMatchObject({ day: DAY, alreadyClosed: true });
    // After the Z, the till's actions belong to the next business day.
    await h.call('clerks.lock');
    await h.call('clerks.signIn', { clerkId: grace.id, pin: '2468' });

    const { day, entries } = await h.call('audit.list', { day: DAY });
    expect(day).toBe(DAY);
    expect(entries.map(line)).toEqual([
      // The business day's rule, set before the till had clerks.
      ['settings-changed', null, null, null],
      ['clerk-added', grace.id, null, null],
      ['clerk-added', ada.id, 'Grace', 'Grace'],
      ['shift-opened', null, 'Grace', null],
      ['wrong-pin', ada.id, null, null],
      ['signed-in', null, 'Ada', null],
      ['approval-given', queued.id, 'Ada', 'Grace'],
      ['sale-cancelled', queued.id, 'Ada', 'Grace'],
      ['approval-given', null, 'Ada', 'Grace'],
      ['settings-changed', null, 'Ada', 'Grace'],
      ['shift-closed', null, 'Ada', null],
      ['signed-in', null, 'Grace', null],
      ['day-closed', DAY, 'Grace', 'Grace'],
    ]);
    expect(entries.every((entry) => entry.businessDay === DAY)).toBe(true);
    expect(entries.findLast((entry) => entry.action === 'settings-changed')?.detail).toBe('printer.columns: 48 → 32');
    expect(entries.find((entry) => entry.action === 'sale-cancelled')?.detail).toMatch(/to hand back: changed their mind$/);
    expect(entries.filter((entry) => entry.action.startsWith('shift-')).every((entry) => entry.shiftId !== null)).toBe(true);
    const next = await h.call('audit.list', {});
    expect(next.day).toBe('2026-11-24');
    expect(next.entries.map(line)).toEqual([['signed-in', null, 'Grace', null]]);

    // The day's approvals are the actions a manager allowed, newest first.
    expect((await h.call('clerks.approvals', { day: DAY })).map((each) => [each.action, each.subject, each.managerName])).toEqual([
      ['close-day', DAY, 'Grace'],
      ['settings', null, 'Grace'],
      ['cancel-sale', queued.id, 'Grace'],
      ['settings', ada.id, 'Grace'],
    ]);

    // One person's part of the day: signed in, allowing, or the one a wrong PIN was typed for.
    const ofAda = await h.call('audit.list', { day: DAY, clerkId: ada.id });
    expect(ofAda.entries.map((entry) => entry.action)).toEqual(['clerk-added', 'wrong-pin', 'signed-in', 'approval-given', 'sale-cancelled', 'approval-given', 'settings-changed', 'shift-closed']);

    // The same as CSV, a row an entry, for the owner's books.
    const csv = await h.call('audit.exportCsv', { day: DAY });
    if (csv.delivery !== 'download') throw new Error('a browser gets the file to download');
    expect(csv.filename).toBe(`airtime-audit-${DAY}.csv`);
    const rows = csv.csv.trimEnd().split('\r\n');
    expect(rows[0]).toBe('id,at,business_day,action,sale_id,shift_id,subject,detail,clerk_id,clerk,manager_id,manager');
    expect(rows).toHaveLength(entries.length + 1);
    expect(rows.at(-1)).toContain(',day-closed,');
  });

  it('a restore is written into the journal it brings back, before that journal takes the old one’s place', async () => {
    await h.call('clerks.setup', { name: 'Grace', pin: '2468' });
    const backup = await h.call('journal.backup', {});
    await h.call('shifts.open', { float: '5', currency: 'USD' });
    await h.call('shifts.close', { counted: [{ currency: 'USD', amount: '5' }] });
    await h.call('journal.restore', { name: backup.name });
    // The backup's trail, then the restore: what came after the backup is in the journal set aside, not here.
    const actions = (await h.call('audit.list', { day: DAY })).entries.map(line);
    expect(actions.slice(-2)).toEqual([
      ['clerk-added', actions.at(-2)![1], null, null],
      ['journal-restored', backup.name, 'Grace', 'Grace'],
    ]);
  });

  it('a clerk cannot read the trail; a manager reads it without leaving a trace', async () => {
    const grace = (await h.call('clerks.setup', { name: 'Grace', pin: '2468' })).clerk!;
    const ada = await h.call('clerks.add', { name: 'Ada', pin: '1357', role: 'clerk' });
    await h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' });
    expect((await refused(h.call('audit.list', {}))).code).toBe('MANAGER_REQUIRED');
    expect((await refused(h.call('audit.exportCsv', {}))).code).toBe('MANAGER_REQUIRED');
    await h.call('clerks.signIn', { clerkId: grace.id, pin: '2468' });
    const first = await h.call('audit.list', {});
    await h.call('audit.exportCsv', {});
    await h.call('clerks.approvals', {});
    expect(await h.call('audit.list', {})).toEqual(first);
  });

  it('locks escalate (1, 5, 15 minutes, then until a manager unlocks); the manager sees who is locked out and unlocks them', async () => {
    const grace = (await h.call('clerks.setup', { name: 'Grace', pin: '2468' })).clerk!;
    const ada = await h.call('clerks.add', { name: 'Ada', pin: '1357', role: 'clerk' });
    await h.call('clerks.lock');
    const fiveWrong = async () => {
      for (let i = 0; i < 5; i += 1) await refused(h.call('clerks.signIn', { clerkId: ada.id, pin: '0000' }));
    };
    const locks: Array<string | null> = [];
    for (let round = 0; round < 4; round += 1) {
      await fiveWrong();
      const refusal = await refused(h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' }));
      expect(refusal.code).toBe('LOCKED_OUT');
      const shown = (await h.call('clerks.list')).find((clerk) => clerk.id === ada.id)!;
      locks.push(shown.needsUnlock ? 'manager' : `${(Date.parse(shown.lockedUntil!) - clock.getTime()) / 60_000} min`);
      advance(60 * 60_000);
    }
    expect(locks).toEqual(['1 min', '5 min', '15 min', 'manager']);
    // Held until a manager unlocks, whatever the clock and a restart say.
    advance(24 * 3_600_000);
    await restart();
    expect((await refused(h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' }))).message).toMatch(/until a manager unlocks/);

    await h.call('clerks.signIn', { clerkId: grace.id, pin: '2468' });
    expect((await h.call('clerks.list')).filter((clerk) => clerk.needsUnlock).map((clerk) => clerk.name)).toEqual(['Ada']);
    const unlocked = await h.call('clerks.unlock', { id: ada.id });
    expect(unlocked).toMatchObject({ lockedUntil: null, needsUnlock: false });
    expect((await refused(h.call('clerks.unlock', { id: ada.id }))).code).toBe('ILLEGAL_STATE');
    await h.call('clerks.lock');
    await expect(h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' })).resolves.toMatchObject({ clerk: { name: 'Ada' } });
    await h.call('clerks.signIn', { clerkId: grace.id, pin: '2468' });
    const tries = (await h.call('audit.list', { day: DAY })).entries.filter((entry) => entry.subject === ada.id && entry.action !== 'clerk-added').map((entry) => entry.action);
    expect(tries).toEqual(Array.from({ length: 4 }, () => [...Array<string>(4).fill('wrong-pin'), 'locked-out']).flat());
    expect((await h.call('audit.list', {})).entries.map(line)).toEqual([
      ['signed-in', null, 'Grace', null],
      ['clerk-unlocked', ada.id, 'Grace', 'Grace'],
      ['signed-in', null, 'Ada', null],
      ['signed-in', null, 'Grace', null],
    ]);
  });

  it('never holds the only manager for good: nobody could unlock them', async () => {
    const grace = (await h.call('clerks.setup', { name: 'Grace', pin: '2468' })).clerk!;
    await h.call('clerks.lock');
    for (let round = 0; round < 4; round += 1) {
      for (let i = 0; i < 5; i += 1) await refused(h.call('clerks.signIn', { clerkId: grace.id, pin: '0000' }));
      advance(60 * 60_000);
    }
    const shown = (await h.call('clerks.list'))[0]!;
    expect(shown.needsUnlock).toBe(false);
    await expect(h.call('clerks.signIn', { clerkId: grace.id, pin: '2468' })).resolves.toMatchObject({ clerk: { name: 'Grace' } });
  });
});
