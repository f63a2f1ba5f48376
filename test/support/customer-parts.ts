/**
 * Plain parts for the customer display's unit tests: a catalog of two operators (airtime in Nigeria, PINs in
 * the United States), the facts the scene is derived from, a Timers stand-in the test fires by hand (no race
 * with the clock), and an audit trail stand-in that keeps what it was told, or refuses it.
 */
import type { HandlerInput, Operator, Quote, Sale } from '../../src/shared/contract';
import type { NewAuditEntry } from '../../src/main/journal/audit-repo';
import type { Trail } from '../../src/main/journal/audit-trail';
import type { Timers } from '../../src/main/timers';
import type { SceneFacts } from '../../src/main/customer/customer-scene';
import { PIN_SALE, RECEIPT_SALE } from './receipt-fixtures';

const usd = (micros: number) => ({ micros, currency: 'USD' });

/** MTN Nigeria (the id RECEIPT_SALE was sold by): fixed plans with names, delivered in naira. */
export const AIRTIME: Operator = {
  id: RECEIPT_SALE.operator.id,
  name: 'MTN Nigeria',
  countryIso: 'NG',
  logoUrl: null,
  recipientKind: 'phone',
  pin: false,
  data: false,
  bundle: false,
  denominationType: 'FIXED',
  hasPromotion: true,
  senderCurrency: 'USD',
  destinationCurrency: 'NGN',
  fxRate: '650',
  internationalDiscountPercent: '5',
  localDiscountPercent: '0',
  amounts: { kind: 'fixed', choices: [{ amount: usd(5_000_000), name: 'Daily 1GB', description: '1 GB for 24 hours' }] },
  localAmounts: null,
  mostPopular: null,
  promotions: [{ id: 1, operatorId: RECEIPT_SALE.operator.id, title: 'Double data', description: null, startsAt: null, endsAt: null, denominations: null }],
  regions: [],
  emailDomains: [],
};

/** The PIN operator PIN_SALE was sold by. */
export const PIN_OPERATOR: Operator = { ...AIRTIME, id: PIN_SALE.operator.id, name: PIN_SALE.operator.name, pin: true, promotions: [] };

/** What MTN Nigeria quotes for 5 USD: 4.75 charged after the shop's 0.25 discount, 3,250 naira delivered. */
export const QUOTE: Quote = {
  operatorId: AIRTIME.id,
  amount: usd(5_000_000),
  delivered: { micros: 3_250_000_000, currency: 'NGN' },
  fxRate: '650',
  discount: usd(250_000),
  cost: usd(4_750_000),
  recentlyRecharged: null,
};

/** The sale "Cash taken" sends for 5 USD to a Lagos number with MTN, as the confirm step shows it. */
export const aCreateInput = (change: Partial<HandlerInput<'sales.create'>> = {}): HandlerInput<'sales.create'> => ({
  operatorId: AIRTIME.id,
  amount: '5',
  useLocalAmount: false,
  recipient: { country: 'NG', number: '+2348031234567' },
  requestId: 'key-of-the-first-sale',
  ...change,
});

export const LOGO = 'data:image/png;base64,AAAA';

/** The facts of a till in Lagos: the catalog above (MTN's logo kept), its quote, the sales given. */
export function sceneFacts(sales: readonly Sale[] = [], change: Partial<SceneFacts> = {}): SceneFacts & { quotesAsked: unknown[] } {
  const quotesAsked: unknown[] = [];
  const catalog = [AIRTIME, PIN_OPERATOR];
  return {
    shopCountry: 'NG',
    operator(id) {
      const found = catalog.find((each) => each.id === id);
      if (!found) throw new Error(`no operator ${id} in the catalog`);
      return found;
    },
    logo: (id) => (id === AIRTIME.id ? LOGO : null),
    quote(input) {
      quotesAsked.push(input);
      return QUOTE;
    },
    sale: (id) => sales.find((each) => each.id === id) ?? null,
    offline: () => false,
    now: new Date('2026-11-23T09:15:00.000Z'),
    quotesAsked,
    ...change,
  };
}

/** Timers that fire only when the test says: `fire` runs what is due under a key (and forgets it). */
export interface HandTimers extends Timers {
  /** What is set now, keyed (a loose one under its own `#n`), with its delay. */
  pending(): Array<{ key: string; ms: number }>;
  fire(key: string): void;
  cleared: boolean;
}

export function handTimers(): HandTimers {
  const set = new Map<string, { ms: number; run: () => void }>();
  let loose = 0;
  const timers: HandTimers = {
    cleared: false,
    after(ms, run, key) {
      if (timers.cleared) return;
      set.set(key ?? `#${++loose}`, { ms, run });
    },
    cancel: (key) => void set.delete(key),
    clear() {
      timers.cleared = true;
      set.clear();
    },
    pending: () => [...set].map(([key, { ms }]) => ({ key, ms })),
    fire(key) {
      const timer = set.get(key);
      if (!timer) throw new Error(`no timer is set under ${key}`);
      set.delete(key);
      timer.run();
    },
  };
  return timers;
}

/** An audit trail that keeps each entry recorded; `failing` makes every write refuse, as a full disk would. */
export function trailStandIn(): Trail & { entries: NewAuditEntry[]; failing: boolean } {
  const unused = () => {
    throw new Error('the customer display writes plain entries only');
  };
  const trail = {
    entries: [] as NewAuditEntry[],
    failing: false,
    ready() {},
    record(entry: NewAuditEntry) {
      if (trail.failing) throw new Error('SQLITE_FULL: database or disk is full');
      trail.entries.push(entry);
    },
    change: unused,
    file: unused,
  };
  return trail;
}
