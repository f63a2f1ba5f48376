import type { z } from 'zod';
import { version } from '../../../package.json';
import { resolveEndpoints, type Environment } from './environments';
import { DEFAULT_TIMEOUTS } from './http';
import { eachItem, toPage, type Page, type PageQuery } from './paging';
import { DEFAULT_RETRY } from './retry';
import {
  asyncTopupSchema,
  balanceSchema,
  commissionSchema,
  countrySchema,
  fxRateSchema,
  operatorSchema,
  promotionSchema,
  topupStatusSchema,
  transactionSchema,
  type Balance,
  type Commission,
  type Country,
  type FxRate,
  type Operator,
  type Promotion,
  type TopupStatus,
  type TopupTransaction,
} from './schemas';
import type { Schema } from './schemas/fields';
import { envelopeSchema, listSchema } from './schemas/page';
import { TopupService, type QueryValue, type RequestInfo } from './service';

export interface TopupClientOptions {
  environment: Environment;
  clientId: string;
  clientSecret: string;
  /** Required for training; elsewhere overrides the table for a custom deployment. */
  baseUrl?: string;
  /** Defaults to the environment's, or to baseUrl for training. The token is at {authUrl}/oauth/token. */
  authUrl?: string;
  /** Defaults to the environment's, or to baseUrl for training. */
  audience?: string;
  /** Default `AirtimeTill/<version>`. */
  userAgent?: string;
  timeouts?: { connectMs?: number; headersMs?: number; bodyMs?: number };
  /** Applies to reads only; top-ups are never sent twice by the client. */
  retry?: { attempts?: number; baseDelayMs?: number; maxDelayMs?: number; maxTotalMs?: number };
  /** Renew this long before expiry; default 60, never more than half the token's lifetime. */
  tokenSafetyMarginSeconds?: number;
  /** The clock a token's lifetime is kept by (default the system's): a test moves it instead of waiting. */
  now?: () => number;
  /** Called after every HTTP exchange, for logs and metrics. Never sees headers or bodies. */
  onRequest?: (info: RequestInfo) => void;
}

export interface CallOptions {
  signal?: AbortSignal;
}

/** Filters shared by the operator endpoints; every flag is optional and the service's default applies when absent. */
export interface OperatorQuery {
  includeBundles?: boolean;
  includeData?: boolean;
  includePin?: boolean;
  suggestedAmounts?: boolean;
  suggestedAmountsMap?: boolean;
}

export interface SuggestedAmountsQuery {
  suggestedAmounts?: boolean;
  suggestedAmountsMap?: boolean;
}

export interface TransactionFilter {
  countryCode?: string;
  customIdentifier?: string;
  /** 'YYYY-MM-DD HH:mm:ss' in the service's clock (UTC). */
  startDate?: string;
  endDate?: string;
  operatorId?: number;
  operatorName?: string;
}

export interface PhoneNumber {
  /** ISO 3166-1 alpha-2 code of the number's country. */
  countryCode: string;
  number: string;
}

export interface TopupRequest {
  operatorId: number;
  amount: number;
  useLocalAmount?: boolean;
  /** The sale's reference; unique per top-up, and how a lost answer is reconciled. */
  customIdentifier?: string;
  recipientPhone?: PhoneNumber;
  /** Only for the e-mail-addressed Cuban operator, which takes senderPhone and no recipientPhone. */
  recipientEmail?: string;
  senderPhone?: PhoneNumber;
}

export interface TopupClient {
  getBalance(o?: CallOptions): Promise<Balance>;
  listCountries(o?: CallOptions): Promise<Country[]>;
  getCountry(iso: string, o?: CallOptions): Promise<Country>;
  listOperators(q?: OperatorQuery & PageQuery, o?: CallOptions): Promise<Page<Operator>>;
  /** Every operator, page after page as the loop reads. */
  operators(q?: OperatorQuery, o?: CallOptions): AsyncIterable<Operator>;
  getOperator(id: number, q?: OperatorQuery, o?: CallOptions): Promise<Operator>;
  listOperatorsByCountry(iso: string, q?: OperatorQuery, o?: CallOptions): Promise<Operator[]>;
  detectOperator(phone: string, iso: string, q?: SuggestedAmountsQuery, o?: CallOptions): Promise<Operator>;
  getFxRate(input: { operatorId: number; amount: number }, o?: CallOptions): Promise<FxRate>;
  listCommissions(q?: PageQuery, o?: CallOptions): Promise<Page<Commission>>;
  commissions(o?: CallOptions): AsyncIterable<Commission>;
  getOperatorCommission(operatorId: number, o?: CallOptions): Promise<Commission>;
  listPromotions(q?: PageQuery, o?: CallOptions): Promise<Page<Promotion>>;
  promotions(o?: CallOptions): AsyncIterable<Promotion>;
  getPromotion(id: number, o?: CallOptions): Promise<Promotion>;
  listPromotionsByCountry(iso: string, o?: CallOptions): Promise<Promotion[]>;
  listPromotionsByOperator(operatorId: number, o?: CallOptions): Promise<Promotion[]>;
  /** Sent once, never retried: on a NetworkError with mayHaveReachedService, reconcile by customIdentifier. */
  sendTopup(req: TopupRequest, o?: CallOptions): Promise<TopupTransaction>;
  /** Sent once, never retried. The id comes back even for a top-up that will fail: read its status. */
  sendTopupAsync(req: TopupRequest, o?: CallOptions): Promise<{ transactionId: number }>;
  getTopupStatus(transactionId: number, o?: CallOptions): Promise<TopupStatus>;
  listTransactions(filter?: TransactionFilter & PageQuery, o?: CallOptions): Promise<Page<TopupTransaction>>;
  transactions(filter?: TransactionFilter, o?: CallOptions): AsyncIterable<TopupTransaction>;
  getTransaction(transactionId: number, o?: CallOptions): Promise<TopupTransaction>;
  /** Closes the keep-alive connections; calls after this fail. */
  close(): Promise<void>;
}

