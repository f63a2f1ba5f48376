import { z } from 'zod';
import { toIsoTimestamp } from '../dates';

/**
 * How the service's records are read: small readers composed into one per resource, each resource handed to
 * the rest of the client as a zod schema by `asSchema`.
 *
 * The real service is loose about types (amounts are documented as integers, carry decimals, and some samples
 * send them as strings), so the readers accept every spelling seen and hand the rest of the till one
 * normalised type; anything else is refused with the field's path, as zod would.
 *
 * Why not z.object: built from zod's parts, a field cost five or six nodes per value (preprocess → pipe →
 * number, union → transform, nullable → default …) and the object was assembled a key at a time, so reading
 * a country's operators cost what the vendor's whole HTTP stack costs to fetch them. A reader builds each
 * record as one object literal, and what it accepts, refuses and hands out is the old schemas' exactly
 * (test/unit/topup-api/schemas-equivalence.test.ts compares them on mutated records).
 */

/** A reader's answer for a value it refuses; the reasons are in the issues it was given. */
export const REFUSED: unique symbol = Symbol('refused');
type Refused = typeof REFUSED;
type Issue = z.core.$ZodRawIssue;

/** Reads one value: the normalised value, or REFUSED after pushing issues whose paths are relative to it. */
export type Reader<T> = (value: unknown, issues: Issue[]) => T | Refused;
/** What a reader hands out. */
export type ReadBy<R> = R extends Reader<infer T> ? T : never;

export type Schema<T> = z.ZodTransform<T, unknown>;

/** Each schema's reader, so that envelopes of a schema's records read them without going through zod per record. */
const readers = new WeakMap<z.ZodType, Reader<unknown>>();

/** The reader as a zod schema, for decode and the rest of the till. */
export function asSchema<T>(reader: Reader<T>): Schema<T> {
  const schema = z.transform((value: unknown, ctx): T => {
    const out = reader(value, ctx.issues);
    return out === REFUSED ? z.NEVER : out;
  });
  readers.set(schema, reader);
  return schema;
}

export function readerOf<T>(schema: Schema<T>): Reader<T> {
  const reader = readers.get(schema);
  if (!reader) throw new TypeError('not a schema made by asSchema');
  return reader as Reader<T>;
}

function refuse(issues: Issue[], expected: z.core.$ZodIssueInvalidType['expected'], input: unknown): Refused {
  issues.push({ code: 'invalid_type', expected, input });
  return REFUSED;
}

/** Puts `key` in front of the paths of the issues a part pushed, from `from` on: only paid when refusing. */
function under(issues: Issue[], from: number, key: PropertyKey): void {
  for (let i = from; i < issues.length; i += 1) {
    const issue = issues[i]!;
    issues[i] = { ...issue, path: [key, ...(issue.path ?? [])] };
  }
}

const NUMERIC_TEXT = /^[-+]?(?:\d+\.?\d*|\.\d+)$/;
const DIGITS = /^\d+$/;

/** A finite number, or a string that, trimmed, is a plain decimal (no exponent, no words) turned into one. */
export const amount: Reader<number> = (value, issues) => {
  const number = typeof value === 'string' && NUMERIC_TEXT.test(value.trim()) ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : refuse(issues, 'number', value);
};

/** An integer identifier (a safe integer), also accepted as a string of digits. */
export const id: Reader<number> = (value, issues) => {
  const number = typeof value === 'string' && DIGITS.test(value.trim()) ? Number(value.trim()) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : refuse(issues, 'int', value);
};

/** Text that must be text: a code, a name. */
export const string: Reader<string> = (value, issues) => (typeof value === 'string' ? value : refuse(issues, 'string', value));

/** Free text; a number where text is expected (a PIN code, an operator reference) becomes its digits. */
export const text: Reader<string> = (value, issues) => {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : refuse(issues, 'string', value);
};

/** A yes/no flag that may be missing: absent means no. */
export const flag: Reader<boolean> = (value, issues) =>
  value === undefined || value === null ? false : typeof value === 'boolean' ? value : refuse(issues, 'boolean', value);

/** A date in any of the promotion spellings, normalised to an ISO 8601 UTC string. */
export const timestamp: Reader<string> = (value, issues) => {
  if (typeof value !== 'string') return refuse(issues, 'string', value);
  const iso = toIsoTimestamp(value);
  if (iso !== null) return iso;
  issues.push({ code: 'custom', message: `not a recognised date: ${JSON.stringify(value)}`, input: value });
  return REFUSED;
};

/** One of a few words. */
export function oneOf<const V extends string>(...values: V[]): Reader<V> {
  return (value, issues) => {
    if (values.includes(value as V)) return value as V;
    issues.push({ code: 'invalid_value', values, input: value });
    return REFUSED;
  };
}

/** The four states a top-up can be in (FAILED is not in the spec's table but the service sends it). */
export const topupStatus = oneOf('SUCCESSFUL', 'PROCESSING', 'REFUNDED', 'FAILED');

