/**
 * The customer display's state in main, driven by plain parts: a real event bus, the facts of a till in Lagos,
 * an audit trail that keeps (or refuses) what it is told, and timers fired by hand. What the web host adds (the
 * display's token, its stream, the reply over HTTP) is test/integration/web-host/customer-display.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { createCustomerDisplay } from '../../../src/main/customer/customer-display';
import { createEventBus } from '../../../src/main/events';
import type { Logger } from '../../../src/main/logger';
import type { Actor } from '../../../src/shared/actor';
import type { CustomerConfirmation, CustomerScene, CustomerView, Sale, Session, Settings, Status } from '../../../src/shared/contract';
import { aCreateInput, AIRTIME, handTimers, sceneFacts, trailStandIn } from '../../support/customer-parts';
import { QUEUED_SALE, RECEIPT_SALE } from '../../support/receipt-fixtures';

const OUTCOME_MS = 8_000;
const CLERK: Actor = { clerk: { id: 'amina', name: 'Amina' }, manager: null };
const MANAGER: Actor = { clerk: { id: 'grace', name: 'Grace' }, manager: { id: 'grace', name: 'Grace' } };

type DisplaySettings = Pick<Settings, 'shop' | 'businessDay' | 'customerDisplay'>;

function till(options: Partial<DisplaySettings['customerDisplay']> = {}) {
  const bus = createEventBus();
  const timers = handTimers();
  const trail = trailStandIn();
  const sales = new Map<string, Sale>();
  const logged: string[] = [];
  const logger: Logger = { info: () => {}, warn: (message) => void logged.push(message), error: (message) => void logged.push(message) };
  const state = {
    settings: {
      shop: { name: 'Corner Shop', address: '', receiptHeader: '', receiptFooter: '', taxId: '', defaultCountry: 'NG', countryChosen: true, language: 'en', kiosk: false },
      businessDay: { startHour: 0, timeZone: 'Africa/Lagos' },
      customerDisplay: { askToConfirm: true, allowSkip: false, screenId: null, ...options },
    } as DisplaySettings,
    offline: false,
    journalOpen: true,
  };
  const facts = sceneFacts([], { sale: (id) => sales.get(id) ?? null, offline: () => state.offline });
  const display = createCustomerDisplay({
    bus,
    settings: () => state.settings,
    facts: () => (state.journalOpen ? facts : null),
    promotedOperators: (country) => (country === 'NG' ? [AIRTIME] : []),
    trail,
    actor: () => CLERK,
    now: () => facts.now,
    timers,
    logger,
    outcomeShownMs: OUTCOME_MS,
  });
  const confirmations: CustomerConfirmation[] = [];
  bus.on('customer.confirmation', (confirmation) => void confirmations.push(confirmation));
  /** A display attached: every view it was told, in order. */
  const attach = () => {
    const views: CustomerView[] = [];
    const detach = display.attach((view) => void views.push(view));
    return { views, detach, scene: (): CustomerScene | undefined => views.at(-1)?.scene };
  };
  const putSale = (sale: Sale) => {
    sales.set(sale.id, sale);
    bus.emit('sale.updated', sale);
  };
  return { bus, timers, trail, display, state, confirmations, attach, putSale, logged, sales };
}

const aSale = aCreateInput;
const atConfirm = (sale = aSale()) => ({ step: 'confirm' as const, language: 'en' as const, sale, region: null });
const typing = (number: string) => ({ step: 'typing' as const, language: 'en' as const, country: 'NG', number, operatorId: null });
const taken = (saleId: string) => ({ step: 'sale' as const, language: 'en' as const, saleId });
const askOf = (scene: CustomerScene | undefined) => (scene?.kind === 'confirm' ? scene.ask : undefined);
const session = (clerk: Session['clerk']): Session => ({ needsSetup: false, clerk, shift: null, approved: [], cashCurrency: 'USD', idleLockMinutes: 5 });
const AMINA = { id: 'amina', name: 'Amina', role: 'clerk', active: true, lockedUntil: null, needsUnlock: false } as const;

