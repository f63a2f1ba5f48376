import type { z } from 'zod';
import { asSchema, nullable, objectOf, orNull, topupStatus, type ReadBy, type Reader } from './fields';

const pinDetail = objectOf((fields) => {
  // The documented single `info` field is what some answers still carry; it is the first instruction line.
  const info = fields.textOrNull('info');
  const info1 = fields.textOrNull('info1');
  return {
    serial: fields.textOrNull('serial'),
    info1: info1 ?? info,
    info2: fields.textOrNull('info2'),
    info3: fields.textOrNull('info3'),
    value: fields.textOrNull('value'),
    code: fields.textOrNull('code'),
    ivr: fields.textOrNull('ivr'),
    validity: fields.textOrNull('validity'),
  };
});

const balanceInfo = objectOf((fields) => ({
  oldBalance: fields.amountOrNull('oldBalance'),
  newBalance: fields.amountOrNull('newBalance'),
  /** Added to the service on 2022-03-22; older records lack it. */
  cost: fields.amountOrNull('cost'),
  currencyCode: fields.textOrNull('currencyCode'),
  currencyName: fields.textOrNull('currencyName'),
  updatedAt: fields.textOrNull('updatedAt'),
}));

const optionalPinDetail = orNull(pinDetail);
const optionalBalanceInfo = orNull(balanceInfo);

/**
 * A top-up transaction. Only what a sale cannot be settled without is required; the rest is
 * nullable. Unknown fields are kept: the journal stores the whole record as the service
 * sent it, including fields added after this was written.
 */
const transaction = objectOf(
  (fields) => ({
    transactionId: fields.id('transactionId'),
    status: fields.read('status', topupStatus),
    operatorTransactionId: fields.textOrNull('operatorTransactionId'),
    customIdentifier: fields.textOrNull('customIdentifier'),
    recipientPhone: fields.textOrNull('recipientPhone'),
    recipientEmail: fields.textOrNull('recipientEmail'),
    senderPhone: fields.textOrNull('senderPhone'),
    countryCode: fields.textOrNull('countryCode'),
    operatorId: fields.id('operatorId'),
    operatorName: fields.textOrNull('operatorName'),
    discount: fields.amountOrNull('discount'),
    discountCurrencyCode: fields.textOrNull('discountCurrencyCode'),
    requestedAmount: fields.amount('requestedAmount'),
    requestedAmountCurrencyCode: fields.string('requestedAmountCurrencyCode'),
    deliveredAmount: fields.amount('deliveredAmount'),
    deliveredAmountCurrencyCode: fields.string('deliveredAmountCurrencyCode'),
    /** 'YYYY-MM-DD HH:mm:ss' in the service's clock (UTC), kept as sent. */
    transactionDate: fields.string('transactionDate'),
    pinDetail: fields.read('pinDetail', optionalPinDetail),
    balanceInfo: fields.read('balanceInfo', optionalBalanceInfo),
  }),
  { keepUnknown: true },
);

export const transactionSchema = asSchema(transaction);
export type TopupTransaction = z.infer<typeof transactionSchema>;

/** Answer of POST /topups-async: only the id; the outcome is read from the status endpoint. */
export const asyncTopupSchema = asSchema(objectOf((fields) => ({ transactionId: fields.id('transactionId') })));

const transactionOrNull = nullable(transaction);

const wrappedStatus = objectOf((fields) => ({
  code: fields.textOrNull('code'),
  message: fields.textOrNull('message'),
  status: fields.read('status', topupStatus),
  // Required key (null allowed): a wrapped answer without it is not an answer we understand.
  transaction: fields.read('transaction', transactionOrNull),
}));

/**
 * GET /topups/{id}/status. The service answers `{code, message, status, transaction}` with
 * `transaction` null while PROCESSING, but has also been seen answering the bare transaction;
 * the bare form is lifted into the wrapped one so callers see a single shape.
 */
const topupStatusAnswer: Reader<ReadBy<typeof wrappedStatus>> = (value, issues) => {
  const bare = typeof value === 'object' && value !== null && 'transactionId' in value;
  return wrappedStatus(bare ? { code: null, message: null, status: (value as { status?: unknown }).status, transaction: value } : value, issues);
};

export const topupStatusSchema = asSchema(topupStatusAnswer);
export type TopupStatus = z.infer<typeof topupStatusSchema>;
