import { arrayOf, asSchema, objectOf, readerOf, REFUSED, type Reader, type Schema } from './fields';

/** A count the envelope may leave out: a whole number from 0, as sent (no strings). */
const count: Reader<number | undefined> = (value, issues) => {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    issues.push({ code: 'invalid_type', expected: 'int', input: value });
    return REFUSED;
  }
  if (value >= 0) return value;
  issues.push({ code: 'too_small', origin: 'number', minimum: 0, inclusive: true, input: value });
  return REFUSED;
};

const lastFlag: Reader<boolean | undefined> = (value, issues) => {
  if (value === undefined || typeof value === 'boolean') return value;
  issues.push({ code: 'invalid_type', expected: 'boolean', input: value });
  return REFUSED;
};

/**
 * The Spring page envelope, reduced to what paging needs. A bare array is read as a single,
 * complete page: some list endpoints answer one and some the other, and which is not documented.
 * Every paging field is optional because the transactions report does not document them.
 */
function envelopeOf<T>(item: Reader<T>) {
  const content = arrayOf(item);
  const envelope = objectOf((fields) => ({
    content: fields.read('content', content),
    /** Zero-based. */
    number: fields.read('number', count),
    totalPages: fields.read('totalPages', count),
    totalElements: fields.read('totalElements', count),
    last: fields.read('last', lastFlag),
  }));
  return (value: unknown, issues: Parameters<Reader<T>>[1]) =>
    envelope(Array.isArray(value) ? { content: value, number: 0, totalPages: 1, totalElements: value.length, last: true } : value, issues);
}

type Envelope<T> = { content: T[]; number: number | undefined; totalPages: number | undefined; totalElements: number | undefined; last: boolean | undefined };

/**
 * One schema per item schema, built on first use: a schema built per call would be built (and, for zod,
 * compiled on its first parse) on every call.
 */
function memoised<R>(build: (item: Schema<unknown>) => R): <T>(item: Schema<T>) => R {
  const built = new WeakMap<Schema<unknown>, R>();
  return (item) => {
    let schema = built.get(item as Schema<unknown>);
    if (schema === undefined) built.set(item as Schema<unknown>, (schema = build(item as Schema<unknown>)));
    return schema;
  };
}

const envelopes = memoised((item) => asSchema(envelopeOf(readerOf(item))));
const lists = memoised((item) => {
  const envelope = envelopeOf(readerOf(item));
  return asSchema<unknown[]>((value, issues) => {
    const read = envelope(value, issues);
    return read === REFUSED ? REFUSED : read.content;
  });
});

export const envelopeSchema = <T>(item: Schema<T>): Schema<Envelope<T>> => envelopes(item) as Schema<Envelope<T>>;

/** A list endpoint: a bare array, or the envelope's content when the service pages it anyway. */
export const listSchema = <T>(item: Schema<T>): Schema<T[]> => lists(item) as Schema<T[]>;