/** A field that may be missing or null: normalised to null so readers test one thing. */
export function orNull<T>(read: Reader<T>): Reader<T | null> {
  return (value, issues) => (value === undefined || value === null ? null : read(value, issues));
}

/** A field that must be present but may be null. */
export function nullable<T>(read: Reader<T>): Reader<T | null> {
  return (value, issues) => (value === null ? null : read(value, issues));
}

const amountOrNull = orNull(amount);
const textOrNull = orNull(text);

/** A list that may be missing or null (collections never are, after reading): normalised to empty. */
export function listOf<T>(read: Reader<T>): Reader<T[]> {
  const list = arrayOf(read);
  return (value, issues) => (value === undefined || value === null ? [] : list(value, issues));
}

/** A list that must be there. */
export function arrayOf<T>(read: Reader<T>): Reader<T[]> {
  return (value, issues) => {
    if (!Array.isArray(value)) return refuse(issues, 'array', value);
    const out = new Array<T>(value.length);
    let refused = false;
    for (let i = 0; i < value.length; i += 1) {
      const from = issues.length;
      const element = read(value[i], issues);
      if (element === REFUSED) {
        refused = true;
        under(issues, from, i);
      } else out[i] = element;
    }
    return refused ? REFUSED : out;
  };
}

/**
 * A map keyed by amount ("5.00" → "1 GB"), normalised to {} when missing or null. Empty ones come
 * as [] as often as {}, because the service's serialiser cannot tell an empty map from an empty list.
 */
export function amountMap<T>(read: Reader<T>): Reader<Record<string, T>> {
  return (value, issues) => {
    const out: Record<string, T> = {};
    if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) return out;
    if (!isPlainObject(value)) return refuse(issues, 'record', value);
    let refused = false;
    for (const key of Object.keys(value)) {
      // A "__proto__" key must not become the output's prototype (zod's records skip it too).
      if (key === '__proto__') continue;
      const from = issues.length;
      const element = read(value[key], issues);
      if (element === REFUSED) {
        refused = true;
        under(issues, from, key);
      } else out[key] = element;
    }
    return refused ? REFUSED : out;
  };
}

/** The fields of the record being read, for its `build` to read one by one. */
export class Fields {
  constructor(
    private readonly input: Readonly<Record<string, unknown>>,
    private readonly issues: Issue[],
  ) {}

  /** `key`'s value read by `read` (`alias`'s when `key` is absent); a refusal is noted for the record. */
  read<T>(key: string, read: Reader<T>, alias?: string): T {
    const raw = alias !== undefined && this.input[key] === undefined ? this.input[alias] : this.input[key];
    const from = this.issues.length;
    const out = read(raw, this.issues);
    if (out !== REFUSED) return out;
    under(this.issues, from, key);
    // Never handed out: the record is refused.
    return undefined as T;
  }

  // The scalars every record has, by name: a call with a known reader is inlined where `read(key, reader)`
  // from a dozen call sites is not, and under tsx an imported reader is a getter call per field read.
  id(key: string, alias?: string): number {
    return this.read(key, id, alias);
  }

  string(key: string): string {
    return this.read(key, string);
  }

  flag(key: string): boolean {
    return this.read(key, flag);
  }

  amount(key: string): number {
    return this.read(key, amount);
  }

  amountOrNull(key: string): number | null {
    return this.read(key, amountOrNull);
  }

  textOrNull(key: string): string | null {
    return this.read(key, textOrNull);
  }
}

type Build<T> = (fields: Fields) => T;

/**
 * A record: `build` returns the output as one object literal, reading each field with `fields.read`. Fields
 * not read are dropped, unless `keepUnknown` (then they follow the ones read, as sent). Every refused field
 * is reported, not only the first.
 *
 * Readers are made once, outside `build`: under tsx (the bench, the tests) every closure made per call
 * costs a microsecond of esbuild's keepNames bookkeeping, more than reading the field.
 */
export function objectOf<T extends object>(build: Build<T>, options: { keepUnknown: true }): Reader<T & Record<string, unknown>>;
export function objectOf<T extends object>(build: Build<T>): Reader<T>;
export function objectOf<T extends object>(build: Build<T>, options: { keepUnknown?: boolean } = {}): Reader<T> {
  return (value, issues) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return refuse(issues, 'object', value);
    const input = value as Record<string, unknown>;
    const mark = issues.length;
    const out = build(new Fields(input, issues));
    if (issues.length > mark) return REFUSED;
    if (options.keepUnknown) {
      for (const key in input) {
        if (key !== '__proto__' && !Object.hasOwn(out, key)) (out as Record<string, unknown>)[key] = input[key];
      }
    }
    return out;
  };
}

/** An object as JSON.parse makes them (what a map may be): not an array, a class instance or null. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
