/**
 * The fast schemas refuse exactly what the old ones refused, and hand out exactly what they handed out.
 * Valid records (the simulator's catalog, and the literal samples of the real service's variants) are
 * mutated at random, field by field, and parsed by both: same verdict, same output, same fields blamed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { buildCatalog } from '../../../src/main/simulator/catalog';
import { findCurrency } from '../../../src/main/simulator/catalog/currencies';
import { commissionRecord, countryRecord, operatorRecord } from '../../../src/main/simulator/catalog/records';
import * as current from '../../../src/main/topup-api/schemas';
import { envelopeSchema, listSchema } from '../../../src/main/topup-api/schemas/page';
import * as legacy from './legacy-schemas';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

const json = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;

const account = findCurrency('USD');
if (!account) throw new Error('no USD');
const catalog = buildCatalog(7, account, Date.UTC(2026, 0, 15));
const origin = 'http://127.0.0.1:4010';
const everyField = { suggestedAmounts: true, suggestedAmountsMap: true };

/** Operators of every kind the catalog has: range, fixed, PIN, data, Indian circle plans, with promotions. */
const operators: Json[] = (() => {
  const picked = new Map<string, (typeof catalog.operators)[number]>();
  for (const operator of catalog.operators) {
    const kind = `${operator.kind}/${operator.denominationType}/${operator.india ? 'india' : ''}/${catalog.promotionsOf(operator.id).length > 0}`;
    if (!picked.has(kind)) picked.set(kind, operator);
  }
  return [...picked.values()].map((operator) => json(operatorRecord(catalog, operator, everyField, origin)));
})();

/** The variants the real service is known to send: numbers as strings, RFC 2822 dates, [] for empty maps, `id` only. */
const serviceOperator = json({
  id: 341,
  name: 'MTN Nigeria',
  bundle: false,
  data: null,
  pin: false,
  supportsLocalAmounts: true,
  denominationType: 'RANGE',
  senderCurrencyCode: 'USD',
  destinationCurrencyCode: 'NGN',
  commission: '4.42',
  internationalDiscount: 4.42,
  localDiscount: 0,
  mostPopularAmount: null,
  minAmount: ' 0.22 ',
  maxAmount: 120,
  country: { isoName: 'NG', name: 'Nigeria' },
  fx: { rate: '412.5', currencyCode: 'NGN' },
  logoUrls: ['https://example.invalid/logo.png'],
  fixedAmounts: [],
  fixedAmountsDescriptions: [],
  localFixedAmounts: ['500', 1000],
  localFixedAmountsDescriptions: { '500.00': 'Talk', '1000.00': 1000 },
  suggestedAmounts: [1, '2', 5],
  suggestedAmountsMap: { '1': 412.5, '2': '825.00' },
  promotions: [{ id: 5665, operatorId: '341', title: 'Double data', startDate: 'Mon, 25 Jun 2018 06:00:00 +0000', endDate: '2020-02-07 11:00:00' }],
});

const transaction = json({
  transactionId: 4602,
  status: 'SUCCESSFUL',
  operatorTransactionId: 99812,
  customIdentifier: 'sale-0001',
  recipientPhone: '2348031234111',
  recipientEmail: null,
  senderPhone: '',
  countryCode: 'NG',
  operatorId: '341',
  operatorName: 'MTN Nigeria',
  discount: '63.37',
  discountCurrencyCode: 'NGN',
  requestedAmount: 1000,
  requestedAmountCurrencyCode: 'NGN',
  deliveredAmount: 1000,
  deliveredAmountCurrencyCode: 'NGN',
  transactionDate: '2022-05-02 10:31:51',
  pinDetail: { serial: 558111, info: 'Dial *123*PIN#', value: null, code: 773709733097662, ivr: '1-888-888-8888', validity: '30 days' },
  balanceInfo: { oldBalance: 60576.86, newBalance: '59640.23', cost: 936.63, currencyCode: 'NGN', currencyName: 'Nigerian Naira', updatedAt: '2022-05-02 14:31:51' },
  addedLater: { a: 1 },
});

