/**
 * The customer display's one source of truth, in main: what the clerk's screen shows (told by `customer.show`)
 * becomes the customer's view (customer-scene.ts), pushed to every display attached (not on the event bus: the
 * clerk's screens need only the question's state, `customer.confirmation`). At
 * the confirm step, with a display connected and the setting on, the customer is asked whether the number is
 * theirs, and no sale is taken until they say yes: `check` refuses `sales.create` for anything the customer has
 * not confirmed (or the clerk skipped, where a manager allows it, with an entry in the audit trail).
 *
 * Privacy: a sale's number leaves the display a few seconds after its outcome shows, and at once when the till
 * locks; a new sale starts from nothing, so a new customer never sees the last one's number.
 */
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../shared/actor';
import { NOBODY } from '../../shared/actor';
import type { CustomerConfirmation, CustomerScene, CustomerScreen, CustomerView, HandlerInput, Operator, Settings } from '../../shared/contract';
import { CustomerReply } from '../../shared/contract/customer';
import { TillError } from '../../shared/errors';
import type { EventBus } from '../events';
import type { Trail } from '../journal/audit-trail';
import type { Logger } from '../logger';
import type { Timers } from '../timers';
import { idleScene, isEnding, sceneOf, type SceneFacts } from './customer-scene';
import type { CustomerDisplayDoor } from './display-door';

export interface CustomerDisplayDeps {
  bus: EventBus;
  settings(): Pick<Settings, 'shop' | 'businessDay' | 'customerDisplay'>;
  /** The open journal's catalog, quotes and sales; null while none is open (halted, switching): the display idles. */
  facts(): Omit<SceneFacts, 'now' | 'shopCountry'> | null;
  /** The shop country's operators that have promotions, for the idle screen. */
  promotedOperators(country: string): Operator[];
  trail: Trail;
  /** Who is signed in: the customer's "no" is recorded against the clerk serving them. */
  actor(): Actor;
  now(): Date;
  timers: Timers;
  logger: Logger;
  /** How long an outcome stays on the display before the number and amounts leave it. */
  outcomeShownMs: number;
}

export interface CustomerDisplay extends CustomerDisplayDoor {
  show(screen: CustomerScreen): CustomerConfirmation;
  confirmation(): CustomerConfirmation;
  skip(requestId: string, actor: Actor): CustomerConfirmation;
  /**
   * Throws unless the customer confirmed exactly this sale (or the clerk skipped, allowed), when the till asks; and
   * always for a sale the customer said no to. A sale whose question went unanswered because the display went away
   * goes on as without a display, with an entry in the audit trail (`actor`: who takes it).
   */
  check(sale: HandlerInput<'sales.create'>, actor: Actor): void;
  close(): void;
}

interface Ask {
  id: string;
  /** The sale asked about, exactly as "Cash taken" will send it. */
  fingerprint: string;
  requestId: string | null;
  answer: 'waiting' | 'yes' | 'no' | 'skipped';
}

/** Enough for a queue's worth of answered sales ("Cash taken" may be pressed again after a lost answer), and of ended ones. */
const KEPT = 50;
const PRIVACY_TIMER = 'customer-privacy';

/** Keeps the newest `KEPT` keys of a map in the order they were last set. */
function keepNewest<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key);
  map.set(key, value);
  for (const oldest of map.keys()) {
    if (map.size <= KEPT) break;
    map.delete(oldest);
  }
}

/** A sale's identity for the question: the create input as validated (the same schema, so the same key order). */
export const fingerprintOf = (sale: HandlerInput<'sales.create'>): string => JSON.stringify(sale);

