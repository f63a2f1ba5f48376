/**
 * Clerks on a real till (real SQLite journal, the simulator over HTTP): the first manager, sign-in, the lock
 * and the idle lock, wrong PINs and the lockout (kept across a restart), manager approvals written to the
 * journal, and sales booked to the clerk and the open shift.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Sale } from '../../../src/shared/contract';
import { toMicros } from '../../../src/shared/money';
import { isFinal, sell, startHarness, waitForSale, type Harness } from '../../support/till-harness';
import { refused } from '../../support/refused';

const CHEAP_PINS = { n: 2 ** 10, r: 8, p: 1 };

describe('clerks at the till', () => {
  let h: Harness;
  let clock = new Date('2026-11-23T09:00:00.000Z');
  const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

  beforeEach(async () => {
    clock = new Date('2026-11-23T09:00:00.000Z');
    h = await startHarness({ till: { pinCost: CHEAP_PINS, now: () => clock } });
    await h.call('settings.update', { businessDay: { startHour: 0, timeZone: 'UTC' } });
  });
  afterEach(() => h.close());

  it('a till with no clerks sells as before, and the first manager then guards it', async () => {
    expect(await h.call('clerks.session')).toMatchObject({ needsSetup: true, clerk: null, shift: null });
    const before = await sell(h, '000');
    expect(before).toMatchObject({ clerk: 'Clerk', shift: 0 });

    const session = await h.call('clerks.setup', { name: 'Grace', pin: '2468' });
    expect(session).toMatchObject({ needsSetup: false, clerk: { name: 'Grace', role: 'manager', active: true }, shift: null });
    expect((await refused(h.call('clerks.setup', { name: 'Mallory', pin: '1111' }))).code).toBe('ILLEGAL_STATE');

    // Selling now needs the drawer's shift.
    expect((await refused(sell(h, '000'))).code).toBe('NO_SHIFT');
    const opened = await h.call('shifts.open', { float: '100.00', currency: 'USD' });
    expect(opened.shift).toMatchObject({ clerkName: 'Grace', float: { micros: toMicros('100'), currency: 'USD' }, closedAt: null });
    const sale = await sell(h, '000');
    expect(sale).toMatchObject({ clerk: 'Grace', shift: opened.shift!.id });
    expect((await h.call('status.get')).shift).toBe(opened.shift!.id);
    // The history finds each clerk's sales, and offers the day's clerks and operators as filters.
    const grace = session.clerk!;
    expect((await h.call('sales.list', { clerkId: grace.id })).sales.map((each) => each.id)).toEqual([sale.id]);
    expect((await h.call('sales.list', { operatorId: sale.operator.id })).sales).toHaveLength(2);
    expect((await h.call('sales.list', { text: sale.recipient.kind === 'phone' ? sale.recipient.e164.slice(-4) : '' })).sales.length).toBeGreaterThan(0);
    const facets = await h.call('sales.facets', { day: sale.businessDay });
    expect(facets.clerks).toEqual([
      { id: null, name: 'Clerk' },
      { id: grace.id, name: 'Grace' },
    ]);
    expect(facets.operators).toEqual([{ id: sale.operator.id, name: sale.operator.name, countryIso: sale.operator.countryIso }]);
    // A second shift cannot open while one is.
    expect((await refused(h.call('shifts.open', { float: '5' }))).code).toBe('ILLEGAL_STATE');
  });

  it("sets up where the shop stands with its manager: the country's language and the zone, in the trail as the manager's", async () => {
    // A zone the till does not know is refused before any manager exists.
    expect((await refused(h.call('clerks.setup', { name: 'Grace', pin: '2468', shop: { country: 'MA', timeZone: 'Mars/Olympus' } }))).code).toBe('INVALID_INPUT');
    expect((await h.call('clerks.session')).needsSetup).toBe(true);

    await h.call('clerks.setup', { name: 'Grace', pin: '2468', shop: { country: 'ma', timeZone: 'Africa/Casablanca' } });
    const settings = await h.call('settings.get');
    expect(settings.shop).toMatchObject({ defaultCountry: 'MA', countryChosen: true, language: 'ar' });
    expect(settings.businessDay.timeZone).toBe('Africa/Casablanca');
    const trail = await h.call('audit.list', {});
    expect(trail.entries.find((entry) => entry.detail?.includes('Africa/Casablanca'))).toMatchObject({ action: 'settings-changed', clerkName: 'Grace', managerName: 'Grace' });
  });

  it('locked, the till answers only the sign-in screen; a clerk signs in with their PIN', async () => {
    await h.call('clerks.setup', { name: 'Grace', pin: '2468' });
    const ada = await h.call('clerks.add', { name: 'Ada', pin: '13579', role: 'clerk' });
    expect(ada).toMatchObject({ name: 'Ada', role: 'clerk', active: true, lockedUntil: null });
    expect(JSON.stringify(await h.call('clerks.list'))).not.toContain('13579');

    await h.call('clerks.lock');
    expect((await refused(h.call('sales.list', {}))).code).toBe('SIGNED_OUT');
    expect((await refused(h.call('catalog.countries'))).code).toBe('SIGNED_OUT');
    await expect(h.call('status.get')).resolves.toBeTruthy();
    expect((await h.call('clerks.list')).map((clerk) => clerk.name).sort()).toEqual(['Ada', 'Grace']);

    const wrong = await refused(h.call('clerks.signIn', { clerkId: ada.id, pin: '13578' }));
    expect(wrong).toMatchObject({ code: 'WRONG_PIN', fields: { attemptsLeft: '4' } });
    const session = await h.call('clerks.signIn', { clerkId: ada.id, pin: '13579' });
    expect(session.clerk).toMatchObject({ id: ada.id, role: 'clerk' });
    await expect(h.call('sales.list', {})).resolves.toBeTruthy();
  });

  it('five wrong PINs lock a clerk out for a minute, across a restart; the right PIN then works', async () => {
    await h.call('clerks.setup', { name: 'Grace', pin: '2468' });
    const ada = await h.call('clerks.add', { name: 'Ada', pin: '1357', role: 'clerk' });
    await h.call('clerks.lock');
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push((await refused(h.call('clerks.signIn', { clerkId: ada.id, pin: '0000' }))).code);
    expect(answers).toEqual(['WRONG_PIN', 'WRONG_PIN', 'WRONG_PIN', 'WRONG_PIN', 'LOCKED_OUT']);
    // Even the right PIN waits out the lock, and a restart does not lift it.
    expect((await refused(h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' }))).code).toBe('LOCKED_OUT');
    await h.restart({ pinCost: CHEAP_PINS, now: () => clock });
    const locked = await refused(h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' }));
    expect(locked).toMatchObject({ code: 'LOCKED_OUT', fields: { until: new Date(clock.getTime() + 60_000).toISOString() } });
    advance(60_001);
    await expect(h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' })).resolves.toMatchObject({ clerk: { name: 'Ada' } });
  });

  it('locks itself after the idle minutes without a call', async () => {
    await h.call('clerks.setup', { name: 'Grace', pin: '2468' });
    await h.call('settings.update', { clerks: { idleLockMinutes: 2 } });
    advance(119_000);
    await expect(h.call('sales.list', {})).resolves.toBeTruthy();
    advance(121_000);
    expect((await refused(h.call('sales.list', {}))).code).toBe('SIGNED_OUT');
    expect((await h.call('clerks.session')).clerk).toBeNull();
  });

  it("a clerk needs a manager's PIN for manager actions; the actions a manager allowed are the day's approvals", async () => {
    const grace = (await h.call('clerks.setup', { name: 'Grace', pin: '2468' })).clerk!;
    const ada = await h.call('clerks.add', { name: 'Ada', pin: '1357', role: 'clerk' });
    await h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' });

    const refusal = await refused(h.call('settings.update', { lowBalanceThreshold: '20' }));
    expect(refusal).toMatchObject({ code: 'MANAGER_REQUIRED', fields: { action: 'settings' } });
    expect((await refused(h.call('clerks.add', { name: 'Eve', pin: '9999', role: 'clerk' }))).code).toBe('MANAGER_REQUIRED');
    expect((await refused(h.call('reports.day', { kind: 'Z' }))).fields).toMatchObject({ action: 'close-day' });
    // A clerk's own PIN is no manager's.
    expect((await refused(h.call('clerks.approve', { clerkId: ada.id, pin: '1357', action: 'settings' }))).code).toBe('INVALID_INPUT');
    expect((await refused(h.call('clerks.approve', { clerkId: grace.id, pin: '0000', action: 'settings' }))).code).toBe('WRONG_PIN');

    const approved = await h.call('clerks.approve', { clerkId: grace.id, pin: '2468', action: 'settings' });
    expect(approved.approved).toEqual(['settings']);
    // The settings screen's approval holds for several changes, until it is ended.
    await h.call('settings.update', { lowBalanceThreshold: '20' });
    await h.call('settings.update', { lowBalanceThreshold: '30' });
    await h.call('clerks.endApproval');
    expect((await refused(h.call('settings.update', { lowBalanceThreshold: '40' }))).code).toBe('MANAGER_REQUIRED');

    // A one-action approval is used once, for the sale it names.
    await h.call('shifts.open', { float: '0' });
    const queued: Sale = await sell(h, '000');
    await h.call('clerks.approve', { clerkId: grace.id, pin: '2468', action: 'cancel-sale', subject: 'some-other-sale' });
    expect((await refused(h.call('sales.cancel', { id: queued.id }))).code).toBe('MANAGER_REQUIRED');

    // Signed in as the manager, the approvals list shows who allowed what, when: the actions done, each once — not
    // the approval never used, not the refused calls, not this reading of the list itself.
    await h.call('clerks.signIn', { clerkId: grace.id, pin: '2468' });
    const approvals = await h.call('clerks.approvals', {});
    await h.call('clerks.approvals', {});
    expect(approvals.map((each) => [each.action, each.managerName, each.clerkId, each.subject])).toEqual([
      ['settings', 'Grace', ada.id, null],
      ['settings', 'Grace', ada.id, null],
      // Grace adding Ada, signed in herself.
      ['settings', 'Grace', grace.id, ada.id],
    ]);
    expect(await h.call('clerks.approvals', {})).toEqual(approvals);
  });

  it("leaving kiosk mode takes a manager's PIN, and the audit trail keeps the change", async () => {
    const grace = (await h.call('clerks.setup', { name: 'Grace', pin: '2468' })).clerk!;
    await h.call('settings.update', { shop: { kiosk: true } });
    const ada = await h.call('clerks.add', { name: 'Ada', pin: '1357', role: 'clerk' });
    await h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' });

    expect(await refused(h.call('settings.update', { shop: { kiosk: false } }))).toMatchObject({ code: 'MANAGER_REQUIRED', fields: { action: 'settings' } });
    expect((await h.call('settings.get')).shop.kiosk).toBe(true);

    await h.call('clerks.approve', { clerkId: grace.id, pin: '2468', action: 'settings' });
    expect((await h.call('settings.update', { shop: { kiosk: false } })).shop.kiosk).toBe(false);
    await h.call('clerks.signIn', { clerkId: grace.id, pin: '2468' });
    const trail = await h.call('audit.list', {});
    expect(trail.entries.filter((entry) => entry.action === 'settings-changed').map((entry) => entry.detail)).toContain('shop.kiosk: true → false');
  });

  it('the last active manager cannot be demoted or deactivated; a deactivated clerk cannot sign in', async () => {
    const grace = (await h.call('clerks.setup', { name: 'Grace', pin: '2468' })).clerk!;
    expect((await refused(h.call('clerks.update', { id: grace.id, role: 'clerk' }))).code).toBe('ILLEGAL_STATE');
    expect((await refused(h.call('clerks.update', { id: grace.id, active: false }))).code).toBe('ILLEGAL_STATE');
    const ada = await h.call('clerks.add', { name: 'Ada', pin: '1357', role: 'clerk' });
    expect((await refused(h.call('clerks.add', { name: 'ada', pin: '1111', role: 'clerk' }))).code).toBe('INVALID_INPUT');
    await h.call('clerks.update', { id: ada.id, active: false });
    await h.call('clerks.lock');
    expect((await refused(h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' }))).code).toBe('ILLEGAL_STATE');
    // A PIN reset lets them back once reactivated.
    await h.call('clerks.signIn', { clerkId: grace.id, pin: '2468' });
    await h.call('clerks.update', { id: ada.id, active: true });
    await h.call('clerks.resetPin', { id: ada.id, pin: '8642' });
    await h.call('clerks.lock');
    expect((await refused(h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' }))).code).toBe('WRONG_PIN');
    await expect(h.call('clerks.signIn', { clerkId: ada.id, pin: '8642' })).resolves.toBeTruthy();
  });

  it('a shift closes with its cash counted: a shortfall shows as a negative difference, and the Z shows the shift', async () => {
    await h.call('clerks.setup', { name: 'Grace', pin: '2468' });
    const { shift } = await h.call('shifts.open', { float: '50', currency: 'USD' });
    const sold = [await sell(h, '000'), await sell(h, '001'), await sell(h, '002')];
    const settled = await Promise.all(sold.map((sale) => waitForSale(h.till, sale.id, isFinal)));
    const report = await h.call('shifts.report', {});
    const currency = report.cash.find((line) => line.currency !== 'USD' || line.taken > 0)!.currency;
    const expected = report.cash.find((line) => line.currency === currency)!.expected;
    const kept = settled.filter((sale) => !['failed', 'refunded', 'cancelled'].includes(sale.state) && sale.amount.currency === currency);
    expect(expected).toBe((currency === 'USD' ? toMicros('50') : 0) + kept.reduce((sum, sale) => sum + sale.amount.micros, 0));

    // Every currency the drawer should hold must be counted.
    expect((await refused(h.call('shifts.close', { counted: [{ currency: 'XXX', amount: '1' }] }))).code).toBe('INVALID_INPUT');
    const counted = report.cash.filter((line) => line.expected !== 0 || line.float !== 0).map((line) => ({
      currency: line.currency,
      amount: String((line.expected - (line.currency === currency ? toMicros('2.50') : 0)) / 1_000_000),
    }));
    const closed = await h.call('shifts.close', { counted });
    const line = closed.cash.find((each) => each.currency === currency)!;
    expect(line.difference).toBe(-toMicros('2.50'));
    expect(closed.shift.closedAt).not.toBeNull();
    expect((await refused(h.call('shifts.close', { counted }))).code).toBe('ILLEGAL_STATE');
    expect(await h.call('shifts.report', { id: shift!.id })).toEqual(closed);

    const z = await h.call('reports.day', { kind: 'Z' });
    expect(z.byShift).toHaveLength(1);
    expect(z.byShift[0]).toMatchObject({ shift: { id: shift!.id, clerkName: 'Grace' }, count: 3 });
    expect(z.byShift[0]!.cash.find((each) => each.currency === currency)!.difference).toBe(-toMicros('2.50'));
    expect(z.byClerk.map((each) => each.clerk)).toEqual(['Grace']);
  });

  it("a clerk's approval for Settings cannot make or change a manager, nor take a manager's PIN", async () => {
    const grace = (await h.call('clerks.setup', { name: 'Grace', pin: '2468' })).clerk!;
    const ada = await h.call('clerks.add', { name: 'Ada', pin: '1357', role: 'clerk' });
    await h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' });
    await h.call('clerks.approve', { clerkId: grace.id, pin: '2468', action: 'settings' });
    for (const attempt of [
      h.call('clerks.resetPin', { id: grace.id, pin: '0000' }),
      h.call('clerks.update', { id: ada.id, role: 'manager' }),
      h.call('clerks.update', { id: grace.id, name: 'Mallory' }),
      h.call('clerks.add', { name: 'Mallory', pin: '0000', role: 'manager' }),
    ]) {
      expect((await refused(attempt)).code).toBe('ILLEGAL_STATE');
    }
    // A clerk's own kind may be managed with the approval.
    await expect(h.call('clerks.add', { name: 'Bola', pin: '8080', role: 'clerk' })).resolves.toMatchObject({ role: 'clerk' });
    await h.call('clerks.lock');
    await expect(h.call('clerks.signIn', { clerkId: grace.id, pin: '2468' })).resolves.toBeTruthy();
  });

  it('a one-action approval used by a call that fails is still there for the next try', async () => {
    const grace = (await h.call('clerks.setup', { name: 'Grace', pin: '2468' })).clerk!;
    const ada = await h.call('clerks.add', { name: 'Ada', pin: '1357', role: 'clerk' });
    await h.call('clerks.signIn', { clerkId: ada.id, pin: '1357' });
    await h.call('clerks.approve', { clerkId: grace.id, pin: '2468', action: 'cancel-sale', subject: 'S-NOT-THERE' });
    expect((await refused(h.call('sales.cancel', { id: 'S-NOT-THERE' }))).code).toBe('NOT_FOUND');
    expect((await h.call('clerks.session')).approved).toEqual(['cancel-sale']);
    // An approval names its sale: another sale is not covered.
    expect((await refused(h.call('sales.cancel', { id: 'S-OTHER' }))).code).toBe('MANAGER_REQUIRED');
  });

  it('a damaged clerks file lets no one in, and is kept as it was', async () => {
    await h.call('clerks.setup', { name: 'Grace', pin: '2468' });
    const file = join(h.dir, 'clerks.json');
    writeFileSync(file, '{"version":1,"clerks":[{"id":');
    await h.restart({ pinCost: CHEAP_PINS, now: () => clock });
    expect(await h.call('clerks.session')).toMatchObject({ needsSetup: false, clerk: null });
    expect((await refused(h.call('clerks.setup', { name: 'Mallory', pin: '1111' }))).code).toBe('ILLEGAL_STATE');
    expect((await refused(h.call('settings.update', { lowBalanceThreshold: '1' }))).message).toContain('clerks file');
    expect((await refused(h.call('clerks.list'))).message).toContain('cannot be read');
    expect(readFileSync(file, 'utf8')).toBe('{"version":1,"clerks":[{"id":');
  });

  it('an environment switch waits for the shift to be closed', async () => {
    await h.call('clerks.setup', { name: 'Grace', pin: '2468' });
    await h.call('shifts.open', { float: '0' });
    expect((await refused(h.call('settings.update', { environment: 'training' }))).message).toContain('shift is open');
  });
});
