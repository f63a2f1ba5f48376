/**
 * Top-ups: validation against the catalog and the account's rules, charging, recording and
 * settling. Choices where the spec is silent:
 * - A refused synchronous top-up (any 4xx/5xx) records nothing, charges nothing and leaves its
 *   customIdentifier free; a recorded one, whatever its status, uses the identifier up for good.
 * - The waiting time and the daily limits count the recipient's or the day's transactions that
 *   hold money (SUCCESSFUL or PROCESSING): a refunded or failed top-up does not block a retry.
 * - The customIdentifier is checked before the waiting time, so resending a top-up whose answer
 *   was lost says CUSTOM_IDENTIFIER_ALREADY_USED, never PHONE_RECENTLY_RECHARGED.
 * - Asynchronous top-ups answer shape errors at once; every business refusal (unknown operator,
 *   bad number or amount, balance, limits, the outcome rule's 333/444) becomes a transaction id
 *   that reads PROCESSING, then FAILED with the refusal's code and message after settleMs.
 */
import type { Catalog, OperatorDef } from './catalog';
import { ApiError, refusals } from './errors';
import type { FinalStatus, Ledger, StoredTransaction } from './ledger';
import { outcomeFor } from './outcome';
import { parseAnyNumber, parseInternationalNumber, parseMobileNumber } from './phone';
import { priceTopup, type Price } from './pricing';
import { startOfUtcDay } from './time';
import { readTopupRequest, type PhoneInput, type TopupRequest } from './topup-request';
import { operatorDelivery, transactionRecord } from './transaction-record';

export interface TopupRules {
  rechargeWaitMs: number;
  settleMs: number;
  dailyAmountLimitMicros: number | null;
  dailyCountLimit: number | null;
}

interface Order {
  operator: OperatorDef;
  request: TopupRequest;
  recipientPhone: string | null;
  recipientEmail: string | null;
  recipientKey: string;
  /** What the outcome rule reads: the national number, or the e-mail's local part. */
  outcomeKey: string;
  senderPhone: string | null;
  price: Price;
}

const FAILED_AT_OPERATOR = { code: 'TOPUP_TRANSACTION_FAILED', message: 'The operator could not complete the top-up; its cost was refunded' };
const REFUNDED_MESSAGE = 'The operator did not process the top-up; its cost was refunded';
const EMAIL = /^([^@\s]+)@([^@\s]+)$/;

const holdsMoney = (transaction: StoredTransaction): boolean =>
  transaction.status === 'SUCCESSFUL' || transaction.status === 'PROCESSING';