export function createCustomerDisplay(deps: CustomerDisplayDeps): CustomerDisplay {
  const displays = new Set<(view: CustomerView) => void>();
  let screen: CustomerScreen = { step: 'idle' };
  let ask: Ask | null = null;
  /** What the customer answered (a skip counts as yes), by the sale's fingerprint. */
  const answers = new Map<string, 'yes' | 'no'>();
  /** Sales that have left the display (their outcome's time past, or the clerk's screen moved on): never shown again. */
  const ended = new Map<string, true>();
  /** The sale whose outcome's time is running. */
  let timed: string | null = null;
  let seq = 0;
  let last: CustomerView | null = null;
  let lastKey = '';
  let lastConfirmation = '';
  let signedIn = false;

  const options = () => deps.settings().customerDisplay;
  const needed = () => options().askToConfirm && displays.size > 0;

  function confirmation(): CustomerConfirmation {
    const atConfirm = screen.step === 'confirm' ? screen : null;
    return {
      connected: displays.size > 0,
      needed: atConfirm !== null && needed(),
      requestId: atConfirm?.sale.requestId ?? null,
      answer: atConfirm ? (ask?.answer ?? null) : null,
      mayGoOnWithout: options().allowSkip,
    };
  }

  /** Puts the question when the confirm step shows with a display there to answer it. */
  function ensureAsk(): void {
    if (screen.step !== 'confirm' || ask || !needed()) return;
    ask = { id: randomUUID(), fingerprint: fingerprintOf(screen.sale), requestId: screen.sale.requestId ?? null, answer: 'waiting' };
  }

  function scene(): CustomerScene {
    const settings = deps.settings();
    const country = settings.shop.defaultCountry;
    const facts = deps.facts();
    const idle = () => idleScene(facts ? deps.promotedOperators(country) : [], { logo: (id) => facts?.logo(id) ?? null, now: deps.now() });
    if (screen.step === 'idle' || !facts) return idle();
    try {
      const shownAsk = ask && ask.answer !== 'skipped' ? { id: ask.id, answer: ask.answer } : null;
      return sceneOf(screen, { ...facts, shopCountry: country, now: deps.now() }, shownAsk) ?? idle();
    } catch (error) {
      // An operator the catalog lost, an amount no longer quoted: the clerk's screen says why; the customer sees the shop.
      deps.logger.warn('the customer display could not show the sale on screen', { error: error instanceof Error ? error.message : String(error) });
      return idle();
    }
  }

  function publish(): void {
    const settings = deps.settings();
    const language = screen.step === 'idle' ? settings.shop.language : screen.language;
    const next = { language, shop: { name: settings.shop.name, country: settings.shop.defaultCountry, timeZone: settings.businessDay.timeZone }, scene: scene() };
    followOutcome(next.scene);
    const key = JSON.stringify(next);
    if (key !== lastKey || !last) {
      lastKey = key;
      last = { seq: ++seq, ...next };
      for (const display of [...displays]) send(display, last);
    }
    announce();
  }

  /** The clerk's screens hear of the question when it changes, not at every key typed. */
  function announce(): void {
    const now = confirmation();
    const key = JSON.stringify(now);
    if (key === lastConfirmation) return;
    lastConfirmation = key;
    deps.bus.emit('customer.confirmation', now);
  }

  function send(display: (view: CustomerView) => void, view: CustomerView): void {
    try {
      display(view);
    } catch (error) {
      deps.logger.warn('a customer display could not be told', { error: String(error) });
    }
  }

  /**
   * Once the customer has nothing more to wait for, their number and amounts leave the screen a little later: the
   * time starts once for a sale, whatever is shown again meanwhile (a language, the connection's state).
   */
  function followOutcome(shown: CustomerScene): void {
    if (screen.step !== 'sale' || shown.kind !== 'outcome' || !isEnding(shown.outcome) || timed === screen.saleId) return;
    const saleId = screen.saleId;
    timed = saleId;
    deps.timers.after(
      deps.outcomeShownMs,
      () => {
        keepNewest(ended, saleId, true);
        if (screen.step !== 'sale' || screen.saleId !== saleId) return;
        screen = { step: 'idle' };
        publish();
      },
      `${PRIVACY_TIMER}:${saleId}`,
    );
  }

  function clear(): void {
    leave(screen);
    screen = { step: 'idle' };
    ask = null;
    publish();
  }

  /** A sale the display stops showing is done with: the clerk's screen showing it again does not bring it back. */
  function leave(shown: CustomerScreen): void {
    if (shown.step === 'sale') keepNewest(ended, shown.saleId, true);
  }

  const unsubscribe = [
    deps.bus.on('sale.updated', (sale) => {
      if (screen.step === 'sale' && screen.saleId === sale.id) publish();
    }),
    // Offline or back: a queued sale reads "waiting to be sent" or "sending".
    deps.bus.on('status.changed', () => {
      if (screen.step === 'sale') publish();
    }),
    // The till locked (its clerk signed out): nothing of the sale stays in front of the counter. (A till with no
    // clerks set up has nobody signed in all along: nothing locks there.)
    deps.bus.on('session.changed', (session) => {
      const was = signedIn;
      signedIn = session.clerk !== null;
      if (was && !signedIn) clear();
    }),
    // A halted till takes no calls from the clerk's screen until it is restored: nothing of the sale stays meanwhile.
    deps.bus.on('till.halted', () => clear()),
  ];

  return {
    show(next) {
      if (!(next.step === 'sale' && screen.step === 'sale' && next.saleId === screen.saleId)) leave(screen);
      if (next.step === 'sale' && ended.has(next.saleId)) next = { step: 'idle' };
      if (next.step !== 'confirm' || (ask && ask.fingerprint !== fingerprintOf(next.sale))) ask = null;
      screen = next;
      ensureAsk();
      publish();
      return confirmation();
    },

    confirmation,

    skip(requestId, actor) {
      if (!options().allowSkip) throw new TillError('ILLEGAL_STATE', "Going on without the customer's yes is not allowed on this till (a manager can allow it in Settings → Customer display).");
      if (screen.step !== 'confirm' || !ask || ask.requestId !== requestId || ask.answer !== 'waiting') {
        throw new TillError('ILLEGAL_STATE', 'The customer is not being asked about this sale any more.');
      }
      const current = ask;
      // The skip is on record before it counts: a skip that cannot be recorded does not happen.
      deps.trail.record({ action: 'customer-confirm-skipped', by: actor, subject: requestId, detail: 'the customer display was not answered' });
      current.answer = 'skipped';
      keepNewest(answers, current.fingerprint, 'yes');
      publish();
      return confirmation();
    },

    check(sale, actor) {
      const fingerprint = fingerprintOf(sale);
      const answer = answers.get(fingerprint);
      if (answer === 'yes') return;
      // Whether a display is there or not: the customer said this number is not theirs.
      if (answer === 'no') throw new TillError('AWAITING_CUSTOMER', 'The customer said on the customer display that this number is not theirs. Check it with them.');
      if (needed()) throw new TillError('AWAITING_CUSTOMER', 'Waiting for the customer to confirm the number on the customer display.');
      if (ask?.fingerprint === fingerprint && ask.answer === 'waiting') {
        // Asked, and the display went away before the customer answered: the sale goes on as without one, on record.
        deps.trail.record({ action: 'customer-confirm-skipped', by: actor, subject: ask.requestId, detail: 'the customer display went away before the customer answered' });
        ask.answer = 'skipped';
        keepNewest(answers, fingerprint, 'yes');
        publish();
      }
    },

    attach(display) {
      displays.add(display);
      const before = ask;
      ensureAsk();
      if (ask !== before || !last) publish();
      else {
        send(display, last);
        announce();
      }
      return () => {
        if (!displays.delete(display)) return;
        announce();
      };
    },

    reply(input) {
      const parsed = CustomerReply.safeParse(input);
      if (!parsed.success || !ask || ask.id !== parsed.data.id || ask.answer !== 'waiting') return;
      ask.answer = parsed.data.answer;
      // The latest answer stands: a no to a sale said yes to before (the clerk went back and came again) takes it back.
      keepNewest(answers, ask.fingerprint, parsed.data.answer);
      if (parsed.data.answer === 'no') recordNo(ask);
      publish();
    },

    close() {
      for (const off of unsubscribe) off();
      deps.timers.clear();
      displays.clear();
    },
  };


  /** A wrong number caught: no money moved, but the owner sees how often the display saved a sale. */
  function recordNo(asked: Ask): void {
    try {
      deps.trail.record({ action: 'customer-said-no', by: deps.actor() ?? NOBODY, subject: asked.requestId, detail: null });
    } catch (error) {
      // The "no" stands without its entry: it stops a sale, it never takes one.
      deps.logger.error('could not record the customer\'s "no" in the audit trail', { error: String(error) });
    }
  }
}