describe('a display attached', () => {
  it("is told the present at once: the shop's name and its country's promotions", () => {
    const { attach } = till();
    const shown = attach();
    expect(shown.views).toEqual([
      {
        seq: 1,
        language: 'en',
        shop: { name: 'Corner Shop', country: 'NG', timeZone: 'Africa/Lagos' },
        scene: { kind: 'idle', promotions: [{ operator: { name: 'MTN Nigeria', logo: expect.any(String) }, title: 'Double data', description: null }] },
      },
    ]);
  });

  it('is told each change once, in a growing order, and the clerk hears whether a display is there', () => {
    const { display, attach, confirmations } = till();
    const shown = attach();
    expect(confirmations.at(-1)).toMatchObject({ connected: true });
    display.show(typing('0803'));
    display.show(typing('0803'));
    display.show(typing('08031'));
    expect(shown.views.map((view) => [view.seq, view.scene.kind === 'typing' ? view.scene.recipient.text : view.scene.kind])).toEqual([
      [1, 'idle'],
      [2, '0803'],
      [3, '0803 1'],
    ]);
    shown.detach();
    shown.detach();
    expect(confirmations.filter((each) => !each.connected)).toHaveLength(1);
    display.show(typing('080312'));
    expect(shown.views).toHaveLength(3);
  });

  it('is told the sale in the language of its customer, and the shop in the till\'s between sales', () => {
    const { display, attach } = till();
    const shown = attach();
    display.show({ ...typing('0803'), language: 'ar' });
    expect(shown.views.at(-1)?.language).toBe('ar');
    display.show({ step: 'idle' });
    expect(shown.views.at(-1)?.language).toBe('en');
  });

  it('that fails does not keep the others from being told', () => {
    const { display, attach } = till();
    display.attach(() => {
      throw new Error('window closed');
    });
    const shown = attach();
    display.show(typing('0803'));
    expect(shown.scene()).toMatchObject({ kind: 'typing' });
  });

  it('shows the shop while no journal is open, and when the sale on screen cannot be shown', () => {
    const { display, attach, state, logged } = till();
    const shown = attach();
    state.journalOpen = false;
    display.show(typing('0803'));
    expect(shown.scene()).toEqual({ kind: 'idle', promotions: [] });
    state.journalOpen = true;
    display.show(atConfirm(aSale({ operatorId: 999 })));
    expect(shown.scene()).toMatchObject({ kind: 'idle' });
    expect(logged).toEqual(['the customer display could not show the sale on screen']);
  });
});