export class Topups {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly catalog: Catalog,
    private readonly ledger: Ledger,
    private readonly rules: TopupRules,
  ) {}

  /** Schedules the settling of every PROCESSING transaction (after a restart, overdue ones settle at once). */
  start(): void {
    for (const transaction of this.ledger.transactions()) {
      if (transaction.status === 'PROCESSING') this.schedule(transaction);
    }
  }

  /** Clears the settle timers; a top-up still in flight while closing settles after the next start. */
  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  /** POST /topups: the transaction record, or the refusal thrown. */
  sendSync(body: unknown, now = Date.now()) {
    const order = this.prepare(readTopupRequest(body), now);
    const outcome = outcomeFor(order.outcomeKey);
    if (outcome.kind === 'refused') throw outcome.error;
    return transactionRecord(this.commit(order, outcome.status, outcome.settlesTo, now));
  }

  /** POST /topups-async: a transaction id, whatever becomes of the top-up. */
  sendAsync(body: unknown, now = Date.now()): { transactionId: number } {
    const request = readTopupRequest(body);
    let order: Order;
    try {
      order = this.prepare(request, now);
    } catch (error) {
      if (error instanceof ApiError) return this.refuseLater(error, now);
      throw error;
    }
    const outcome = outcomeFor(order.outcomeKey);
    if (outcome.kind === 'refused') return this.refuseLater(outcome.error, now);
    return { transactionId: this.commit(order, 'PROCESSING', outcome.settlesTo, now).transactionId };
  }

  /** GET /topups/{id}/status: `{code, message, status, transaction}`; transaction is null while PROCESSING. */
  status(id: number, now = Date.now()) {
    const transaction = this.ledger.transaction(id);
    if (transaction) {
      switch (transaction.status) {
        case 'PROCESSING':
          return { code: null, message: null, status: transaction.status, transaction: null };
        case 'SUCCESSFUL':
          return { code: null, message: null, status: transaction.status, transaction: transactionRecord(transaction) };
        case 'REFUNDED':
          return { code: null, message: REFUNDED_MESSAGE, status: transaction.status, transaction: transactionRecord(transaction) };
        case 'FAILED':
          return { ...(transaction.failure ?? FAILED_AT_OPERATOR), status: transaction.status, transaction: transactionRecord(transaction) };
      }
    }
    const refusal = this.ledger.refusal(id);
    if (!refusal) throw refusals.transactionNotFound(id);
    return now < refusal.settleAt
      ? { code: null, message: null, status: 'PROCESSING', transaction: null }
      : { code: refusal.errorCode, message: refusal.message, status: 'FAILED', transaction: null };
  }

  private prepare(request: TopupRequest, now: number): Order {
    const operator = this.catalog.operator(request.operatorId);
    if (!operator) throw refusals.operatorNotFound(request.operatorId);
    const recipient = operator.emailDomains ? emailRecipient(operator, request) : phoneRecipient(operator, request);
    const senderPhone = request.senderPhone ? readSender(request.senderPhone) : null;
    if (operator.emailDomains && senderPhone === null) {
      throw new ApiError(400, 'INVALID_SENDER_PHONE', `senderPhone is required for ${operator.name}`);
    }
    const price = priceTopup(operator, request.amountMicros, request.useLocalAmount);
    const order: Order = { operator, request, ...recipient, senderPhone, price };
    this.checkAccountRules(order, now);
    return order;
  }

  private checkAccountRules(order: Order, now: number): void {
    const { customIdentifier } = order.request;
    if (customIdentifier !== null && this.ledger.isCustomIdentifierUsed(customIdentifier)) {
      throw new ApiError(400, 'CUSTOM_IDENTIFIER_ALREADY_USED', `customIdentifier ${customIdentifier} has already been used`);
    }
    const waitFrom = now - this.rules.rechargeWaitMs;
    const dayStart = startOfUtcDay(now);
    // A window no rule reads counts as passed: without daily limits a day of top-ups is not read again at every
    // top-up (which made each one slower than the one before it), and without a waiting time nothing is read.
    const waits = this.rules.rechargeWaitMs > 0;
    const limitsDay = this.rules.dailyCountLimit !== null || this.rules.dailyAmountLimitMicros !== null;
    let todayCount = 0;
    let todayCost = 0;
    const transactions = this.ledger.transactions();
    // Newest first, stopping once every window read is passed: the history is in date order.
    for (let i = transactions.length - 1; i >= 0; i--) {
      const transaction = transactions[i] as StoredTransaction;
      if ((!limitsDay || transaction.transactionDate < dayStart) && (!waits || transaction.transactionDate <= waitFrom)) break;
      if (!holdsMoney(transaction)) continue;
      if (waits && transaction.transactionDate > waitFrom && transaction.recipientKey === order.recipientKey) {
        throw new ApiError(400, 'PHONE_RECENTLY_RECHARGED', 'This recipient was recharged recently; try again after the waiting time');
      }
      if (transaction.transactionDate >= dayStart) {
        todayCount += 1;
        todayCost += transaction.costMicros;
      }
    }
    if (order.price.costMicros > this.ledger.balance()) {
      throw new ApiError(400, 'INSUFFICIENT_BALANCE', 'Your account balance is too low for this top-up');
    }
    if (this.rules.dailyCountLimit !== null && todayCount >= this.rules.dailyCountLimit) {
      throw new ApiError(400, 'MAX_DAILY_TRANSACTION_COUNT_REACHED', 'The daily transaction count limit is reached');
    }
    if (this.rules.dailyAmountLimitMicros !== null && todayCost + order.price.costMicros > this.rules.dailyAmountLimitMicros) {
      throw new ApiError(400, 'MAX_DAILY_TRANSACTION_AMOUNT_REACHED', 'The daily transaction amount limit is reached');
    }
  }

  private commit(order: Order, status: StoredTransaction['status'], settlesTo: FinalStatus, now: number): StoredTransaction {
    const { operator, price, request } = order;
    const oldBalance = this.ledger.balance();
    const refundedAtOnce = status === 'REFUNDED';
    const transactionId = this.ledger.nextTransactionId();
    const transaction: StoredTransaction = {
      transactionId,
      status,
      settlesTo: status === 'PROCESSING' ? settlesTo : null,
      settleAt: status === 'PROCESSING' ? now + this.rules.settleMs : null,
      operatorTransactionId: null,
      pinDetail: null,
      ...(status === 'SUCCESSFUL' ? operatorDelivery(transactionId, operator.name, operator.kind === 'pin') : {}),
      customIdentifier: request.customIdentifier,
      recipientPhone: order.recipientPhone,
      recipientEmail: order.recipientEmail,
      senderPhone: order.senderPhone,
      recipientKey: order.recipientKey,
      countryCode: operator.country.isoName,
      operatorId: operator.id,
      operatorName: operator.name,
      pin: operator.kind === 'pin',
      discountMicros: price.discountMicros,
      requestedMicros: price.requestedMicros,
      accountCurrency: this.catalog.account.code,
      deliveredMicros: price.deliveredMicros,
      deliveredCurrency: operator.country.currency.code,
      transactionDate: now,
      oldBalanceMicros: oldBalance,
      newBalanceMicros: refundedAtOnce ? oldBalance : oldBalance - price.costMicros,
      costMicros: refundedAtOnce ? 0 : price.costMicros,
      balanceUpdatedAt: now,
      failure: null,
    };
    if (!refundedAtOnce) this.ledger.adjustBalance(-price.costMicros, now);
    this.ledger.record(transaction);
    if (status === 'PROCESSING') this.schedule(transaction);
    return transaction;
  }

  private refuseLater(error: ApiError, now: number): { transactionId: number } {
    const transactionId = this.ledger.nextTransactionId();
    this.ledger.recordRefusal({
      transactionId,
      settleAt: now + this.rules.settleMs,
      errorCode: error.errorCode ?? 'TOPUP_TRANSACTION_FAILED',
      message: error.message,
    });
    return { transactionId };
  }

  private schedule(transaction: StoredTransaction): void {
    if (this.stopped) return;
    const delay = Math.max(0, (transaction.settleAt ?? 0) - Date.now());
    const timer = setTimeout(() => {
      this.timers.delete(transaction.transactionId);
      this.settle(transaction, Date.now());
    }, delay);
    // An in-process simulator must not keep the till's process alive on its own.
    timer.unref();
    this.timers.set(transaction.transactionId, timer);
  }

  private settle(transaction: StoredTransaction, now: number): void {
    const final = transaction.settlesTo ?? 'SUCCESSFUL';
    if (final === 'SUCCESSFUL') {
      this.ledger.update(transaction, {
        status: final,
        settlesTo: null,
        settleAt: null,
        ...operatorDelivery(transaction.transactionId, transaction.operatorName, transaction.pin),
      });
      return;
    }
    this.ledger.adjustBalance(transaction.costMicros, now);
    this.ledger.update(transaction, {
      status: final,
      settlesTo: null,
      settleAt: null,
      newBalanceMicros: transaction.oldBalanceMicros,
      costMicros: 0,
      balanceUpdatedAt: now,
      failure: final === 'FAILED' ? FAILED_AT_OPERATOR : null,
    });
  }
}

