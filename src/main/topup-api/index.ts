/**
 * The Top-up service client: every endpoint typed and validated, tokens renewed by themselves,
 * reads retried, top-ups never sent twice. Plain Node (no Electron), so the core and its tests use it as is.
 */
export {
  createTopupClient,
  type CallOptions,
  type OperatorQuery,
  type PhoneNumber,
  type SuggestedAmountsQuery,
  type TopupClient,
  type TopupClientOptions,
  type TopupRequest,
  type TransactionFilter,
} from './client';
export { toIsoTimestamp } from './dates';
export { ENVIRONMENTS, type Environment } from './environments';
export {
  clerkMessage,
  CredentialsError,
  NetworkError,
  SchemaError,
  ServiceError,
  TopupApiError,
  type NetworkErrorKind,
} from './errors';
export type { Page, PageQuery } from './paging';
export { API_MEDIA_TYPE, type RequestInfo } from './service';
export * from './schemas';
