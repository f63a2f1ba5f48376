/** Helpers for the simulator's own tests: raw HTTP over global fetch, tokens, numbers. */
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../../src/main/simulator';
import type { TokenResponse } from '../../../src/main/simulator/auth';
import type { IndianExtras } from '../../../src/main/simulator/catalog/operators';
import type { Promotion } from '../../../src/main/simulator/catalog/promotions';
import type { commissionRecord, countryRecord, operatorRecord } from '../../../src/main/simulator/catalog/records';
import type { apiErrorBody, frameworkErrorBody } from '../../../src/main/simulator/errors';
import type { pageOf } from '../../../src/main/simulator/paging';
import type { Topups } from '../../../src/main/simulator/topups';
import type { transactionRecord } from '../../../src/main/simulator/transaction-record';

export { startSimulator };
export type { RunningSimulator, SimulatorOptions };
export { eventually, sleep } from '../../support/eventually';

export const SANDBOX = 'https://topups-sandbox.reloadly.com';
export const VERSIONED = 'application/com.reloadly.topups-v1+json';

/** JSON shapes the tests read, as the simulator builds them. */
export type { Promotion, TokenResponse };
export type Country = ReturnType<typeof countryRecord>;
export type Operator = ReturnType<typeof operatorRecord>;
/** An Indian operator's record, which also carries its circle plans and plan names. */
export type IndianOperator = Operator & IndianExtras;
export type Commission = ReturnType<typeof commissionRecord>;
export type Transaction = ReturnType<typeof transactionRecord>;
export type Page<T> = ReturnType<typeof pageOf<T>>;
/** The API error shape. */
export type ApiErrorBody = ReturnType<typeof apiErrorBody>;
/** The framework's own 404/405 shape. */
export type FrameworkErrorBody = ReturnType<typeof frameworkErrorBody>;
export type TopupStatusAnswer = ReturnType<Topups['status']>;
export interface AsyncAccepted {
  transactionId: number;
}
export interface Balance {
  balance: number;
  currencyCode: string;
  currencyName: string;
  updatedAt: string;
}
export interface FxRate {
  id: number;
  name: string;
  fxRate: number;
  currencyCode: string;
}

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** `T`: the body expected, a token by default (an error body when the test expects a refusal). */
export async function tokenFor<T = TokenResponse>(sim: RunningSimulator, overrides: Record<string, unknown> = {}): Promise<Answer<T>> {
  return call<T>(sim, 'POST', '/oauth/token', {
    auth: false,
    body: { client_id: sim.clientId, client_secret: sim.clientSecret, grant_type: 'client_credentials', audience: SANDBOX, ...overrides },
  });
}

export interface CallOptions {
  /** false: no Authorization header; a string: that token; default: a fresh valid token. */
  auth?: false | string;
  body?: unknown;
  /** Sent as is instead of JSON.stringify(body). */
  rawBody?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const tokens = new WeakMap<RunningSimulator, string>();

export async function token(sim: RunningSimulator): Promise<string> {
  let cached = tokens.get(sim);
  if (!cached) {
    const answer = await tokenFor(sim);
    if (answer.status !== 200) throw new Error(`token: ${answer.status} ${answer.text}`);
    cached = answer.body.access_token;
    tokens.set(sim, cached);
  }
  return cached;
}

export async function call<T = unknown>(sim: RunningSimulator, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: VERSIONED, ...options.headers };
  if (options.auth !== false) headers.Authorization = `Bearer ${options.auth ?? (await token(sim))}`;
  let body: string | undefined = options.rawBody;
  if (body === undefined && options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['Content-Type'] ??= 'application/json';
  const response = await fetch(`${sim.url}${path}`, { method, headers, body, signal: options.signal });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

export const get = <T = unknown>(sim: RunningSimulator, path: string, options: CallOptions = {}) => call<T>(sim, 'GET', path, options);
export const post = <T = unknown>(sim: RunningSimulator, path: string, body: unknown, options: CallOptions = {}) =>
  call<T>(sim, 'POST', path, { ...options, body });

/** A national mobile number of `iso` whose last three digits are `lastThree` (the outcome rule reads them). */
export function mobileNumber(iso: CountryCode, lastThree: string): string {
  const example = getExampleNumber(iso, examples);
  if (!example) throw new Error(`no example number for ${iso}`);
  return `${example.nationalNumber.slice(0, -3)}${lastThree}`;
}

/** Every field of the spec's Operator table. */
export const OPERATOR_FIELDS = [
  'operatorId', 'name', 'bundle', 'data', 'pin', 'supportsLocalAmounts', 'supportsGeographicalRechargePlans',
  'denominationType', 'senderCurrencyCode', 'senderCurrencySymbol', 'destinationCurrencyCode', 'destinationCurrencySymbol',
  'commission', 'internationalDiscount', 'localDiscount', 'mostPopularAmount', 'mostPopularLocalAmount', 'minAmount',
  'maxAmount', 'localMinAmount', 'localMaxAmount', 'country', 'fx', 'logoUrls', 'fixedAmounts', 'fixedAmountsDescriptions',
  'localFixedAmounts', 'localFixedAmountsDescriptions', 'suggestedAmounts', 'suggestedAmountsMap', 'promotions',
];

/** Every field of the spec's Top-up transaction table. */
export const TRANSACTION_FIELDS = [
  'transactionId', 'status', 'operatorTransactionId', 'customIdentifier', 'recipientPhone', 'recipientEmail', 'senderPhone',
  'countryCode', 'operatorId', 'operatorName', 'discount', 'discountCurrencyCode', 'requestedAmount',
  'requestedAmountCurrencyCode', 'deliveredAmount', 'deliveredAmountCurrencyCode', 'transactionDate', 'pinDetail', 'balanceInfo',
];

export const SERVICE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Asserts the API error shape and returns its errorCode. */
export function errorShape(body: unknown): ApiErrorBody {
  if (typeof body !== 'object' || body === null) throw new Error(`error body is not an object: ${JSON.stringify(body)}`);
  const keys = ['timeStamp', 'message', 'path', 'errorCode', 'infoLink', 'details'];
  for (const key of keys) if (!(key in body)) throw new Error(`error body lacks ${key}: ${JSON.stringify(body)}`);
  const shaped = body as ApiErrorBody;
  if (!SERVICE_TIME.test(shaped.timeStamp)) throw new Error(`bad timeStamp ${shaped.timeStamp}`);
  if (!Array.isArray(shaped.details)) throw new Error('details is not an array');
  return shaped;
}

/** The first operator of a country matching `test`, from the API. */
export async function findOperator(sim: RunningSimulator, iso: string, test: (operator: Operator) => boolean): Promise<Operator> {
  const answer = await get<Operator[]>(sim, `/operators/countries/${iso}`);
  const operator = answer.body.find(test);
  if (!operator) throw new Error(`no matching operator in ${iso}`);
  return operator;
}

/** An amount the operator accepts (in account currency). */
export function validAmount(operator: Operator): number {
  return operator.denominationType === 'RANGE' ? Math.max(operator.minAmount as number, 5) : (operator.fixedAmounts[0] as number);
}

let sequence = 0;
export function reference(label: string): string {
  sequence += 1;
  return `${label}-${process.pid}-${sequence}`;
}