describe('the question at confirm', () => {
  it('is put only with a display connected and the setting on; without it the sale goes on as before', () => {
    const off = till({ askToConfirm: false });
    off.attach();
    expect(off.display.show(atConfirm())).toMatchObject({ connected: true, needed: false, answer: null });
    expect(() => off.display.check(aSale(), CLERK)).not.toThrow();

    const alone = till();
    expect(alone.display.show(atConfirm())).toMatchObject({ connected: false, needed: false, requestId: 'key-of-the-first-sale' });
    expect(() => alone.display.check(aSale(), CLERK)).not.toThrow();
  });

  it('holds the sale until the customer says yes, and the yes counts for exactly that sale', () => {
    const { display, attach } = till();
    const shown = attach();
    expect(display.show(atConfirm())).toMatchObject({ needed: true, answer: 'waiting', requestId: 'key-of-the-first-sale' });
    expect(() => display.check(aSale(), CLERK)).toThrow(expect.objectContaining({ code: 'AWAITING_CUSTOMER' }));
    const ask = askOf(shown.scene())!;
    expect(ask.answer).toBe('waiting');

    display.reply({ id: ask.id, answer: 'yes' });
    expect(askOf(shown.scene())).toEqual({ id: ask.id, answer: 'yes' });
    expect(display.confirmation()).toMatchObject({ answer: 'yes' });
    expect(() => display.check(aSale(), CLERK)).not.toThrow();
    for (const other of [aSale({ amount: '6' }), aSale({ useLocalAmount: true }), aSale({ recipient: { country: 'NG', number: '+2348031234568' } }), aSale({ requestId: 'key-of-another-sale' })]) {
      expect(() => display.check(other, CLERK)).toThrow(expect.objectContaining({ code: 'AWAITING_CUSTOMER' }));
    }
  });

  it('keeps a yes for the sale while "Cash taken" may be pressed again, after the screen moved on', () => {
    const { display, attach } = till();
    const shown = attach();
    display.show(atConfirm());
    display.reply({ id: askOf(shown.scene())!.id, answer: 'yes' });
    display.show({ step: 'idle' });
    expect(() => display.check(aSale(), CLERK)).not.toThrow();
  });

  it('is the same question when the same sale shows again, and a new one for a changed sale', () => {
    const { display, attach } = till();
    const shown = attach();
    display.show(atConfirm());
    const first = askOf(shown.scene())!;
    display.show(atConfirm());
    expect(askOf(shown.scene())).toEqual(first);

    display.show(atConfirm(aSale({ amount: '6' })));
    const second = askOf(shown.scene())!;
    expect(second.id).not.toBe(first.id);
    // The customer's answer to the question no longer asked changes nothing.
    display.reply({ id: first.id, answer: 'yes' });
    expect(askOf(shown.scene())).toEqual({ id: second.id, answer: 'waiting' });
    expect(() => display.check(aSale(), CLERK)).toThrow();
    expect(() => display.check(aSale({ amount: '6' }), CLERK)).toThrow();
  });

  it('is asked anew after the clerk goes back to the number, even for the same sale', () => {
    const { display, attach } = till();
    const shown = attach();
    display.show(atConfirm());
    const first = askOf(shown.scene())!;
    display.show(typing('0803123456'));
    display.show(atConfirm());
    expect(askOf(shown.scene())).toMatchObject({ answer: 'waiting' });
    expect(askOf(shown.scene())!.id).not.toBe(first.id);
  });

  it('takes back a yes when the customer, asked again about the same sale, says no', () => {
    const { display, attach } = till();
    const shown = attach();
    display.show(atConfirm());
    display.reply({ id: askOf(shown.scene())!.id, answer: 'yes' });
    display.show(typing('0803123456'));
    display.show(atConfirm());
    display.reply({ id: askOf(shown.scene())!.id, answer: 'no' });
    expect(() => display.check(aSale(), CLERK)).toThrow(expect.objectContaining({ code: 'AWAITING_CUSTOMER' }));
  });

  it('tells the clerk of the question when it changes, not at every key typed', () => {
    const { display, attach, confirmations } = till();
    attach();
    const before = confirmations.length;
    for (const number of ['0', '08', '080', '0803']) display.show(typing(number));
    expect(confirmations).toHaveLength(before);
    display.show(atConfirm());
    expect(confirmations.slice(before)).toEqual([expect.objectContaining({ needed: true, answer: 'waiting' })]);
  });

  it('takes no malformed answer', () => {
    const { display, attach } = till();
    const shown = attach();
    display.show(atConfirm());
    const { id } = askOf(shown.scene())!;
    for (const nonsense of [null, 'yes', { id }, { id, answer: 'maybe' }, { id, answer: 'yes', extra: 1 }, { id: '', answer: 'yes' }]) display.reply(nonsense);
    expect(display.confirmation()).toMatchObject({ answer: 'waiting' });
  });

  it("stops at the customer's no, records it against the clerk, and takes no yes after it", () => {
    const { display, attach, trail, confirmations } = till();
    const shown = attach();
    display.show(atConfirm());
    const { id } = askOf(shown.scene())!;
    display.reply({ id, answer: 'no' });
    expect(confirmations.at(-1)).toMatchObject({ answer: 'no', requestId: 'key-of-the-first-sale' });
    expect(trail.entries).toEqual([{ action: 'customer-said-no', by: CLERK, subject: 'key-of-the-first-sale', detail: null }]);
    display.reply({ id, answer: 'yes' });
    display.reply({ id, answer: 'no' });
    expect(display.confirmation()).toMatchObject({ answer: 'no' });
    expect(trail.entries).toHaveLength(1);
    expect(() => display.check(aSale(), CLERK)).toThrow(expect.objectContaining({ code: 'AWAITING_CUSTOMER' }));
  });

  it('lets a no stand when the trail cannot record it: it stops a sale, it never takes one', () => {
    const { display, attach, trail, logged } = till();
    const shown = attach();
    display.show(atConfirm());
    trail.failing = true;
    display.reply({ id: askOf(shown.scene())!.id, answer: 'no' });
    expect(display.confirmation()).toMatchObject({ answer: 'no' });
    expect(logged).toEqual(['could not record the customer\'s "no" in the audit trail']);
  });

  it('is put to a display that connects while the confirm step shows, and dropped when the last one goes', () => {
    const { display, attach } = till();
    expect(display.show(atConfirm())).toMatchObject({ needed: false, answer: null });
    const shown = attach();
    expect(askOf(shown.scene())).toMatchObject({ answer: 'waiting' });
    expect(display.confirmation()).toMatchObject({ needed: true, answer: 'waiting' });
    shown.detach();
    expect(display.confirmation()).toMatchObject({ connected: false, needed: false });
  });

  it('lets an unanswered sale go on once the display is gone, as without one, but on record; not when it cannot be recorded', () => {
    const { display, attach, trail } = till();
    const shown = attach();
    display.show(atConfirm());
    shown.detach();
    trail.failing = true;
    expect(() => display.check(aSale(), CLERK)).toThrow(/disk is full/);
    trail.failing = false;
    expect(() => display.check(aSale(), CLERK)).not.toThrow();
    expect(trail.entries).toEqual([{ action: 'customer-confirm-skipped', by: CLERK, subject: 'key-of-the-first-sale', detail: 'the customer display went away before the customer answered' }]);
    // Pressed again (an answer lost): the same sale, already on record.
    expect(() => display.check(aSale(), CLERK)).not.toThrow();
    expect(trail.entries).toHaveLength(1);
  });

  it("refuses a sale the customer said no to even once the display is gone", () => {
    const { display, attach } = till();
    const shown = attach();
    display.show(atConfirm());
    display.reply({ id: askOf(shown.scene())!.id, answer: 'no' });
    shown.detach();
    display.show(typing('0803123456'));
    display.show(atConfirm());
    expect(display.confirmation()).toMatchObject({ connected: false, needed: false });
    expect(() => display.check(aSale(), CLERK)).toThrow(expect.objectContaining({ code: 'AWAITING_CUSTOMER', message: expect.stringContaining('not theirs') }));
  });
});

