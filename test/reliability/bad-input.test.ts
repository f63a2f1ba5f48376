/**
 * Hostile input at every contract method, over real HTTP, as a property (fast-check): whatever the body
 * (random JSON; the method's own keys with wrong-typed or odd values; almost-valid numbers, amounts, ids and
 * days; duplicate keys and out-of-range number literals; 30k-deep nesting; bodies over the size limit; bytes
 * that are not JSON at all), the web host answers 2xx, or 4xx with `{error:{code,message}}` in the contract's
 * words: never a 5xx, a stack trace or a dropped connection. A refusal writes nothing (sales, settings, the
 * data folder), and the host still answers status.get afterwards.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, isAbsolute, join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { METHOD_NAMES, methods, type MethodInput, type MethodName, type MethodOutput } from '../../src/shared/contract';
import { ERROR_CODES } from '../../src/shared/errors';
import { MAX_BODY_BYTES } from '../../src/main/web-host/json-body';
import { temporaryOf } from '../../src/main/files/temporary-name';
import { callApi, type HostedTill, rawRequest, type RawResponse, startHostedTill } from '../integration/web-host/support';
import { numberEnding, validAmount } from '../support/till-harness';
import { eventually } from '../support/eventually';

/** Fixed, so a failure reproduces: fast-check prints the seed and path of the failing run. */
const SEED = 0x7111_2026;
const RUNS_PER_METHOD = 100;
/** The money path gets more: its handlers check numbers, amounts and operators beyond the schema. */
const MORE_RUNS: Partial<Record<MethodName, number>> = { 'sales.create': 300, 'sales.quote': 200, 'operators.detect': 200 };
/**
 * A hang is a failure to report, not a test timeout to puzzle over. Only a hang reaches this: an answer the host
 * gives comes in milliseconds, and on a machine kept busy by other work in seconds.
 */
const ANSWER_WITHIN_MS = 30_000;
const MAX_MESSAGE = 500;
/** Words that mean an internal detail reached the clerk: a missing value, a stack trace, a driver error. */
const LEAKS = ['undefined', '[object', 'TypeError', 'at /', 'SqliteError'];

/**
 * Methods that may write when the input is valid. After one of them answers 2xx the data folder is let settle
 * before the next baseline: a Z report writes its backup after it has answered.
 */
const WRITERS = new Set<MethodName>(['settings.update', 'settings.setCredentials', 'journal.backup', 'journal.restore', 'journal.reopen', 'sales.create', 'sales.cancel', 'catalog.sync', 'reports.day']);

type Json = fc.JsonValue;
type JsonObject = { [key: string]: Json };

// ---------------------------------------------------------------------------------------------------------
// The till under test, and what it looked like before each call

let hosted: HostedTill;

interface Fixture {
  operatorId: number;
  amount: string;
  /** A national mobile number the simulator sells to. */
  number: string;
  saleId: string;
  today: string;
}
let fixture: Fixture;

async function api<M extends MethodName>(method: M, input?: MethodInput<M>): Promise<MethodOutput<M>> {
  const response = await callApi(hosted, method, input);
  if (response.status !== 200) throw new Error(`${method} answered ${response.status}: ${response.text.slice(0, 300)}`);
  return (methods[method].output as z.ZodType).parse(response.json()) as MethodOutput<M>;
}

interface Snapshot {
  sales: number;
  more: boolean;
  settings: string;
  /** The data folder, recursively, but for the journal's own files: sending and syncing change them at any time. */
  files: string[];
  settingsFile: string | null;
}

async function snapshot(): Promise<Snapshot> {
  const list = await api('sales.list', { limit: 500 });
  const settings = await api('settings.get');
  const settingsPath = join(hosted.dataDir, 'settings.json');
  return {
    sales: list.sales.length,
    more: list.more,
    settings: JSON.stringify(settings),
    files: readdirSync(hosted.dataDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => !name.startsWith('journal-training.sqlite'))
      .sort(),
    settingsFile: existsSync(settingsPath) ? readFileSync(settingsPath, 'utf8') : null,
  };
}

/**
 * After a legitimate write: waits until no file is still being written under a temporary name (a Z report's backup
 * is begun before the report is answered, and ends after), then that is the new normal. What sending changes later
 * (the journal, the training service's history) changes no name the snapshot lists.
 */
async function settledSnapshot(): Promise<Snapshot> {
  const writing = () => readdirSync(hosted.dataDir, { recursive: true, encoding: 'utf8' }).some((name) => temporaryOf(basename(name)) !== null);
  await eventually(async () => (writing() ? undefined : true));
  return snapshot();
}

