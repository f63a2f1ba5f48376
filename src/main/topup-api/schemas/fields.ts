import { z } from 'zod';
import { toIsoTimestamp } from '../dates';

/**
 * Field types shared by the resource schemas. The real service is loose about types (amounts are
 * documented as integers, carry decimals, and some samples send them as strings), so these accept
 * every spelling seen and hand the rest of the till one normalised type.
 */

const NUMERIC_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;

/** A number, or a numeric string turned into one. */
export const amount = z.preprocess(
  (value) => (typeof value === 'string' && NUMERIC_TEXT.test(value.trim()) ? Number(value.trim()) : value),
  z.number(),
);

/** An integer identifier, also accepted as a string of digits. */
export const id = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value),
  z.int(),
);

/** Free text; a number where text is expected (a PIN code, an operator reference) becomes its digits. */
export const text = z.union([z.string(), z.number().transform(String)]);

/** A field that may be missing or null: normalised to null so readers test one thing. */
export function orNull<T extends z.ZodType>(schema: T) {
  return schema.nullable().default(null);
}

/** A list that may be missing or null (collections never are, after parsing): normalised to empty. */
export function listOf<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((value) => value ?? []);
}

/** A yes/no flag that may be missing: absent means no. */
export const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

/**
 * A map keyed by amount ("5.00" → "1 GB"), normalised to {} when missing or null. Empty ones come
 * as [] as often as {}, because the service's serialiser cannot tell an empty map from an empty list.
 */
export function amountMap<T extends z.ZodType>(value: T) {
  return z.preprocess(
    (raw) => (raw === undefined || raw === null || (Array.isArray(raw) && raw.length === 0) ? {} : raw),
    z.record(z.string(), value),
  );
}

/** A date in any of the promotion spellings, normalised to an ISO 8601 UTC string. */
export const timestamp = z.string().transform((raw, ctx) => {
  const iso = toIsoTimestamp(raw);
  if (iso === null) {
    ctx.issues.push({ code: 'custom', message: `not a recognised date: ${JSON.stringify(raw)}`, input: raw });
    return z.NEVER;
  }
  return iso;
});

/** The four states a top-up can be in (FAILED is not in the spec's table but the service sends it). */
export const topupStatus = z.enum(['SUCCESSFUL', 'PROCESSING', 'REFUNDED', 'FAILED']);

/** Copies `from` into `to` when only `from` is present: by-ID records name their id differently. */
export function aliasKey(from: string, to: string) {
  return (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const record = value as Record<string, unknown>;
    return record[to] === undefined && record[from] !== undefined ? { ...record, [to]: record[from] } : value;
  };
}
