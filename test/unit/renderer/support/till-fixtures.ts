/** Whole, valid answers of the contract for the renderer's tests; each test changes only what it is about. */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { groupingOf } from '@shared/phone-grouping';
import type { CustomerConfirmation, Halt, JournalHealth, Operator, OperatorSummary, Sale, Session, Settings, Status } from '@shared/contract';

const usd = (micros: number) => ({ micros, currency: 'USD' });

/** A phone recipient as the core hands it out, grouped both ways (libphonenumber, as the core does). */
export function aPhone(country: string, e164: string): Extract<Sale['recipient'], { kind: 'phone' }> {
  return { kind: 'phone', country, e164, grouped: groupingOf(parsePhoneNumberFromString(e164), e164) };
}

export function aStatus(change: Partial<Status> = {}): Status {
  return {
    environment: 'training',
    connectivity: 'online',
    credentialsConfigured: false,
    pendingSales: 0,
    balance: { amount: usd(10_000_000_000), updatedAt: '2026-11-22T09:00:00.000Z', low: false },
    lowBalanceThreshold: null,
    catalog: { countries: 3, operators: 12, syncedAt: '2026-11-22T08:00:00.000Z', syncing: false },
    businessDay: '2026-11-22',
    shift: 1,
    clerk: 'Till 1',
    version: '0.1.0',
    ...change,
  };
}

/** The till as the whole-page tests find it: its manager signed in and the drawer's shift open. */
export function staffedSession(): Session {
  const manager = { id: 'grace', name: 'Grace', role: 'manager', active: true, lockedUntil: null, needsUnlock: false } as const;
  const shift = { id: 1, businessDay: '2026-11-22', clerkId: manager.id, clerkName: manager.name, openedAt: '2026-11-22T08:00:00.000Z', float: { micros: 0, currency: 'USD' }, closedAt: null, closedBy: null };
  return { needsSetup: false, clerk: manager, shift, approved: [], cashCurrency: 'USD', idleLockMinutes: 5 };
}

export function someSettings(): Settings {
  const notConfigured = { configured: false, updatedAt: null, clientIdHint: null, source: null };
  return {
    shop: { name: 'Corner shop', address: '', receiptHeader: '', receiptFooter: '', taxId: '', defaultCountry: 'US', countryChosen: true, language: 'en', kiosk: false },
    clerks: { idleLockMinutes: 5, reprintsNeedManager: true },
    customerDisplay: { askToConfirm: true, allowSkip: false, screenId: null },
    printer: { kind: 'browser', address: '', systemName: '', columns: 48, autoPrint: true, drawerKick: false },
    backup: { folder: '', keep: 30 },
    businessDay: { startHour: 0, timeZone: 'UTC' },
    environment: 'training',
    sending: { mode: 'async', concurrency: 2 },
    lowBalanceThreshold: '50',
    clerk: 'Till 1',
    credentials: { sandbox: notConfigured, live: notConfigured },
  };
}

/** A range operator: any amount from 5 to 100 USD. */
export function anOperator(change: Partial<Operator> = {}): Operator {
  return {
    id: 986,
    name: 'Verizon USA',
    countryIso: 'US',
    logoUrl: null,
    recipientKind: 'phone',
    pin: false,
    data: false,
    bundle: false,
    denominationType: 'RANGE',
    hasPromotion: false,
    senderCurrency: 'USD',
    destinationCurrency: 'USD',
    fxRate: '1',
    internationalDiscountPercent: '0',
    localDiscountPercent: '0',
    amounts: { kind: 'range', min: usd(5_000_000), max: usd(100_000_000), suggested: [usd(10_000_000)] },
    localAmounts: null,
    mostPopular: null,
    promotions: [],
    regions: [],
    emailDomains: [],
    ...change,
  };
}

