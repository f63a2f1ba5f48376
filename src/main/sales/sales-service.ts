/**
 * The sale engine: validates a sale, writes it to the journal as `queued` before anything touches the
 * network, and wires the outbox, the status poller and the reconciler around the one sale writer.
 */
import { randomUUID } from 'node:crypto';
import type { Actor } from '../../shared/actor';
import type { HandlerInput, Operator, Quote, Sale, SaleEvent } from '../../shared/contract';
import { TillError } from '../../shared/errors';
import { microsToDecimal, toMicros } from '../../shared/money';
import type { Catalog } from '../catalog/catalog';
import { checkAmount } from '../../shared/amount-rules';
import { quote } from '../catalog/operator-view';
import { normaliseNumber } from '../catalog/phone';
import type { EventBus } from '../events';
import type { AuditRepo } from '../journal/audit-repo';
import { toSale } from '../journal/sale-view';
import { StaleTransitionError, type NewSale, type SaleRow, type SalesRepo } from '../journal/sales-repo';
import type { TopupClient } from '../topup-api';
import type { Logger } from '../logger';
import type { CrashPoint, TillTimings } from '../timings';
import { createOutbox } from './outbox';
import { createPoller } from './poller';
import { createReconciler } from './reconciler';
import { createSaleWriter } from './sale-writer';

export interface SalesServiceDeps {
  repo: SalesRepo;
  /** A cancel and the recent numbers cleared are written into the audit trail with themselves. */
  audit: AuditRepo;
  catalog: Catalog;
  bus: EventBus;
  client: () => TopupClient;
  environment: Sale['environment'];
  /** Business day, clerk and shift a new sale is booked to. */
  booking: () => { businessDay: string; clerk: string; clerkId: string | null; shift: number };
  sending: () => { mode: 'sync' | 'async'; concurrency: number };
  isOnline: () => boolean;
  /** The service could not be reached: the status turns offline and a probe watches for its return. */
  markOffline: (reason: string) => void;
  now: () => Date;
  timings: TillTimings;
  logger: Logger;
  /** A journal failure in a background loop: the till may halt on it. */
  onFault: (error: unknown) => void;
  crashPoint?: (point: CrashPoint) => void;
}

/** A sale's id is also its customIdentifier: unique across tills sharing one account, short enough to read out. */
function newSaleId(now: Date): string {
  // randomUUID draws from a buffer of entropy it refills now and then; randomBytes asks the system each time.
  return `T${now.getTime().toString(36).toUpperCase()}-${randomUUID().slice(24).toUpperCase()}`;
}

type CreateInput = HandlerInput<'sales.create'>;

/** How many recipients the recent-numbers list holds (the contract promises 20). */
const RECENT_NUMBERS = 20;

function recipientColumns(operator: Operator, input: CreateInput): Pick<NewSale, 'recipient_country' | 'recipient_phone' | 'recipient_email' | 'sender_country' | 'sender_phone'> {
  const sender = input.sender ? normaliseNumber(input.sender.number, input.sender.country, 'sender.number') : null;
  const senderColumns = { sender_country: sender?.country ?? null, sender_phone: sender?.e164 ?? null };
  if (operator.recipientKind === 'email') {
    if (!('email' in input.recipient)) {
      throw new TillError('INVALID_INPUT', `${operator.name} tops up by e-mail address: enter the customer's e-mail.`, { 'recipient.email': 'Required' });
    }
    const domain = input.recipient.email.split('@')[1]?.toLowerCase() ?? '';
    if (!operator.emailDomains.includes(domain)) {
      throw new TillError('INVALID_INPUT', `${operator.name} accepts only ${operator.emailDomains.join(' or ')} addresses.`, { 'recipient.email': 'Wrong domain' });
    }
    if (!sender) throw new TillError('INVALID_INPUT', `${operator.name} needs the sender's phone number.`, { 'sender.number': 'Required' });
    return { recipient_country: null, recipient_phone: null, recipient_email: input.recipient.email.toLowerCase(), ...senderColumns };
  }
  if (!('number' in input.recipient)) {
    throw new TillError('INVALID_INPUT', `${operator.name} tops up a mobile number: enter the customer's number.`, { 'recipient.number': 'Required' });
  }
  if (input.recipient.country !== operator.countryIso) {
    throw new TillError('INVALID_INPUT', `${operator.name} serves ${operator.countryIso} numbers, not ${input.recipient.country}.`, { 'recipient.country': 'Wrong country' });
  }
  const phone = normaliseNumber(input.recipient.number, input.recipient.country, 'recipient.number');
  return { recipient_country: phone.country, recipient_phone: phone.e164, recipient_email: null, ...senderColumns };
}