let baseline: Snapshot;

beforeAll(async () => {
  hosted = await startHostedTill();
  // The catalog and a first sale give the almost-valid inputs real operators, numbers and ids to start from.
  await api('catalog.sync', {});
  const number = numberEnding('NG', '000');
  const { operator } = await api('operators.detect', { country: 'NG', number });
  const amount = validAmount(operator);
  const sale = await api('sales.create', { operatorId: operator.id, amount, recipient: { country: 'NG', number }, requestId: 'bad-input-fixture' });
  const status = await api('status.get');
  fixture = { operatorId: operator.id, amount, number, saleId: sale.id, today: status.businessDay };
}, 30_000);

afterAll(() => hosted?.close());

// ---------------------------------------------------------------------------------------------------------
// Bodies

interface Body {
  label: string;
  text: string | Buffer | undefined;
  chunked: boolean;
  /** Over the size limit: the answer must be 413 whether the length was declared or streamed. */
  tooLarge: boolean;
  [fc.toStringMethod](): string;
}

function body(label: string, text: string | Buffer | undefined, chunked = false): Body {
  return {
    label,
    text,
    chunked,
    tooLarge: text !== undefined && Buffer.byteLength(text) > MAX_BODY_BYTES,
    // A 200 KB counterexample is no use in a report: its start and size are.
    [fc.toStringMethod]: () => {
      const shown = text === undefined ? '(none)' : typeof text === 'string' ? JSON.stringify(text.slice(0, 300)) : `<${text.subarray(0, 40).toString('hex')}>`;
      return `${label}${chunked ? ' (chunked)' : ''}: ${shown} [${text?.length ?? 0} ${typeof text === 'string' ? 'chars' : 'bytes'}]`;
    },
  };
}

const jsonBody = (label: string) => (value: Json) => body(label, JSON.stringify(value));

/** Sets a key as an own, enumerable property even when it is `__proto__`, so JSON.stringify sends it. */
function put(target: JsonObject, key: string, value: Json): JsonObject {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

const objectOf = (entries: ReadonlyArray<readonly [string, Json]>): JsonObject => entries.reduce<JsonObject>((object, [key, value]) => put(object, key, value), {});

const isObject = (value: Json | undefined): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function setPath(root: Json, path: readonly string[], value: Json): Json {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const object = isObject(root) ? root : {};
  const inner = Object.hasOwn(object, head) ? object[head] : undefined;
  return put(object, head, setPath(inner ?? {}, rest, value));
}

function removePath(root: Json, path: readonly string[]): Json {
  const [head, ...rest] = path;
  if (head === undefined || !isObject(root) || !Object.hasOwn(root, head)) return root;
  if (rest.length === 0) delete root[head];
  else put(root, head, removePath(root[head] ?? null, rest));
  return root;
}

// ---------------------------------------------------------------------------------------------------------
// The keys each method takes, read from the contract so a new field is attacked without touching this file

interface KeyTree {
  readonly [key: string]: KeyTree | null;
}

function keyTree(schema: z.core.$ZodType): KeyTree | null {
  if (schema instanceof z.ZodObject) {
    return Object.fromEntries(Object.entries(schema.shape as Record<string, z.core.$ZodType>).map(([key, inner]) => [key, keyTree(inner)]));
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault || schema instanceof z.ZodNullable) return keyTree(schema.unwrap() as z.core.$ZodType);
  if (schema instanceof z.ZodPipe) return keyTree(schema.in as z.core.$ZodType);
  // A list of objects (a shift's counted cash): its items' keys, as if it were one of them.
  if (schema instanceof z.ZodArray) return keyTree(schema.element as z.core.$ZodType);
  if (schema instanceof z.ZodUnion) {
    // A recipient is a phone or an e-mail: offer the keys of every branch, mixed.
    const merged = Object.assign({}, ...(schema.options as z.core.$ZodType[]).map((option) => keyTree(option) ?? {})) as KeyTree;
    return Object.keys(merged).length > 0 ? merged : null;
  }
  return null;
}

/** Every path into the tree, objects and leaves alike. */
function pathsOf(tree: KeyTree, prefix: string[] = []): string[][] {
  return Object.entries(tree).flatMap(([key, inner]) => [[...prefix, key], ...(inner ? pathsOf(inner, [...prefix, key]) : [])]);
}

function subtree(tree: KeyTree, path: readonly string[]): KeyTree | null {
  return path.reduce<KeyTree | null>((at, key) => at?.[key] ?? null, tree);
}

// ---------------------------------------------------------------------------------------------------------
// Values

const ODD_STRINGS: Json[] = [
  '', ' ', '\t\n\r', '0', '-1', '1e21', '-1e21', 'NaN', 'Infinity', '-Infinity', 'null', 'true', '[]', '{}', '__proto__', 'constructor',
  '\u0000', '\u0007bell', '\u001b[31mred', '\u202eevil\u202c', 'مرحبا بالعالم', 'שלום', '😀', '👨‍👩‍👧‍👦', '🇳🇬', 'ﷺ', 'Z̴̧̛a̵l̷g̸o', '\ud800', '\udfff',
  'İ', 'ß', '\u200b', '\ufeff', "'; DROP TABLE sales; --", '%s%s%n', '${7*7}', '{{7*7}}', '../../../etc/passwd', 'C:\\Windows', '\\\\server\\share',
];
const ODD_NUMBERS: Json[] = [0, -0, -1, 1.5, 0.1 + 0.2, 1e21, -1e21, 1e-7, 2 ** 31, 2 ** 53, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MAX_VALUE, Number.MIN_VALUE, -Number.MAX_VALUE];
/** Long strings of one unit: "a few KB" of ASCII, accents, emoji, RTL script, NULs, spaces. */
const longString = fc.tuple(fc.constantFrom('x', 'é', '😀', 'مر', '\u0000', ' ', '9'), fc.integer({ min: 61, max: 4_000 })).map(([unit, count]) => unit.repeat(count));

const scalar: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: longString },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constantFrom<Json>(true, false, null) },
);