describe("going on without the customer's yes", () => {
  function waiting(allowSkip: boolean) {
    const parts = till({ allowSkip });
    const shown = parts.attach();
    parts.display.show(atConfirm());
    return { ...parts, shown };
  }

  it('is refused unless a manager allows it, and nothing is recorded', () => {
    const { display, trail } = waiting(false);
    expect(display.confirmation()).toMatchObject({ mayGoOnWithout: false });
    expect(() => display.skip('key-of-the-first-sale', MANAGER)).toThrow(expect.objectContaining({ code: 'ILLEGAL_STATE' }));
    expect(trail.entries).toEqual([]);
    expect(() => display.check(aSale(), CLERK)).toThrow();
  });

  it('lets that sale through, recorded with who skipped, and takes the question off the display', () => {
    const { display, trail, shown } = waiting(true);
    expect(display.skip('key-of-the-first-sale', MANAGER)).toMatchObject({ answer: 'skipped', mayGoOnWithout: true });
    expect(trail.entries).toEqual([{ action: 'customer-confirm-skipped', by: MANAGER, subject: 'key-of-the-first-sale', detail: 'the customer display was not answered' }]);
    expect(() => display.check(aSale(), CLERK)).not.toThrow();
    expect(() => display.check(aSale({ amount: '6' }), CLERK)).toThrow();
    expect(askOf(shown.scene())).toBeNull();
  });

  it('does not happen when the trail cannot record it', () => {
    const { display, trail, shown } = waiting(true);
    trail.failing = true;
    expect(() => display.skip('key-of-the-first-sale', MANAGER)).toThrow('SQLITE_FULL');
    expect(display.confirmation()).toMatchObject({ answer: 'waiting' });
    expect(() => display.check(aSale(), CLERK)).toThrow(expect.objectContaining({ code: 'AWAITING_CUSTOMER' }));
    // The customer may still answer.
    display.reply({ id: askOf(shown.scene())!.id, answer: 'yes' });
    expect(() => display.check(aSale(), CLERK)).not.toThrow();
  });

  it('is refused for another sale, and once the customer has answered', () => {
    const { display, trail, shown } = waiting(true);
    expect(() => display.skip('key-of-another-sale', MANAGER)).toThrow(expect.objectContaining({ code: 'ILLEGAL_STATE' }));
    display.reply({ id: askOf(shown.scene())!.id, answer: 'no' });
    expect(() => display.skip('key-of-the-first-sale', MANAGER)).toThrow(expect.objectContaining({ code: 'ILLEGAL_STATE' }));
    expect(trail.entries.map((entry) => entry.action)).toEqual(['customer-said-no']);
  });

  it('is refused away from the confirm step', () => {
    const { display } = waiting(true);
    display.show(typing('0803'));
    expect(() => display.skip('key-of-the-first-sale', MANAGER)).toThrow(expect.objectContaining({ code: 'ILLEGAL_STATE' }));
  });
});