/**
 * Whether a create sent again with a request key asks for the sale that key already took. A key is the
 * screen's promise that this is the same sale; the same key with another number or amount is a bug or a
 * misuse, and answering it with the first sale would hand the clerk someone else's receipt.
 */
function sameSale(taken: SaleRow, input: CreateInput): boolean {
  let amount: number;
  try {
    amount = toMicros(input.amount);
  } catch {
    return false;
  }
  if (taken.operator_id !== input.operatorId || taken.amount_micros !== amount || (taken.use_local_amount === 1) !== input.useLocalAmount) return false;
  if ('email' in input.recipient) return taken.recipient_email === input.recipient.email.toLowerCase();
  const phone = phoneOrNull(input.recipient.number, input.recipient.country);
  return phone !== null && taken.recipient_phone === phone;
}

function phoneOrNull(number: string, country: string): string | null {
  try {
    return normaliseNumber(number, country).e164;
  } catch {
    return null;
  }
}

/** The amount in exact money, checked by the rules the screen uses too (the operator's own or any region's plans). */
function checkedAmount(operator: Operator, amountText: string, useLocalAmount: boolean) {
  const checked = checkAmount(operator, amountText, useLocalAmount);
  if (!checked.ok) throw new TillError('INVALID_AMOUNT', checked.message, { [checked.field]: checked.fieldText });
  return checked.amount;
}