/** Keys no method takes, some of them long: a message that names unknown keys must stay short all the same. */
const oddKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '', ' ', 'LIMIT', 'limit ', 'operatorID', '\u0000', '😀', 'مفتاح', '$where', 'a.b', '0', 'length'),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme', minLength: 500, maxLength: 2_000 }),
);

const hostile: fc.Arbitrary<Json> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.array(fc.tuple(oddKey, scalar), { maxLength: 3 }).map(objectOf) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

function shift(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Values that look almost right for a key, by the key's name; a key without a pool gets hostile values. */
function pools(fx: Fixture): Record<string, Json[]> {
  const n = fx.number;
  const digits = (base: number) => n.replace(/\d/g, (digit) => String.fromCharCode(base + Number(digit)));
  const amounts = [
    fx.amount, `${fx.amount}.`, `.${fx.amount}`, `0${fx.amount}`, `${fx.amount},00`, ` ${fx.amount} `, `${fx.amount}\n`, `${fx.amount}\u200b`, `+${fx.amount}`, `-${fx.amount}`,
    '-0', '0', '0.000000', '0.000001', '0.0000001', '999999999', '999999999.999999', '9999999999', '1e3', '1 000', '1_000', '0x10', '١٠', '５', 'NaN', 'Infinity', '$5', '5 USD', '5€', '5.5.5',
  ];
  return {
    number: [
      n, `0${n}`, `+234${n}`, `234${n}`, `+234 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `(${n.slice(0, 3)}) ${n.slice(3)}`, `${n.slice(0, 3)}-${n.slice(3)}`,
      n.slice(1), `${n}0`, `${n}${'0'.repeat(20)}`, n.replace(/0/g, 'O'), digits(0x660), digits(0xff10), `${n} ext. 12`, `\u202e${n}`, `${n}\u0000`, `\u200b${n}`,
      '+', `++234${n}`, '+447700900123', '012345678', '12', '   ', `${n}\n`, `+999${n}`, `tel:+234${n}`, '😀😀😀', "'; DROP TABLE sales; --", '0'.repeat(24), '0'.repeat(25), Number(`234${n}`),
    ],
    amount: [...amounts, Number(fx.amount), 0.1 + 0.2, 1e21, -1, 0, 1e-7, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, 5.000001, 5.0000001],
    lowBalanceThreshold: amounts,
    operatorId: [fx.operatorId, -fx.operatorId, 0, -0, fx.operatorId + 0.5, String(fx.operatorId), ` ${fx.operatorId}`, 2 ** 31, 2 ** 53, 2 ** 53 + 2, 1e21, Number.MAX_VALUE, 987654321, 1, [fx.operatorId], { id: fx.operatorId }, true],
    country: ['NG', 'ng', 'Ng', ' NG ', 'NGA', 'N', '', 'ZZ', 'XK', 'UK', 'EU', '00', 'N1', 'ＮＧ', 'NG\u0000', 'İS', 'ß', 'GH', 'CU', 'US'],
    defaultCountry: ['NG', 'ng', 'NGA', '', 'ZZ', ' NG'],
    day: [
      fx.today, shift(fx.today, -1), shift(fx.today, 1), shift(fx.today, 3650), '2026-02-30', '2026-13-01', '2026-00-10', '0000-01-01', '0001-01-01', '0100-01-01', '9999-12-31',
      '2026-1-1', `${fx.today}T00:00:00Z`, '２０２６-11-22', `${fx.today} `, ` ${fx.today}`, '2100-02-29', '2000-02-29', '1970-01-01', '1969-12-31', '2026/11/22', '22-11-2026',
      '+02026-11-22', '-2026-11-22', 20261122,
    ],
    id: [fx.saleId, fx.saleId.toLowerCase(), ` ${fx.saleId} `, `${fx.saleId}x`, fx.saleId.slice(0, -1), `${fx.saleId}\u0000`, '', ' ', 'x'.repeat(150), 'x'.repeat(151), "' OR '1'='1", '%', '_', '*', '../../etc/passwd', '\u0000', 'null', 0, -1],
    requestId: ['bad-input-fixture', 'short', 'x'.repeat(64), 'x'.repeat(65), 'with space', 'ünïcode-123', '--------', '12345678', ' bad-input-0002 ', 'bad_input_3', '', 12345678],
    name: [
      'airtime-till-training-2026-01-01T00-00-00-000Z.sqlite', 'airtime-till-sandbox-2026-01-01T00-00-00-000Z.sqlite', 'airtime-till-live-2026-01-01T00-00-00-000Z.sqlite',
      '../journal-training.sqlite', 'journal-training.sqlite', '/etc/passwd', `airtime-till-training-${'0'.repeat(30)}.sqlite`, `airtime-till-training-${'0'.repeat(31)}.sqlite`,
      'airtime-till-training-2026-01-01T00-00-00-000Z.sqlite\n', '.sqlite', 'AIRTIME-TILL-TRAINING-2026-01-01T00-00-00-000Z.SQLITE',
    ],
    environment: ['sandbox ', 'Sandbox', 'LIVE', 'training', 'training ', 'prod', '', 'live\u0000'],
    timeZone: ['Mars/Olympus', 'UTC ', 'utc', 'UTC', 'Etc/GMT+14', 'Etc/GMT+15', '+05:30', 'America/New_York', 'Asia/Kolkata', 'EST5EDT', '../../etc/localtime', 'Europe/London\u0000', '', ' ', 'x'.repeat(400)],
    startHour: [-1, 24, 23, 0, 0.5, '1', 1e21, -0],
    email: ['someone@nauta.com.cu', 'a@b', '@', 'a@b.c', `${'x'.repeat(250)}@a.co`, 'ünï@cöde.com', 'a@b.com\u0000', '"quoted"@example.com', 'a@@b.com'],
    text: ['%', '_', '\\', "'", '"', '%%', 'MTN', 'mtn%', '\u0000', '  ', 'x'.repeat(60), 'x'.repeat(61), '😀', 'مرحبا'],
    limit: [0, 1, 500, 501, -1, 1.5, '100', 1e21, 2 ** 31, null],
    kind: ['X', 'Z', 'x', 'z', 'Y', '', 'XZ', ' Z', 'receipt', 'voucher', 'RECEIPT', 'network', 'none'],
    saleId: [fx.saleId, ` ${fx.saleId} `, `${fx.saleId}x`, '', 'x'.repeat(151), '../../etc/passwd', '\u0000', 0],
    copy: ['original', 'reprint', 'REPRINT', '', 0, 1],
    jobId: [1, 2, 0, -1, 1.5, '1', 2 ** 53],
    language: ['en', 'fr', 'ar', 'EN', 'de', ''],
    state: ['queued', 'QUEUED', 'done', '', 'succeeded '],
    before: ['garbage', `${fx.today}T00:00:00Z`, '', '9999', "' OR 1=1 --", `${fx.today}T25:61:00Z`],
    reason: ['', ' ', 'x'.repeat(200), 'x'.repeat(201), 'cancelled\u0000'],
    clientId: ['', ' ', 'x'.repeat(200), 'x'.repeat(201), '\u0000'],
    clientSecret: ['', ' ', 'x'.repeat(500), 'x'.repeat(501), '\u0000'],
    folder: ['relative/path', './backups', 'backups', 'C:\\till', '~/backups', '', ' ', '\\\\server\\share'],
    keep: [0, 1, 1000, 1001, -1, 1.5, '72'],
    columns: [32, 42, 48, 40, '48', 47.5, 0],
    concurrency: [0, 1, 8, 9, 2.5],
    mode: ['sync', 'async', 'SYNC', 'batch'],
    // Not `true`: a forced sync is valid and takes a third of a second; hostile values still send it now and then.
    force: [false, 'true', 'false', 1, 0, null],
    useLocalAmount: [true, false, 'false', 0, 1, null],
    kiosk: [true, false, 'true'],
    clerk: ['', 'x'.repeat(60), 'x'.repeat(61), '😀', 'مرحبا', ' ', '\u0000'],
  };
}

function valueFor(key: string, near: Record<string, Json[]>): fc.Arbitrary<Json> {
  const pool = near[key];
  return pool ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool) }, { weight: 1, arbitrary: hostile }) : hostile;
}

/** Valid input for each method: the start of the almost-valid bodies. A Record, so a new method needs one. */
function bases(fx: Fixture): { [M in MethodName]: MethodInput<M> } {
  const day = fx.today;
  return {
    'status.get': {},
    'catalog.sync': { force: false },
    'catalog.countries': {},
    'catalog.operators': { country: 'NG' },
    'catalog.operator': { operatorId: fx.operatorId },
    'catalog.logo': { operatorId: fx.operatorId },
    'catalog.search': { text: 'MTN', country: 'NG' },
    'operators.detect': { country: 'NG', number: fx.number },
    'sales.quote': { operatorId: fx.operatorId, amount: fx.amount, useLocalAmount: false },
    'sales.create': { operatorId: fx.operatorId, amount: fx.amount, recipient: { country: 'NG', number: fx.number } },
    'sales.get': { id: fx.saleId },
    'sales.list': { limit: 500 },
    'sales.cancel': { id: fx.saleId, reason: 'bad input test' },
    'sales.reconcile': { id: fx.saleId },
    'sales.recentNumbers': {},
    'sales.clearRecentNumbers': {},
    'reports.day': { day, kind: 'X' },
    'reports.csv': { day },
    'reports.reconcile': { day },
    'receipts.render': { saleId: fx.saleId, kind: 'receipt', copy: 'original' },
    'receipts.pdf': { jobId: 1, columns: 32 },
    'printing.print': { saleId: fx.saleId, kind: 'receipt' },
    'printing.test': {},
    'printing.showPin': { saleId: fx.saleId },
    'printing.again': { jobId: 1 },
    'printing.testPage': {},
    'printing.jobs': { saleId: fx.saleId },
    'printing.printers': {},
    'settings.get': {},
    'settings.update': { clerk: 'Clerk', printer: { columns: 48 } },
    'journal.health': {},
    'journal.reopen': {},
    'journal.backup': {},
    'journal.backups': {},
    'journal.restore': { name: 'airtime-till-training-2026-01-01T00-00-00-000Z.sqlite' },
    'settings.setCredentials': { environment: 'sandbox', clientId: 'bad-input-client', clientSecret: 'bad-input-secret' },
    'sales.facets': { day },
    'reports.exportCsv': { day },
    'printing.printReport': { report: 'day', day },
    'clerks.session': {},
    'clerks.setup': { name: 'Ada', pin: '1234' },
    'clerks.list': {},
    'clerks.signIn': { clerkId: 'no-such-clerk', pin: '1234' },
    'clerks.lock': {},
    'clerks.touch': {},
    'clerks.approve': { clerkId: 'no-such-clerk', pin: '1234', action: 'close-day' },
    'clerks.endApproval': {},
    'clerks.add': { name: 'Bola', pin: '123456', role: 'clerk' },
    'clerks.update': { id: 'no-such-clerk', active: false },
    'clerks.resetPin': { id: 'no-such-clerk', pin: '4321' },
    'clerks.unlock': { id: 'no-such-clerk' },
    'clerks.approvals': { day },
    'audit.list': { day },
    'audit.exportCsv': { day },
    'shifts.open': { float: '100' },
    'shifts.report': {},
    'shifts.close': { counted: [{ currency: 'USD', amount: '100' }] },
    'shifts.list': { day },
    'chain.status': {},
    // Schema-valid, a file that is not there: refused, with its reason.
    'chain.enrol': { path: '/nonexistent/till_0042.chain.json' },
    'chain.leave': {},
    'customer.show': { step: 'typing', language: 'en', country: 'NG', number: fx.number, operatorId: null },
    'customer.confirmation': {},
    // Refused whatever the key: skipping the customer's yes needs a manager's setting this till does not have.
    'customer.skip': { requestId: 'bad-input-fixture' },
    'customer.screens': {},
  };
}

type Mutation = { set: string[]; value: Json } | { remove: string[] } | { extra: string[]; key: string; value: Json } | { whole: Json };

function mutate(base: Json, changes: readonly Mutation[]): Json {
  let result = structuredClone(base);
  for (const change of changes) {
    if ('whole' in change) result = change.whole;
    else if ('set' in change) result = setPath(result, change.set, change.value);
    else if ('remove' in change) result = removePath(result, change.remove);
    else result = setPath(result, [...change.extra, change.key], change.value);
  }
  return result;
}

const NOT_JSON = [
  '{', '}', '{"a":', 'undefined', 'NaN', 'Infinity', "{'a':1}", '{a:1}', '{"a":1,}', '[1,]', '\ufeff{}', '{}garbage', '{} {}', '--', 'true false', 'a=1&b=2', '<xml/>',
  '\u0000', '"unterminated', '0x10', '01', '.5', '+1', '{"a":"\\x41"}', '{"a":"\u0000"}', '[[[[[', '}}}}', '\\u0041', '/* comment */ {}',
];
/** Number literals as a client may write them: out of range, past 2^53, negative zero, exponents, trailing zeros. */
const LITERALS = ['1e400', '-1e400', '2e-400', '1e21', '-0', '-0.0', '0e0', '0.0000001', '123456789012345678901234567890', '9007199254740993', '1E2', '5.50', '1.0'];
const LITERAL_SLOT = 'ʘliteralʘ';

/** Every kind of body for one method. */
function bodiesFor(method: MethodName, fx: Fixture): fc.Arbitrary<Body> {
  const near = pools(fx);
  const tree = keyTree(methods[method].input) ?? {};
  const paths = pathsOf(tree);
  const rootKeys = Object.keys(tree);
  const someKey = rootKeys.length > 0 ? fc.constantFrom(...rootKeys) : oddKey;
  const base = JSON.parse(JSON.stringify(bases(fx)[method])) as Json;

  const keyed = (at: KeyTree): fc.Arbitrary<Json> => {
    const keys = Object.keys(at);
    const odd = fc.tuple(oddKey, hostile);
    const real = (key: string): fc.Arbitrary<readonly [string, Json]> => {
      const inner = at[key];
      const value = inner ? fc.oneof(keyed(inner), valueFor(key, near)) : valueFor(key, near);
      return value.map((v) => [key, v] as const);
    };
    const entry = keys.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys).chain(real) }, { weight: 1, arbitrary: odd }) : odd;
    return fc.array(entry, { maxLength: 6 }).map(objectOf);
  };

  const objectPaths: string[][] = [[], ...paths.filter((path) => subtree(tree, path) !== null)];
  const change: Array<fc.Arbitrary<Mutation>> = [
    hostile.map((whole) => ({ whole })),
    fc.tuple(fc.constantFrom(...objectPaths), oddKey, hostile).map(([extra, key, value]) => ({ extra, key, value })),
  ];
  if (paths.length > 0) {
    const set = fc.constantFrom(...paths).chain((path) => valueFor(path.at(-1) ?? '', near).map((value): Mutation => ({ set: path, value })));
    change.push(set, set, set, set, fc.constantFrom(...paths).map((remove) => ({ remove })));
  }
  const mutated = fc.array(fc.oneof(...change), { minLength: 1, maxLength: 3 }).map((changes) => mutate(base, changes));
  // One field almost right and the rest valid: what reaches the handlers' own checks (phone, amount, day, id).
  const pooled = paths.filter((path) => near[path.at(-1) ?? ''] !== undefined);
  const onePath = () => (pooled.length > 0 ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pooled) }, { weight: 1, arbitrary: fc.constantFrom(...paths) }) : fc.constantFrom(...paths));
  const oneField =
    paths.length > 0
      ? onePath().chain((path) => fc.constantFrom(...(near[path.at(-1) ?? ''] ?? ODD_STRINGS)).map((value) => setPath(structuredClone(base), path, value)))
      : mutated;

  const literal = (paths.length > 0 ? fc.constantFrom(...paths) : fc.constant(['x'])).chain((path) =>
    fc.constantFrom(...LITERALS).map((text) => body('number literal', JSON.stringify(setPath(structuredClone(base), path, LITERAL_SLOT)).replace(`"${LITERAL_SLOT}"`, text))),
  );

  const duplicate = fc.tuple(someKey, hostile, fc.boolean()).map(([key, value, first]) => {
    const inner = JSON.stringify(base).slice(1, -1);
    const repeated = `${JSON.stringify(key)}:${JSON.stringify(value)}`;
    return body('duplicate key', `{${(first ? [repeated, inner] : [inner, repeated]).filter(Boolean).join(',')}}`);
  });

  const notJson = fc.oneof(
    fc.constantFrom(...NOT_JSON).map((text) => body('not JSON', text)),
    fc.string({ unit: 'binary', maxLength: 200 }).map((text) => body('random text', text)),
    fc.uint8Array({ minLength: 1, maxLength: 200 }).map((bytes) => body('random bytes', Buffer.from(bytes))),
    fc.constantFrom('', ' ', '\n\t\r ').map((text) => body('blank', text)),
    fc.constant(body('no body', undefined)),
    // Hundreds of unknown keys: the answer names a few, briefly.
    fc.constant(body('300 unknown keys', JSON.stringify(Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i]))))),
  );

  const deep = fc.tuple(fc.integer({ min: 1_000, max: 30_000 }), fc.constantFrom('arrays', 'objects', 'mixed', 'unclosed'), someKey).map(([depth, shape, key]) => {
    const open = shape === 'objects' ? `{${JSON.stringify(key)}:` : shape === 'mixed' ? `[{${JSON.stringify(key)}:` : '[';
    const close = shape === 'objects' ? '}' : shape === 'mixed' ? '}]' : ']';
    return body(`${depth} nested ${shape}`, open.repeat(depth) + (shape === 'arrays' || shape === 'unclosed' ? '' : '1') + (shape === 'unclosed' ? '' : close.repeat(depth)));
  });

  // From just under the limit (must be read and refused on content) to four times over it.
  const large = fc.tuple(fc.integer({ min: MAX_BODY_BYTES - 64, max: 4 * MAX_BODY_BYTES }), fc.boolean(), someKey).map(([size, chunked, key]) => {
    const head = `{${JSON.stringify(key)}:"`;
    return body(`${size} bytes`, head + 'x'.repeat(Math.max(0, size - Buffer.byteLength(head) - 2)) + '"}', chunked);
  });

  return fc
    .oneof(
      { weight: 5, arbitrary: oneField.map(jsonBody('one field almost right')) },
      { weight: 3, arbitrary: mutated.map(jsonBody('valid input, mutated')) },
      { weight: 2, arbitrary: keyed(tree).map(jsonBody('its keys, odd values')) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map(jsonBody('random JSON')) },
      { weight: 1, arbitrary: hostile.map(jsonBody('hostile value')) },
      { weight: 1, arbitrary: literal },
      { weight: 1, arbitrary: duplicate },
      { weight: 2, arbitrary: notJson },
      { weight: 1, arbitrary: deep },
      { weight: 1, arbitrary: large },
    )
    .filter((candidate) => safeToSend(method, candidate));
}

// ---------------------------------------------------------------------------------------------------------
// What is not sent, and why

function parsedBody(candidate: Body): { json: true; value: unknown } | { json: false } {
  const text = candidate.text?.toString('utf8') ?? '';
  if (text.trim() === '') return { json: true, value: undefined };
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false };
  }
}

/**
 * Valid input that must not run here, though it is legitimate: the host would rightly act on it.
 * - settings.update switching to sandbox or live: a 2xx that turns the rest of this file into a test of an
 *   unconfigured, networked till; and a backup folder that is a full path: backups would then be written
 *   outside the temporary data folder (anywhere on this machine).
 * - clerks.setup and clerks.add with valid input: the till would then have a manager (or a clerk), and every
 *   later call here would rightly be refused until someone signs in.
 * - settings.setCredentials with schema-valid input: it verifies the credentials against the real sandbox
 *   service before storing them. Here that service is unreachable and the answer is 503 OFFLINE, which is
 *   correct (the caller is told the service cannot be reached, nothing is stored), not a crash; on a machine
 *   with internet it would send junk credentials to a third party and depend on its answer. So only input the
 *   contract refuses is sent to it, and no 5xx is excused anywhere in this file.
 */
function safeToSend(method: MethodName, candidate: Body): boolean {
  const parsed = parsedBody(candidate);
  if (!parsed.json) return true;
  if (method === 'settings.setCredentials') return !methods['settings.setCredentials'].input.safeParse(parsed.value).success;
  if (method === 'clerks.setup' || method === 'clerks.add') return !methods[method].input.safeParse(parsed.value).success;
  if (method === 'settings.update') {
    const patch = methods['settings.update'].input.safeParse(parsed.value);
    if (!patch.success) return true;
    const folder = patch.data.backup?.folder;
    return (patch.data.environment === undefined || patch.data.environment === 'training') && !(folder !== undefined && isAbsolute(folder));
  }
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// The property

const ErrorAnswer = z.strictObject({
  error: z.strictObject({ code: z.enum(ERROR_CODES), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
});

function send(method: MethodName, candidate: Body): Promise<RawResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-till-token': hosted.host.token };
  if (candidate.chunked) headers['transfer-encoding'] = 'chunked';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${method}: no answer within ${ANSWER_WITHIN_MS} ms`)), ANSWER_WITHIN_MS);
  });
  return Promise.race([rawRequest(hosted.host.port, { method: 'POST', path: `/api/${method}`, headers, body: candidate.text }), timeout]).finally(() => clearTimeout(timer));
}

function checkAnswer(method: MethodName, candidate: Body, response: RawResponse): void {
  const where = `${method} ← ${candidate[fc.toStringMethod]()} → ${response.status} ${response.text.slice(0, 400)}`;
  const ok = response.status >= 200 && response.status < 300;
  expect(ok || (response.status >= 400 && response.status < 500), `2xx or 4xx: ${where}`).toBe(true);
  if (candidate.tooLarge) expect(response.status, `413 over the size limit: ${where}`).toBe(413);
  let answer: unknown;
  expect(() => (answer = JSON.parse(response.text)), `a JSON answer: ${where}`).not.toThrow();
  if (ok) {
    expect((methods[method].output as z.ZodType).safeParse(answer).success, `output inside the contract: ${where}`).toBe(true);
    return;
  }
  const refusal = ErrorAnswer.safeParse(answer);
  expect(refusal.success, `{error:{code,message}} with a contract code: ${where}`).toBe(true);
  const message = refusal.data?.error.message ?? '';
  // A form marks the fields named here: each must be a field of this method (dotted), or the input as a whole.
  const known = new Set(['(input)', ...pathsOf(keyTree(methods[method].input) ?? {}).map((path) => path.join('.'))]);
  for (const field of Object.keys(refusal.data?.error.fields ?? {})) {
    // An item of a list is named by its place (counted.0.amount): the field is the list's.
    const named = field.split('.').filter((part) => !/^\d+$/.test(part)).join('.');
    expect(known.has(named), `"${field}" is a field of ${method}: ${where}`).toBe(true);
  }
  expect(message.trim().length, `a message: ${where}`).toBeGreaterThan(0);
  expect(message.length, `a message of at most ${MAX_MESSAGE} characters: ${where}`).toBeLessThanOrEqual(MAX_MESSAGE);
  // A word the caller sent may come back quoted ("Unrecognized key"); one the caller did not send is a leak.
  const sent = candidate.text?.toString('utf8') ?? '';
  for (const leak of LEAKS) {
    expect(message.includes(leak) && !sent.includes(leak), `no "${leak}" in the message: ${where}`).toBe(false);
  }
}


async function exercise(method: MethodName, candidate: Body): Promise<void> {
  const response = await send(method, candidate);
  checkAnswer(method, candidate, response);
  if (response.status < 300) {
    // A legitimate call may write; what it wrote is the new normal for the refusals after it.
    baseline = WRITERS.has(method) ? await settledSnapshot() : await snapshot();
    return;
  }
  expect(await snapshot(), `a refused ${method} wrote nothing: ${candidate[fc.toStringMethod]()} → ${response.status}`).toEqual(baseline);
}

describe('hostile input at every method, over HTTP', () => {
  it.each(METHOD_NAMES.map((method, index) => [method, index] as const))('%s: 2xx or a clean 4xx, a refusal writes nothing, the host keeps serving', async (method, index) => {
    baseline = await snapshot();
    await fc.assert(
      fc.asyncProperty(bodiesFor(method, fixture), (candidate) => exercise(method, candidate)),
      { seed: SEED + index, numRuns: MORE_RUNS[method] ?? RUNS_PER_METHOD, endOnFailure: true },
    );
    const status = await callApi(hosted, 'status.get');
    expect(status.status, status.text.slice(0, 300)).toBe(200);
  });
});
