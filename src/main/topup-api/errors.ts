/**
 * Every failure the client reports is one of these, so callers branch on the class (and `code`)
 * instead of parsing messages. `message` is meant for the clerk; the fields are for the code.
 * No error ever carries the client secret or an access token.
 */
export abstract class TopupApiError extends Error {
  abstract readonly code: string;
}

export interface ServiceErrorInit {
  status: number;
  errorCode: string | null;
  serviceMessage: string;
  path: string | null;
  details: unknown[];
  retryAfterMs?: number;
}

/** The service answered, and refused: an HTTP status outside 2xx. */
export class ServiceError extends TopupApiError {
  override readonly name: string = 'ServiceError';
  readonly status: number;
  readonly errorCode: string | null;
  readonly serviceMessage: string;
  readonly path: string | null;
  readonly details: unknown[];
  /** How long the service asked us to wait (429 and some 503s), when it said so. */
  declare readonly retryAfterMs?: number;

  constructor(init: ServiceErrorInit, message = clerkMessage(init)) {
    super(message);
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.serviceMessage = init.serviceMessage;
    this.path = init.path;
    this.details = init.details;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
  }

  get code(): string {
    return this.errorCode ?? `HTTP_${this.status}`;
  }
}

/** The token endpoint refused the client id/secret: nothing will work until settings change. */
export class CredentialsError extends ServiceError {
  override readonly name: string = 'CredentialsError';

  constructor(init: ServiceErrorInit, environment: string) {
    super(
      init,
      `The top-up service refused the till's credentials for the ${environment} environment. ` +
        'Most likely they belong to the other environment (sandbox and live credentials are separate), ' +
        'or the client secret was mistyped.',
    );
  }

  override get code(): string {
    return 'INVALID_CREDENTIALS';
  }
}

export type NetworkErrorKind = 'connect' | 'timeout' | 'reset' | 'aborted';

const NETWORK_MESSAGES: Record<NetworkErrorKind, string> = {
  connect: 'Could not reach the top-up service. Check the internet connection.',
  timeout: 'The top-up service did not answer in time.',
  reset: 'The connection to the top-up service broke off.',
  aborted: 'The request to the top-up service was cancelled.',
};

/**
 * No usable answer came back. `mayHaveReachedService` is what decides whether a top-up must be
 * reconciled before it can be sent again: false only when we know the request never left.
 */
export class NetworkError extends TopupApiError {
  override readonly name: string = 'NetworkError';
  readonly kind: NetworkErrorKind;
  readonly mayHaveReachedService: boolean;

  constructor(kind: NetworkErrorKind, mayHaveReachedService: boolean, options?: { cause?: unknown }) {
    super(NETWORK_MESSAGES[kind], options);
    this.kind = kind;
    this.mayHaveReachedService = mayHaveReachedService;
  }

  get code(): string {
    return `NETWORK_${this.kind.toUpperCase()}`;
  }
}

/** A 2xx answer the client cannot read: not JSON, or not the shape the contract promises. */
export class SchemaError extends TopupApiError {
  override readonly name: string = 'SchemaError';
  readonly code = 'SCHEMA_MISMATCH';
  /** The body exactly as received, so the journal can keep what the service actually said. */
  readonly raw: string;
  readonly issues: string[];
  readonly status: number;

  constructor(init: { raw: string; issues: string[]; status: number }) {
    super('The top-up service sent an answer the till does not understand.');
    this.raw = init.raw;
    this.issues = init.issues;
    this.status = init.status;
  }
}

/** What the clerk is told for the refusals a till meets in practice; anything else shows the service's own words. */
const CLERK_MESSAGES: Record<string, string> = {
  INSUFFICIENT_BALANCE: 'The account balance is too low for this top-up.',
  INVALID_AMOUNT: 'This amount is not valid for the operator.',
  INVALID_AMOUNT_FOR_OPERATOR: 'This amount is not valid for the operator.',
  INVALID_RECIPIENT_PHONE: "The customer's number is not valid for the chosen country.",
  INVALID_PHONE_NUMBER: 'The phone number is not valid.',
  INVALID_SENDER_PHONE: "The sender's number is not valid for the chosen country.",
  PHONE_RECENTLY_RECHARGED: 'This number was topped up moments ago; wait two minutes before topping it up again.',
  COULD_NOT_AUTO_DETECT_OPERATOR: "The number's operator could not be detected; choose the operator by hand.",
  COUNTRY_NOT_SUPPORTED: 'Top-ups to this country are not available.',
  OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE: 'The operator is not available right now.',
  OPERATOR_NOT_IN_SERVICE: 'The operator is not in service.',
  MAX_DAILY_TRANSACTION_AMOUNT_REACHED: "The account's daily top-up amount limit has been reached.",
  MAX_DAILY_TRANSACTION_COUNT_REACHED: "The account's daily number of top-ups has been reached.",
  TOPUP_TRANSACTION_FAILED: 'The top-up failed; the customer was not topped up.',
  TRANSACTION_CANNOT_BE_PROCESSED_AT_THE_MOMENT: 'The top-up cannot be processed at the moment.',
  CUSTOM_IDENTIFIER_ALREADY_USED: "This sale's reference was already used for another top-up.",
  INACTIVE_ACCOUNT: 'The top-up account has been deactivated; contact the account manager.',
  ACCOUNT_NOT_FOUND: 'The top-up account does not exist.',
  TOKEN_EXPIRED: 'The till could not stay signed in to the top-up service.',
  INVALID_TOKEN: 'The till could not sign in to the top-up service.',
  TRANSACTION_NOT_FOUND: 'The top-up service has no such transaction.',
};

/** The clerk's words for a refusal: ours for the codes a till meets, else the service's own. */
export function clerkMessage(init: ServiceErrorInit): string {
  const known = init.errorCode ? CLERK_MESSAGES[init.errorCode] : undefined;
  if (known) return known;
  if (init.status === 429) return 'The top-up service is busy; try again shortly.';
  if (init.status >= 500) return 'The top-up service is having a problem; try again shortly.';
  return init.serviceMessage || `The top-up service refused the request (HTTP ${init.status}).`;
}

/**
 * Reads a refusal body into the ServiceError fields. Two shapes exist (API errors and the
 * unknown-path 404), and a proxy in between may answer with HTML, so nothing here is required.
 */
export function refusalFromBody(status: number, body: string, requestPath: string, retryAfterMs?: number): ServiceErrorInit {
  const fields = parseObject(body);
  const text = (key: string): string | null => {
    const value = fields?.[key];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  // The spec prints OPERATOR_UNAVAILABLE_OR_CURRENTLY INACTIVE with a space; the service sends '_'.
  const errorCode = text('errorCode')?.trim().replace(/\s+/g, '_') ?? null;
  const details = fields?.['details'];
  return {
    status,
    errorCode,
    serviceMessage: text('message') ?? text('error') ?? body.trim().slice(0, 200),
    path: text('path') ?? requestPath,
    details: Array.isArray(details) ? details : [],
    ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
  };
}

function parseObject(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