export function createSalesService(deps: SalesServiceDeps) {
  const { repo, catalog, now, logger } = deps;
  const writer = createSaleWriter({ repo, bus: deps.bus, now, logger, onFault: deps.onFault });
  const outbox = createOutbox({ ...deps, writer });
  const reconciler = createReconciler({ ...deps, writer });
  const poller = createPoller({ ...deps, writer });

  // Each new state has one owner.
  writer.onChange((row, outcome) => {
    if (row.state === 'processing') poller.watch(row.id);
    if (row.state === 'unknown') reconciler.schedule(row.id);
    if (row.state === 'queued') {
      if (outcome?.offline) deps.markOffline(outcome.reason);
      outbox.kick();
    }
  });

  /**
   * When the service last took a top-up to this number, if inside its waiting time: the clerk is told before
   * taking the cash, and the new sale waits until then (the outbox spaces sends to one number anyway).
   */
  function recentlyRecharged(e164: string): Quote['recentlyRecharged'] {
    const last = repo.lastSendTo(e164, '');
    const at = now();
    const soldAt = last === 'in-flight' ? at.toISOString() : last;
    if (soldAt === null) return null;
    const retryAt = new Date(Date.parse(soldAt) + deps.timings.rechargeWaitMs);
    return retryAt > at ? { soldAt, retryAt: retryAt.toISOString() } : null;
  }

  function get(id: string): { sale: Sale; events: SaleEvent[] } {
    const row = repo.get(id);
    if (!row) throw new TillError('NOT_FOUND', `No sale ${id} in this till's journal.`);
    return { sale: toSale(row), events: repo.events(id) };
  }

  return {
    quote(input: HandlerInput<'sales.quote'>): Quote {
      const operator = catalog.operator(input.operatorId);
      const priced = quote(operator, checkedAmount(operator, input.amount, input.useLocalAmount), input.useLocalAmount);
      const phone = input.recipient && 'number' in input.recipient ? phoneOrNull(input.recipient.number, input.recipient.country) : null;
      return { ...priced, recentlyRecharged: phone === null ? null : recentlyRecharged(phone) };
    },

    /** Validates, then writes `queued` durably and returns at once; the outbox sends it. */
    create(input: CreateInput): Sale {
      const taken = input.requestId === undefined ? undefined : repo.byRequest(input.requestId);
      if (taken) {
        if (sameSale(taken, input)) return toSale(taken);
        const who = taken.recipient_phone ?? taken.recipient_email ?? '';
        throw new TillError(
          'DUPLICATE_REQUEST',
          `This sale was already taken as ${taken.id} (${microsToDecimal(taken.amount_micros)} ${taken.amount_currency} to ${who}), so it was not taken again with other details. Find it in Recent sales, or start a new sale.`,
          { requestId: taken.id },
        );
      }
      const operator = catalog.operator(input.operatorId);
      const amount = checkedAmount(operator, input.amount, input.useLocalAmount);
      const recipient = recipientColumns(operator, input);
      const quoted = quote(operator, amount, input.useLocalAmount);
      const held = recipient.recipient_phone === null ? null : recentlyRecharged(recipient.recipient_phone);
      const at = now();
      const booking = deps.booking();
      const sale = writer.create(
        {
          id: newSaleId(at),
          created_at: at.toISOString(),
          business_day: booking.businessDay,
          clerk: booking.clerk,
          clerk_id: booking.clerkId,
          shift: booking.shift,
          environment: deps.environment,
          operator_id: operator.id,
          operator_name: operator.name,
          country_iso: operator.countryIso,
          ...recipient,
          amount_micros: amount.micros,
          amount_currency: amount.currency,
          use_local_amount: input.useLocalAmount ? 1 : 0,
          quoted_delivered_micros: quoted.delivered.micros,
          quoted_delivered_currency: quoted.delivered.currency,
          request_id: input.requestId ?? null,
          // The one hold before a first send: shared/sale-wait.ts reads a held sale with no attempt as the number's pause.
          not_before: held?.retryAt ?? null,
        },
        'created by clerk',
      );
      deps.crashPoint?.('queued');
      return sale;
    },

    cancel(id: string, reason: string, actor: Actor): Sale {
      const row = repo.get(id);
      if (!row) throw new TillError('NOT_FOUND', `No sale ${id} in this till's journal.`);
      if (row.state !== 'queued') {
        throw new TillError('ILLEGAL_STATE', `Only a sale still waiting to be sent can be cancelled; this one is ${row.state}.`);
      }
      if (repo.events(id).some((event) => event.to === 'unknown')) {
        // It went out once with no definite answer; a late arrival could still top the number up.
        throw new TillError('ILLEGAL_STATE', 'This sale may already have reached the service, so it cannot be cancelled; the till will complete or settle it.');
      }
      try {
        // Filed under the sale's day: its cash goes back in that day's books, and its Z waits for this.
        const entry = { action: 'sale-cancelled', by: actor, saleId: id, businessDay: row.business_day, detail: `${microsToDecimal(row.amount_micros)} ${row.amount_currency} to hand back: ${reason}` } as const;
        return toSale(writer.transition(id, 'queued', 'cancelled', reason, { completed_at: now().toISOString() }, (write) => deps.audit.with(write, () => entry)));
      } catch (error) {
        // Only a sale that moved on is "sent meanwhile"; a full disk or a fault is said as itself.
        if (!(error instanceof StaleTransitionError)) throw error;
        throw new TillError('ILLEGAL_STATE', 'The sale was sent while you were cancelling it; it can no longer be cancelled.');
      }
    },

    async settleNow(id: string): Promise<Sale> {
      const row = (await reconciler.settle(id)) ?? repo.get(id);
      if (!row) throw new TillError('NOT_FOUND', `No sale ${id} in this till's journal.`);
      return toSale(row);
    },

    get,
    facets: (day: string | undefined) => repo.facets(day ?? null),
    list: (query: HandlerInput<'sales.list'>) => {
      const { rows, more } = repo.list(query);
      return { sales: rows.map(toSale), more };
    },

    /**
     * After a restart: a sale left `sending` may or may not have reached the service, so it becomes
     * `unknown` and is reconciled; `processing` sales are polled again; the queue is drained.
     */
    start(): void {
      for (const row of repo.open()) {
        if (row.state === 'sending') writer.transition(row.id, 'sending', 'unknown', 'the till stopped while this sale was being sent');
        else if (row.state === 'processing') poller.watch(row.id);
        else if (row.state === 'unknown') reconciler.schedule(row.id, 0);
      }
      outbox.kick();
    },

    /** The service is reachable again: drain the queue and settle what is uncertain. */
    resume(): void {
      outbox.kick();
      reconciler.scheduleAll();
    },

    /** The last recipients sold to, for one-tap repeat sales. */
    recentNumbers: () => repo.recentNumbers(RECENT_NUMBERS),
    /** A manager empties the list (a shared counter, a customer's privacy); sales stay in the journal. */
    clearRecentNumbers(actor: Actor): { clearedAt: string } {
      const clearedAt = now().toISOString();
      deps.audit.with(
        () => repo.clearRecentNumbers(clearedAt),
        () => ({ action: 'recent-numbers-cleared', by: actor }),
      );
      return { clearedAt };
    },

    pendingCount: () => repo.openCount(),
    /** Every change of a sale, after it is durable and after the turn that made it, with the service's answer that caused it (if any). */
    watch: writer.watch,

    async close(graceMs = 5_000): Promise<void> {
      await outbox.close(graceMs);
      await Promise.all([reconciler.close(), poller.close()]);
      // The last changes (sends aborted by the close) are told before the journal and the bus go.
      writer.flush();
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