export function aSale(change: Partial<Sale> = {}): Sale {
  return {
    id: 'T1-AAAA',
    createdAt: '2026-11-22T10:00:00.000Z',
    updatedAt: '2026-11-22T10:00:00.000Z',
    businessDay: '2026-11-22',
    clerk: 'Till 1',
    shift: 1,
    environment: 'training',
    operator: { id: 986, name: 'Verizon USA', countryIso: 'US' },
    recipient: aPhone('US', '+12015550123'),
    sender: null,
    amount: usd(10_000_000),
    useLocalAmount: false,
    quotedDelivered: null,
    state: 'queued',
    attempts: 0,
    transactionId: null,
    operatorTransactionId: null,
    delivered: null,
    cost: null,
    discount: null,
    pin: null,
    error: null,
    completedAt: null,
    sendAfter: null,
    ...change,
  };
}

/** The customer display's question as main answers it: none connected, nothing asked, unless a test says. */
export function aConfirmation(change: Partial<CustomerConfirmation> = {}): CustomerConfirmation {
  return { connected: false, needed: false, requestId: null, answer: null, mayGoOnWithout: false, ...change };
}

export function aHalt(): Halt {
  return { reason: 'damaged', what: 'The sale journal is damaged.', file: '/data/journal-training.sqlite', advice: 'Restore a backup.', since: '2026-11-22T10:00:00.000Z' };
}

export function aHealth(halted: Halt | null): JournalHealth {
  return { environment: 'training', file: '/data/journal-training.sqlite', halted, backups: { folder: '/data/backups', keep: 30, lastAt: null, lastError: null } };
}

/** An operator as a list shows it: the summary of anOperator, changed where a test says. */
export function anOperatorSummary(change: Partial<OperatorSummary> = {}): OperatorSummary {
  const { id, name, countryIso, logoUrl, recipientKind, pin, data, bundle, denominationType, hasPromotion } = anOperator();
  return { id, name, countryIso, logoUrl, recipientKind, pin, data, bundle, denominationType, hasPromotion, ...change };
}

/** A fixed-amount data operator that also sells in naira: three plans, the 5 USD one the most popular. */
export function aFixedOperator(change: Partial<Operator> = {}): Operator {
  const plan = (micros: number, currency: string, description: string) => ({ amount: { micros, currency }, name: null, description });
  return anOperator({
    id: 341,
    name: 'MTN Nigeria Data',
    countryIso: 'NG',
    data: true,
    denominationType: 'FIXED',
    destinationCurrency: 'NGN',
    fxRate: '1500',
    amounts: { kind: 'fixed', choices: [plan(2_000_000, 'USD', '1 GB, 7 days'), plan(5_000_000, 'USD', '3 GB, 30 days'), plan(10_000_000, 'USD', '8 GB, 30 days')] },
    localAmounts: { kind: 'fixed', choices: [plan(3_000_000_000, 'NGN', '1 GB, 7 days'), plan(7_500_000_000, 'NGN', '3 GB, 30 days')] },
    mostPopular: usd(5_000_000),
    ...change,
  });
}

/** An Indian operator whose plans differ by telecom circle. */
export function aCircleOperator(change: Partial<Operator> = {}): Operator {
  const plans = (micros: number, name: string) => ({ kind: 'fixed' as const, choices: [{ amount: usd(micros), name, description: 'Unlimited calls, 1.5 GB/day, 28 days' }] });
  return anOperator({
    id: 420,
    name: 'Airtel India',
    countryIso: 'IN',
    denominationType: 'FIXED',
    destinationCurrency: 'INR',
    amounts: plans(3_000_000, 'Unlimited'),
    regions: [
      { code: 'MU', name: 'Mumbai', amounts: plans(3_000_000, 'Unlimited'), localAmounts: null },
      { code: 'DL', name: 'Delhi NCR', amounts: plans(2_000_000, 'Truly Unlimited'), localAmounts: null },
      { code: 'KA', name: 'Karnataka', amounts: plans(4_000_000, 'Annual'), localAmounts: null },
    ],
    ...change,
  });
}

/** The Cuban operator topped up by e-mail address, at its two domains only. */
export function anEmailOperator(change: Partial<Operator> = {}): Operator {
  return anOperator({
    id: 560,
    name: 'Cubacel Nauta',
    countryIso: 'CU',
    recipientKind: 'email',
    denominationType: 'FIXED',
    amounts: { kind: 'fixed', choices: [{ amount: usd(10_000_000), name: null, description: null }] },
    emailDomains: ['nauta.com.cu', 'nauta.co.cu'],
    ...change,
  });
}