/** Both spellings of the PIN instructions at once, and a PIN top-up's status answer. */
const pinTransaction = json({
  ...(transaction as Record<string, Json>),
  pinDetail: { serial: 'S1', info: 'Dial *123*PIN#', info1: 'Dial *123#', info2: 'then the PIN', info3: null, value: 5, code: '7737', ivr: '1-888', validity: '30 days' },
});

const discounted = catalog.operators.find((operator) => operator.internationalDiscount > 0) ?? catalog.operators[0]!;

/** Values that sit on the edges of what a field accepts. */
const edgeValue: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 53,
  1e308,
  '',
  ' ',
  '0',
  '007',
  ' 12 ',
  '-3.5',
  '+4',
  '.5',
  '5.',
  '1e5',
  '0x10',
  'NaN',
  'Infinity',
  '12abc',
  'FIXED',
  'RANGE',
  'REFUNDED',
  '9'.repeat(400),
  'Mon, 25 Jun 2018 06:00:00 +0000',
  '2020-02-30 11:00:00',
  '2020-02-07 11:00:00',
  [],
  [1, '2'],
  ['x'],
  [null],
  {},
  { '1.00': 'a' },
  { '1.00': 5, '2.00': '7.5' },
  { '1.00': null },
  { x: true },
  JSON.parse('{"__proto__": "x", "3.00": "three"}') as Json,
  { isoName: 'NG', name: 'Nigeria' },
  { rate: 1, currencyCode: 'NGN' },
);
const anyValue: fc.Arbitrary<Json> = fc.oneof({ weight: 3, arbitrary: edgeValue }, { weight: 1, arbitrary: fc.jsonValue() as fc.Arbitrary<Json> });

/** Every place in a value a mutation can land: the root, each key, each element. */
function pathsOf(value: Json, prefix: Path = []): Path[] {
  const here = [prefix];
  if (Array.isArray(value)) return [...here, ...value.flatMap((element, index) => pathsOf(element, [...prefix, index]))];
  if (value !== null && typeof value === 'object') return [...here, ...Object.keys(value).flatMap((key) => pathsOf(value[key]!, [...prefix, key]))];
  return here;
}

type Mutation = { at: number; change: { kind: 'delete' } | { kind: 'set'; value: Json } | { kind: 'add'; key: string; value: Json } };

const mutation: fc.Arbitrary<Mutation> = fc.record({
  at: fc.nat(),
  change: fc.oneof(
    fc.constant({ kind: 'delete' as const }),
    fc.record({ kind: fc.constant('set' as const), value: anyValue }),
    fc.record({
      kind: fc.constant('add' as const),
      key: fc.constantFrom('id', 'operatorId', 'promotionId', 'info', 'info1', 'extra', '5.00', 'toString', 'constructor'),
      value: anyValue,
    }),
  ),
});

/** Own data properties only: assigning `__proto__` would change the prototype instead. */
function put(target: Record<string, Json> | Json[], key: string | number, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function mutate(base: Json, mutations: readonly Mutation[]): Json {
  let value = json(base);
  for (const { at, change } of mutations) {
    const paths = pathsOf(value);
    const path = paths[at % paths.length]!;
    if (path.length === 0) {
      if (change.kind === 'set') value = json(change.value);
      continue;
    }
    const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key]!, value) as Record<string, Json> | Json[];
    const key = path[path.length - 1]!;
    const target = change.kind === 'add' && !Array.isArray(parent[key as never]) && typeof parent[key as never] === 'object' ? (parent[key as never] as Record<string, Json> | null) : null;
    if (change.kind === 'delete') {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key as string];
    } else if (change.kind === 'set') put(parent, key, json(change.value));
    else if (target) put(target, change.key, json(change.value));
  }
  return value;
}

/** The fields a failed parse blames, as decode would name them. */
function blamed(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => issue.path.map(String).join('.')))].sort();
}

