/**
 * The service schemas exactly as they were before issue 14 made them fast (zod's preprocess, union,
 * nullable and default chains per field), frozen here as the oracle the equivalence test compares the
 * current schemas with. Not used by the app; do not "fix" it: its point is to stay what it was.
 */
import { z } from 'zod';
import { toIsoTimestamp } from '../../../src/main/topup-api/dates';

const NUMERIC_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

/** A number, or a numeric string turned into one. */
const amount = z.preprocess(
  (value) => (typeof value === 'string' && NUMERIC_TEXT.test(value.trim()) ? Number(value.trim()) : value),
  z.number(),
);

/** An integer identifier, also accepted as a string of digits. */
const id = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
  z.int(),
);

/** Free text; a number where text is expected (a PIN code, an operator reference) becomes its digits. */
const text = z.union([z.string(), z.number().transform(String)]);

/** A field that may be missing or null: normalised to null so readers test one thing. */
function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullable().default(null);
}

/** A list that may be missing or null (collections never are, after parsing): normalised to empty. */
function listOf<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((value) => value ?? []);
}

/** A yes/no flag that may be missing: absent means no. */
const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

/**
 * A map keyed by amount ("5.00" → "1 GB"), normalised to {} when missing or null. Empty ones come
 * as [] as often as {}, because the service's serialiser cannot tell an empty map from an empty list.
 */
function amountMap<T extends z.ZodType>(value: T) {
  return z.preprocess(
    (raw) => (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0) ? {} : raw),
    z.record(z.string(), value),
  );
}

/** A date in any of the promotion spellings, normalised to an ISO 8601 UTC string. */
const timestamp = z.string().transform((raw, ctx) => {
  const iso = toIsoTimestamp(raw);
  if (iso === null) {
    ctx.issues.push({ code: 'custom', message: `not a recognised date: ${JSON.stringify(raw)}`, input: raw });
    return z.NEVER;
  }
  return iso;
});

/** The four states a top-up can be in (FAILED is not in the spec's table but the service sends it). */
const topupStatus = z.enum(['SUCCESSFUL', 'PROCESSING', 'REFUNDED', 'FAILED']);

/** Copies `from` into `to` when only `from` is present: by-ID records name their id differently. */
function aliasKey(from: string, to: string) {
  return (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    return record[to] === undefined && record[from] !== undefined ? { ...record, [to]: record[from] } : value;
  };
}

// Listed records name the key `promotionId`; some older answers call it `id`.
export const promotionSchema = z.preprocess(
  aliasKey('id', 'promotionId'),
  z.object({
    promotionId: id,
    operatorId: id,
    title: orNull(text),
    title2: orNull(text),
    description: orNull(text),
    startDate: orNull(timestamp),
    endDate: orNull(timestamp),
    denominations: orNull(text),
    localDenominations: orNull(text),
  }),
);

const geographicalRechargePlanSchema = z.object({
  locationCode: z.string(),
  locationName: orNull(text),
  fixedAmounts: listOf(amount),
  localAmounts: listOf(amount),
  fixedAmountsPlanNames: amountMap(text),
  fixedAmountsDescriptions: amountMap(text),
  localFixedAmountsPlanNames: amountMap(text),
  localFixedAmountsDescriptions: amountMap(text),
});

// The by-ID answer carries `id` beside `operatorId`; accept a record that has only `id`.
export const operatorSchema = z.preprocess(
  aliasKey('id', 'operatorId'),
  z.object({
    operatorId: id,
    name: z.string(),
    bundle: flag,
    data: flag,
    pin: flag,
    supportsLocalAmounts: flag,
    supportsGeographicalRechargePlans: flag,
    denominationType: z.enum(['FIXED', 'RANGE']),
    senderCurrencyCode: orNull(text),
    senderCurrencySymbol: orNull(text),
    destinationCurrencyCode: orNull(text),
    destinationCurrencySymbol: orNull(text),
    /** Deprecated by the service in favour of the two discounts below; kept for old records. */
    commission: orNull(amount),
    internationalDiscount: orNull(amount),
    localDiscount: orNull(amount),
    mostPopularAmount: orNull(amount),
    mostPopularLocalAmount: orNull(amount),
    minAmount: orNull(amount),
    maxAmount: orNull(amount),
    localMinAmount: orNull(amount),
    localMaxAmount: orNull(amount),
    country: z.object({ isoName: z.string(), name: z.string() }),
    fx: orNull(z.object({ rate: amount, currencyCode: z.string() })),
    logoUrls: listOf(z.string()),
    fixedAmounts: listOf(amount),
    fixedAmountsDescriptions: amountMap(text),
    localFixedAmounts: listOf(amount),
    localFixedAmountsDescriptions: amountMap(text),
    // Only sent when asked for (suggestedAmounts / suggestedAmountsMap query flags); empty otherwise.
    suggestedAmounts: listOf(amount),
    suggestedAmountsMap: amountMap(amount),
    promotions: listOf(promotionSchema),
    fixedAmountsPlanNames: amountMap(text),
    localFixedAmountsPlanNames: amountMap(text),
    geographicalRechargePlans: listOf(geographicalRechargePlanSchema),
  }),
);

export const balanceSchema = z.object({
  balance: amount,
  currencyCode: z.string(),
  currencyName: orNull(text),
  updatedAt: orNull(text),
});

export const commissionSchema = z.object({
  operator: z.preprocess(
    aliasKey('id', 'operatorId'),
    z.object({
      operatorId: id,
      name: z.string(),
      countryCode: orNull(text),
      /** True when the operator has discounts at all. */
      status: flag,
      bundle: flag,
      data: flag,
    }),
  ),
  percentage: orNull(amount),
  internationalPercentage: orNull(amount),
  localPercentage: orNull(amount),
  updatedAt: orNull(text),
});

export const countrySchema = z.object({
  isoName: z.string(),
  name: z.string(),
  currencyCode: orNull(text),
  currencyName: orNull(text),
  currencySymbol: orNull(text),
  flag: orNull(text),
  callingCodes: listOf(z.string()),
});

/** Answer of POST /operators/fx-rate: `id` and `name` are the operator's. */
export const fxRateSchema = z.object({
  id,
  name: orNull(text),
  fxRate: amount,
  currencyCode: z.string(),
});

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

/**
 * The Spring page envelope, reduced to what paging needs. A bare array is read as a single,
 * complete page: some list endpoints answer one and some the other, and which is not documented.
 * Every paging field is optional because the transactions report does not document them.
 */
export function envelopeSchema<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (Array.isArray(value) ? { content: value, number: 0, totalPages: 1, totalElements: value.length, last: true } : value),
    z.object({
      content: z.array(item),
      /** Zero-based. */
      number: z.int().nonnegative().optional(),
      totalPages: z.int().nonnegative().optional(),
      totalElements: z.int().nonnegative().optional(),
      last: z.boolean().optional(),
    }),
  );
}

/** A list endpoint: a bare array, or the envelope's content when the service pages it anyway. */
export function listSchema<T extends z.ZodType>(item: T) {
  return envelopeSchema(item).transform((envelope) => envelope.content);
}
