import { z } from 'zod';
import { amount, id, orNull, text, topupStatus } from './fields';

/** The documented single `info` field is what some answers still carry; it is the first instruction line. */
const pinDetailSchema = z
  .object({
    serial: orNull(text),
    info: orNull(text),
    info1: orNull(text),
    info2: orNull(text),
    info3: orNull(text),
    value: orNull(text),
    code: orNull(text),
    ivr: orNull(text),
    validity: orNull(text),
  })
  .transform(({ info, ...pin }) => ({ ...pin, info1: pin.info1 ?? info }));

const balanceInfoSchema = z.object({
  oldBalance: orNull(amount),
  newBalance: orNull(amount),
  /** Added to the service on 2022-03-22; older records lack it. */
  cost: orNull(amount),
  currencyCode: orNull(text),
  currencyName: orNull(text),
  updatedAt: orNull(text),
});

/**
 * A top-up transaction. Only what a sale cannot be settled without is required; the rest is
 * nullable. Unknown fields are kept (loose): the journal stores the whole record as the service
 * sent it, including fields added after this was written.
 */
export const transactionSchema = z.looseObject({
  transactionId: id,
  status: topupStatus,
  operatorTransactionId: orNull(text),
  customIdentifier: orNull(text),
  recipientPhone: orNull(text),
  recipientEmail: orNull(text),
  senderPhone: orNull(text),
  countryCode: orNull(text),
  operatorId: id,
  operatorName: orNull(text),
  discount: orNull(amount),
  discountCurrencyCode: orNull(text),
  requestedAmount: amount,
  requestedAmountCurrencyCode: z.string(),
  deliveredAmount: amount,
  deliveredAmountCurrencyCode: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' in the service's clock (UTC), kept as sent. */
  transactionDate: z.string(),
  pinDetail: orNull(pinDetailSchema),
  balanceInfo: orNull(balanceInfoSchema),
});
export type TopupTransaction = z.infer<typeof transactionSchema>;

/** Answer of POST /topups-async: only the id; the outcome is read from the status endpoint. */
export const asyncTopupSchema = z.object({ transactionId: id });

/**
 * GET /topups/{id}/status. The service answers `{code, message, status, transaction}` with
 * `transaction` null while PROCESSING, but has also been seen answering the bare transaction;
 * the bare form is lifted into the wrapped one so callers see a single shape.
 */
export const topupStatusSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'object' || value === null || !('transactionId' in value)) return value;
    const status = (value as { status?: unknown }).status;
    return { code: null, message: null, status, transaction: value };
  },
  z.object({
    code: orNull(text),
    message: orNull(text),
    status: topupStatus,
    // Required key (null allowed): a wrapped answer without it is not an answer we understand.
    transaction: transactionSchema.nullable(),
  }),
);
export type TopupStatus = z.infer<typeof topupStatusSchema>;