export function createTopupClient(options: TopupClientOptions): TopupClient {
  const service = new TopupService({
    environment: options.environment,
    endpoints: resolveEndpoints(options.environment, options),
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    userAgent: options.userAgent ?? `AirtimeTill/${version}`,
    timeouts: { ...DEFAULT_TIMEOUTS, ...definedOnly(options.timeouts) },
    retry: { ...DEFAULT_RETRY, ...definedOnly(options.retry) },
    tokenSafetyMarginSeconds: Math.max(0, options.tokenSafetyMarginSeconds ?? 60),
    now: options.now ?? Date.now,
    onRequest: options.onRequest,
  });

  const read = <T>(
    route: string,
    schema: z.ZodType<T>,
    o: CallOptions | undefined,
    extra: { params?: Record<string, string | number>; query?: Record<string, QueryValue> } = {},
  ): Promise<T> => service.call({ method: 'GET', route, schema, retry: true, ...extra }, o?.signal);

  const paged = async <T>(
    route: string,
    item: Schema<T>,
    query: Record<string, QueryValue> & PageQuery,
    o: CallOptions | undefined,
  ): Promise<Page<T>> => toPage(await read(route, envelopeSchema(item), o, { query }), query.page ?? 1);

  const topup = <T>(route: string, schema: z.ZodType<T>, req: TopupRequest, o: CallOptions | undefined) =>
    service.call({ method: 'POST', route, body: req, schema, retry: false }, o?.signal);

  return {
    getBalance: (o) => read('/accounts/balance', balanceSchema, o),
    listCountries: (o) => read('/countries', listSchema(countrySchema), o),
    getCountry: (iso, o) => read('/countries/{iso}', countrySchema, o, { params: { iso } }),

    listOperators: (q = {}, o) => paged('/operators', operatorSchema, { ...q }, o),
    operators: (q = {}, o) => eachItem((page) => paged('/operators', operatorSchema, { ...q, page }, o)),
    getOperator: (id, q = {}, o) => read('/operators/{id}', operatorSchema, o, { params: { id }, query: { ...q } }),
    listOperatorsByCountry: (iso, q = {}, o) =>
      read('/operators/countries/{iso}', listSchema(operatorSchema), o, { params: { iso }, query: { ...q } }),
    detectOperator: (phone, iso, q = {}, o) =>
      read('/operators/auto-detect/phone/{phone}/countries/{iso}', operatorSchema, o, { params: { phone, iso }, query: { ...q } }),
    // A POST, but it only reads a rate: safe to retry like a GET.
    getFxRate: (input, o) =>
      service.call(
        { method: 'POST', route: '/operators/fx-rate', body: { operatorId: input.operatorId, amount: input.amount }, schema: fxRateSchema, retry: true },
        o?.signal,
      ),

    listCommissions: (q = {}, o) => paged('/operators/commissions', commissionSchema, { ...q }, o),
    commissions: (o) => eachItem((page) => paged('/operators/commissions', commissionSchema, { page }, o)),
    getOperatorCommission: (operatorId, o) =>
      read('/operators/{operatorId}/commissions', commissionSchema, o, { params: { operatorId } }),

    listPromotions: (q = {}, o) => paged('/promotions', promotionSchema, { ...q }, o),
    promotions: (o) => eachItem((page) => paged('/promotions', promotionSchema, { page }, o)),
    getPromotion: (id, o) => read('/promotions/{id}', promotionSchema, o, { params: { id } }),
    listPromotionsByCountry: (iso, o) =>
      read('/promotions/country-codes/{iso}', listSchema(promotionSchema), o, { params: { iso } }),
    listPromotionsByOperator: (operatorId, o) =>
      read('/promotions/operators/{operatorId}', listSchema(promotionSchema), o, { params: { operatorId } }),

    sendTopup: (req, o) => topup('/topups', transactionSchema, req, o),
    sendTopupAsync: (req, o) => topup('/topups-async', asyncTopupSchema, req, o),
    getTopupStatus: (transactionId, o) =>
      read('/topups/{transactionId}/status', topupStatusSchema, o, { params: { transactionId } }),
    listTransactions: (filter = {}, o) => paged('/topups/reports/transactions', transactionSchema, { ...filter }, o),
    transactions: (filter = {}, o) =>
      eachItem((page) => paged('/topups/reports/transactions', transactionSchema, { ...filter, page }, o)),
    getTransaction: (transactionId, o) =>
      read('/topups/reports/transactions/{transactionId}', transactionSchema, o, { params: { transactionId } }),

    close: () => service.close(),
  };
}

/** Drops keys explicitly set to undefined, so they do not override the defaults in a spread. */
function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}