/** Envelopes hand out an absent paging field as undefined, not as a missing key: paging reads both alike. */
function agree(oldSchema: z.ZodType, newSchema: z.ZodType, input: Json, undefinedIsAbsent = false): void {
  const before = oldSchema.safeParse(input);
  const after = newSchema.safeParse(input);
  expect(after.success, JSON.stringify(input)).toBe(before.success);
  if (before.success && after.success) {
    if (undefinedIsAbsent) expect(after.data).toEqual(before.data);
    else expect(after.data).toStrictEqual(before.data);
  }
  if (!before.success && !after.success) expect(blamed(after.error)).toEqual(blamed(before.error));
}

const page = json({ content: operators.slice(0, 3), pageable: { pageNumber: 0, pageSize: 3 }, totalPages: 9, totalElements: 25, last: false, first: true, number: 0, size: 3 });

const cases: Array<{ name: string; old: z.ZodType; now: z.ZodType; samples: Json[]; undefinedIsAbsent?: boolean }> = [
  { name: 'operator', old: legacy.operatorSchema, now: current.operatorSchema, samples: [...operators, serviceOperator] },
  { name: 'transaction', old: legacy.transactionSchema, now: current.transactionSchema, samples: [transaction, pinTransaction] },
  {
    name: 'top-up status',
    old: legacy.topupStatusSchema,
    now: current.topupStatusSchema,
    samples: [transaction, json({ code: 'OK', message: 'done', status: 'SUCCESSFUL', transaction: pinTransaction }), json({ code: null, message: 'ok', status: 'PROCESSING', transaction: null })],
  },
  { name: 'promotion', old: legacy.promotionSchema, now: current.promotionSchema, samples: catalog.promotions.slice(0, 3).map(json) },
  { name: 'commission', old: legacy.commissionSchema, now: current.commissionSchema, samples: [json(commissionRecord(discounted, catalog.updatedAt))] },
  { name: 'country', old: legacy.countrySchema, now: current.countrySchema, samples: catalog.countries.slice(0, 2).map((country) => json(countryRecord(country))) },
  { name: 'balance', old: legacy.balanceSchema, now: current.balanceSchema, samples: [json({ balance: '10000.50', currencyCode: 'USD', currencyName: 'US dollar', updatedAt: '2026-01-01 00:00:00' })] },
  { name: 'fx rate', old: legacy.fxRateSchema, now: current.fxRateSchema, samples: [json({ id: 341, name: 'MTN', fxRate: '412.5', currencyCode: 'NGN' })] },
  {
    name: 'page of operators',
    old: legacy.envelopeSchema(legacy.operatorSchema),
    now: envelopeSchema(current.operatorSchema),
    samples: [page, json(operators.slice(0, 2))],
    undefinedIsAbsent: true,
  },
  {
    name: 'list of countries',
    old: legacy.listSchema(legacy.countrySchema),
    now: listSchema(current.countrySchema),
    samples: [json(catalog.countries.slice(0, 3).map(countryRecord)), json({ content: catalog.countries.slice(0, 2).map(countryRecord), number: 0 })],
  },
];

describe('the fast schemas and the old ones agree', () => {
  it.each(cases)('$name: on the valid samples', ({ old, now, samples, undefinedIsAbsent }) => {
    for (const sample of samples) {
      expect(old.safeParse(sample).success).toBe(true);
      agree(old, now, sample, undefinedIsAbsent);
    }
  });

  it.each(cases)('$name: on mutated samples (verdict, output and the fields blamed)', ({ old, now, samples, undefinedIsAbsent }) => {
    fc.assert(
      fc.property(fc.constantFrom(...samples), fc.array(mutation, { minLength: 1, maxLength: 3 }), (sample, mutations) => {
        agree(old, now, mutate(sample, mutations), undefinedIsAbsent);
      }),
      { numRuns: 3000 },
    );
  });

  it('operator: the current schema parses its own output to the same value (the catalog re-reads what it stored)', () => {
    for (const sample of [...operators, serviceOperator]) {
      const once = current.operatorSchema.parse(sample);
      expect(current.operatorSchema.parse(json(once))).toStrictEqual(once);
    }
  });
});