describe('privacy', () => {
  const timerOf = (sale: Sale) => `customer-privacy:${sale.id}`;

  it("takes the sale's number off the display a few seconds after its outcome, and it does not come back", () => {
    const { display, attach, timers, putSale } = till();
    const shown = attach();
    putSale(RECEIPT_SALE);
    display.show(taken(RECEIPT_SALE.id));
    expect(shown.scene()).toMatchObject({ kind: 'outcome', outcome: 'delivered', recipient: { text: '0803 123 4567' } });
    expect(timers.pending()).toEqual([{ key: timerOf(RECEIPT_SALE), ms: OUTCOME_MS }]);

    timers.fire(timerOf(RECEIPT_SALE));
    expect(shown.scene()).toMatchObject({ kind: 'idle' });
    // The clerk's screen still shows the sale: the display stays with the shop.
    display.show(taken(RECEIPT_SALE.id));
    expect(shown.scene()).toMatchObject({ kind: 'idle' });
    expect(JSON.stringify(shown.views.at(-1))).not.toContain('0803');
  });

  it('never brings back a sale the clerk\'s screen left before its time was up', () => {
    const { display, attach, timers, putSale } = till();
    const shown = attach();
    putSale(RECEIPT_SALE);
    display.show(taken(RECEIPT_SALE.id));
    // The clerk goes to the history, then back to the sale screen, which still holds the sale.
    display.show({ step: 'idle' });
    timers.fire(timerOf(RECEIPT_SALE));
    display.show(taken(RECEIPT_SALE.id));
    expect(shown.scene()).toMatchObject({ kind: 'idle' });
  });

  it('never brings back a sale left while it was still on its way, either', () => {
    const { display, attach, putSale } = till();
    const shown = attach();
    putSale(QUEUED_SALE);
    display.show(taken(QUEUED_SALE.id));
    expect(shown.scene()).toMatchObject({ kind: 'outcome', outcome: 'sending' });
    display.show(typing('0'));
    display.show(taken(QUEUED_SALE.id));
    expect(shown.scene()).toMatchObject({ kind: 'idle' });
  });

  it('starts the time once for a sale, whatever is shown again meanwhile', () => {
    const { display, attach, timers, putSale, bus, state } = till();
    const started: string[] = [];
    const after = timers.after.bind(timers);
    timers.after = (ms, run, key) => {
      started.push(key ?? '');
      after(ms, run, key);
    };
    attach();
    putSale(RECEIPT_SALE);
    display.show(taken(RECEIPT_SALE.id));
    // The connection's state and the customer's language show the sale again: its time runs on.
    bus.emit('status.changed', {} as Status);
    state.offline = true;
    bus.emit('status.changed', {} as Status);
    display.show({ ...taken(RECEIPT_SALE.id), language: 'fr' });
    expect(started).toEqual([timerOf(RECEIPT_SALE)]);
  });

  it('clears the display at once when the till halts', () => {
    const { display, attach, bus } = till();
    const shown = attach();
    display.show(typing('0803123'));
    bus.emit('till.halted', { reason: 'damaged', file: '/data/journal.sqlite', what: 'damaged', at: '2026-11-27T10:00:00.000Z' } as never);
    expect(shown.scene()).toMatchObject({ kind: 'idle' });
  });

  it('waits while the sale is on its way, and starts when it ends or is queued for the connection', () => {
    const { display, attach, timers, putSale, state, bus } = till();
    const shown = attach();
    putSale(QUEUED_SALE);
    display.show(taken(QUEUED_SALE.id));
    expect(shown.scene()).toMatchObject({ kind: 'outcome', outcome: 'sending' });
    expect(timers.pending()).toEqual([]);

    state.offline = true;
    bus.emit('status.changed', {} as Status);
    expect(shown.scene()).toMatchObject({ outcome: 'queued' });
    expect(timers.pending()).toEqual([{ key: timerOf(QUEUED_SALE), ms: OUTCOME_MS }]);

    state.offline = false;
    putSale({ ...QUEUED_SALE, state: 'failed' });
    expect(shown.scene()).toMatchObject({ outcome: 'not-sent' });
    timers.fire(timerOf(QUEUED_SALE));
    expect(shown.scene()).toMatchObject({ kind: 'idle' });
  });

  it('leaves alone what the clerk has moved on to when the time comes', () => {
    const { display, attach, timers, putSale } = till();
    const shown = attach();
    putSale(RECEIPT_SALE);
    display.show(taken(RECEIPT_SALE.id));
    display.show(typing('0805'));
    timers.fire(timerOf(RECEIPT_SALE));
    expect(shown.scene()).toMatchObject({ kind: 'typing', recipient: { text: '0805' } });
  });

  it('ignores updates of a sale not on screen', () => {
    const { display, attach, putSale } = till();
    const shown = attach();
    display.show(typing('0805'));
    putSale(RECEIPT_SALE);
    expect(shown.views).toHaveLength(2);
  });

  it('clears the display at once when the till locks, and drops the question', () => {
    const { display, attach, bus, putSale } = till();
    const shown = attach();
    bus.emit('session.changed', session(AMINA));
    display.show(atConfirm());
    bus.emit('session.changed', session(null));
    expect(shown.scene()).toMatchObject({ kind: 'idle' });
    expect(display.confirmation()).toMatchObject({ needed: false, requestId: null, answer: null });

    putSale(RECEIPT_SALE);
    bus.emit('session.changed', session(AMINA));
    display.show(taken(RECEIPT_SALE.id));
    bus.emit('session.changed', session(null));
    expect(shown.scene()).toMatchObject({ kind: 'idle' });
  });

  it('clears nothing on a till where nobody signs in, nor on a session change of a clerk still signed in', () => {
    const { display, attach, bus } = till();
    const shown = attach();
    display.show(typing('0803'));
    bus.emit('session.changed', session(null));
    expect(shown.scene()).toMatchObject({ kind: 'typing' });
    bus.emit('session.changed', session(AMINA));
    bus.emit('session.changed', { ...session(AMINA), approved: ['settings'] });
    expect(shown.scene()).toMatchObject({ kind: 'typing' });
  });
});

describe('closing', () => {
  it('leaves no timer set and hears no more events', () => {
    const { display, attach, timers, putSale, bus, confirmations } = till();
    attach();
    putSale(RECEIPT_SALE);
    bus.emit('session.changed', session(AMINA));
    display.show(taken(RECEIPT_SALE.id));
    display.close();
    expect(timers.cleared).toBe(true);
    expect(timers.pending()).toEqual([]);
    // Each view is told the clerk's screens too: a closed display tells nothing more.
    const told = confirmations.length;
    bus.emit('session.changed', session(null));
    putSale({ ...RECEIPT_SALE, state: 'refunded' });
    bus.emit('status.changed', {} as Status);
    expect(confirmations).toHaveLength(told);
  });
});