function phoneRecipient(operator: OperatorDef, request: TopupRequest) {
  const phone = request.recipientPhone;
  if (!phone) throw new ApiError(400, 'INVALID_RECIPIENT_PHONE', 'Missing required field recipientPhone');
  const iso = operator.country.isoName;
  if (phone.countryCode !== iso) {
    throw new ApiError(400, 'INVALID_RECIPIENT_PHONE', `recipientPhone country ${phone.countryCode} does not match the operator's country ${iso}`);
  }
  const number = parseMobileNumber(phone.number, iso);
  if (!number) throw new ApiError(400, 'INVALID_RECIPIENT_PHONE', `${phone.number} is not a valid mobile number for ${iso}`);
  return {
    recipientPhone: number.internationalDigits,
    recipientEmail: null,
    recipientKey: number.internationalDigits,
    outcomeKey: number.nationalNumber,
  };
}

function emailRecipient(operator: OperatorDef, request: TopupRequest) {
  const match = EMAIL.exec(request.recipientEmail ?? '');
  const domains = operator.emailDomains ?? [];
  if (!match || !domains.includes((match[2] as string).toLowerCase())) {
    throw new ApiError(400, 'INVALID_RECIPIENT_EMAIL', `${operator.name} needs a recipientEmail at ${domains.join(' or ')}`);
  }
  const email = match[0];
  return { recipientPhone: null, recipientEmail: email, recipientKey: email.toLowerCase(), outcomeKey: match[1] as string };
}

function readSender(phone: PhoneInput): string {
  const number = phone.countryCode ? parseAnyNumber(phone.number, phone.countryCode) : parseInternationalNumber(phone.number);
  if (!number) throw new ApiError(400, 'INVALID_SENDER_PHONE', `${phone.number} is not a valid phone number${phone.countryCode ? ` for ${phone.countryCode}` : ''}`);
  return number.internationalDigits;
}
