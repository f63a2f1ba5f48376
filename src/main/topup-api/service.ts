import type { z } from 'zod';
import { abortedError } from './abort';
import type { Environment, ResolvedEndpoints } from './environments';
import { CredentialsError, NetworkError, ServiceError, refusalFromBody } from './errors';
import { HttpTransport, type HttpResponse, type Timeouts } from './http';
import { requestedDelayMs, withRetries, type RetryPolicy } from './retry';
import { decode } from './schemas/decode';
import { tokenSchema } from './schemas/token';
import { TokenManager, type IssuedToken } from './token-manager';

/** The versioned media type selects API v1. */
export const API_MEDIA_TYPE = 'application/com.reloadly.topups-v1+json';

/** What `onRequest` hears about each HTTP exchange: never headers or bodies, which hold the token and the secret. */
export interface RequestInfo {
  method: string;
  /** The concrete path, without the query string. */
  path: string;
  /** The path's template, e.g. '/operators/{operatorId}': groups metrics without phone numbers or ids. */
  route: string;
  /** null when no answer came. */
  status: number | null;
  ms: number;
  /** 1-based count of exchanges made for this call (retries and the token replay each add one). */
  attempt: number;
}

export interface ServiceSettings {
  environment: Environment;
  endpoints: ResolvedEndpoints;
  clientId: string;
  clientSecret: string;
  userAgent: string;
  timeouts: Timeouts;
  retry: RetryPolicy;
  tokenSafetyMarginSeconds: number;
  now: () => number;
  onRequest?: ((info: RequestInfo) => void) | undefined;
}

export type QueryValue = string | number | boolean | undefined;

export interface Call<S extends z.ZodType> {
  method: 'GET' | 'POST';
  /** Path template; `{name}` is filled from `params`, URL-encoded. */
  route: string;
  params?: Record<string, string | number>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  schema: S;
  /** Reads may be sent again after a failure; top-ups never (the sale engine reconciles instead). */
  retry: boolean;
}

interface Exchange {
  method: 'GET' | 'POST';
  endpoint: Endpoint;
  /** What is asked for there: the base URL's path, the route's, and the query. */
  requestTarget: string;
  /** The route filled in, for onRequest. */
  path: string;
  route: string;
  headers: Record<string, string>;
  body?: string;
}

/** A call made ready to send, and what its attempts have done so far. */
interface Prepared<S extends z.ZodType> {
  call: Call<S>;
  path: string;
  requestTarget: string;
  body: string | undefined;
  /** Exchanges made for this call (retries and the token replay each add one). */
  sent: number;
  replayed: boolean;
}

const TOKEN_ROUTE = '/oauth/token';

/** A URL split once into the origin connections are pooled by and the path every request there starts with. */
interface Endpoint {
  origin: string;
  basePath: string;
}

function endpointOf(url: string): Endpoint {
  const parsed = new URL(url);
  return { origin: parsed.origin, basePath: parsed.pathname.replace(/\/+$/, '') };
}

/**
 * Sends calls to the service: authorises them, replays once on a refused token, retries reads,
 * turns refusals into ServiceErrors and validates answers.
 */
export class TopupService {
  readonly #settings: ServiceSettings;
  readonly #transport: HttpTransport;
  readonly #tokens: TokenManager;
  readonly #api: Endpoint;
  readonly #tokenService: Endpoint;

  constructor(settings: ServiceSettings) {
    this.#settings = settings;
    this.#api = endpointOf(settings.endpoints.baseUrl);
    this.#tokenService = endpointOf(settings.endpoints.tokenUrl);
    this.#transport = new HttpTransport(settings.timeouts);
    this.#tokens = new TokenManager(() => this.#issueToken(), settings.tokenSafetyMarginSeconds, settings.now);
  }

  async call<S extends z.ZodType>(call: Call<S>, signal: AbortSignal | undefined): Promise<z.output<S>> {
    const path = fillRoute(call.route, call.params ?? {});
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const requestTarget = `${this.#api.basePath}${path}${queryString(call.query ?? {})}`;
    const request: Prepared<S> = { call, path, requestTarget, body, sent: 0, replayed: false };
    return call.retry
      ? withRetries(() => this.#attempt(request, signal), this.#settings.retry, signal)
      : this.#attempt(request, signal);
  }

  // A method rather than a closure per call: under tsx (the bench) every closure made per call costs a
  // microsecond of esbuild's keepNames bookkeeping.
  async #attempt<S extends z.ZodType>(request: Prepared<S>, signal: AbortSignal | undefined): Promise<z.output<S>> {
    const { call, path } = request;
    const token = await this.#token(call.retry, signal);
    let response = await this.#send(this.#exchange(request, token), (request.sent += 1), signal);
    // A 401 means the service did not act on the request, so even a top-up may be replayed;
    // once only, so a token the service keeps refusing cannot loop.
    if (!request.replayed && isRefusedToken(response)) {
      request.replayed = true;
      this.#tokens.invalidate(token);
      response = await this.#send(this.#exchange(request, await this.#token(call.retry, signal)), (request.sent += 1), signal);
    }
    if (!isSuccess(response)) throw new ServiceError(this.#refusal(response, path));
    return decode(call.schema, response.body, response.status);
  }

  #exchange(request: Prepared<z.ZodType>, token: string): Exchange {
    const { call, body } = request;
    return {
      method: call.method,
      endpoint: this.#api,
      requestTarget: request.requestTarget,
      path: request.path,
      route: call.route,
      headers: this.#headers(API_MEDIA_TYPE, body !== undefined, token),
      ...(body === undefined ? {} : { body }),
    };
  }

  close(): Promise<void> {
    return this.#transport.close();
  }

  async #issueToken(): Promise<IssuedToken> {
    const { clientId, clientSecret, endpoints, environment } = this.#settings;
    const body = JSON.stringify({
      client_id: clientId,
      client_secret: clientSecret,
      grant_type: 'client_credentials',
      audience: endpoints.audience,
    });
    const exchange: Exchange = {
      method: 'POST',
      endpoint: this.#tokenService,
      requestTarget: this.#tokenService.basePath,
      path: TOKEN_ROUTE,
      route: TOKEN_ROUTE,
      headers: this.#headers('application/json', true, null),
      body,
    };
    // Shared by every waiting caller, so no caller's signal may cancel it; the timeouts bound it.
    const response = await this.#send(exchange, 1, undefined);
    if (!isSuccess(response)) {
      const refusal = this.#refusal(response, TOKEN_ROUTE);
      // The token service's own refusals do not always carry the code; a 401/403 there can only be the credentials.
      const refusedCredentials = refusal.errorCode === 'INVALID_CREDENTIALS' || response.status === 401 || response.status === 403;
      if (refusedCredentials) throw new CredentialsError(refusal, environment);
      // Nothing answers tokens at that address: almost always an auth URL given with /oauth/token already on it.
      if (response.status === 404) {
        throw new ServiceError(refusal, `The token service address ${endpoints.tokenUrl} answered 404 (not found). Check the auth URL: give the service's address only, without /oauth/token.`);
      }
      throw new ServiceError(refusal);
    }
    const token = decode(tokenSchema, response.body, response.status, redactToken);
    return { accessToken: token.access_token, expiresInSeconds: token.expires_in };
  }

  /**
   * A token for a call. Asking for one changes nothing at the service, so it is retried even for
   * a top-up; for reads the call's own retry loop already covers it, and nesting would multiply.
   * Whatever failed at the token service, the call itself has not been sent: its error says so.
   */
  async #token(callIsRetried: boolean, signal: AbortSignal | undefined): Promise<string> {
    try {
      return callIsRetried
        ? await this.#tokens.get(signal)
        : await withRetries(() => this.#tokens.get(signal), this.#settings.retry, signal);
    } catch (error) {
      if (error instanceof NetworkError && error.mayHaveReachedService) {
        throw new NetworkError(error.kind, false, { cause: error });
      }
      throw error;
    }
  }

  #headers(accept: string, hasBody: boolean, token: string | null): Record<string, string> {
    return {
      accept,
      'user-agent': this.#settings.userAgent,
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
    };
  }

  #refusal(response: HttpResponse, path: string) {
    return refusalFromBody(response.status, response.body, path, requestedDelayMs((name) => response.header(name), Date.now()));
  }

  async #send(exchange: Exchange, attempt: number, signal: AbortSignal | undefined): Promise<HttpResponse> {
    if (signal?.aborted) throw abortedError(signal, false);
    const started = performance.now();
    let status: number | null = null;
    try {
      const response = await this.#transport.send({
        method: exchange.method,
        origin: exchange.endpoint.origin,
        path: exchange.requestTarget,
        headers: exchange.headers,
        signal,
        ...(exchange.body === undefined ? {} : { body: exchange.body }),
      });
      status = response.status;
      return response;
    } finally {
      this.#report({
        method: exchange.method,
        path: exchange.path,
        route: exchange.route,
        status,
        ms: Math.round(performance.now() - started),
        attempt,
      });
    }
  }

  #report(info: RequestInfo): void {
    try {
      this.#settings.onRequest?.(info);
    } catch {
      // A logging or metrics hook must never be what fails a sale.
    }
  }
}

function isSuccess(response: HttpResponse): boolean {
  return response.status >= 200 && response.status < 300;
}

/** 401 for the token itself (expired, or one we believed valid but the service does not know). */
function isRefusedToken(response: HttpResponse): boolean {
  if (response.status !== 401) return false;
  const { errorCode } = refusalFromBody(response.status, response.body, '');
  return errorCode === 'TOKEN_EXPIRED' || errorCode === 'INVALID_TOKEN';
}

/**
 * Keeps the token out of a SchemaError's raw body, which may end up in a journal or a log. A cut-off
 * body may end inside the token, so the match runs to the closing quote or to the end.
 */
export function redactToken(raw: string): string {
  return raw.replace(/("access_token"\s*:\s*")(?:[^"\\]|\\.)*"?/g, '$1<redacted>"');
}

export function fillRoute(route: string, params: Record<string, string | number>): string {
  return route.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    const valid = typeof value === 'number' ? Number.isSafeInteger(value) && value >= 0 : typeof value === 'string' && value.trim() !== '';
    if (!valid) throw new TypeError(`${name} must be ${typeof value === 'number' ? 'a whole number' : 'given'} (got ${String(value)})`);
    return encodeURIComponent(String(value).trim());
  });
}

export function queryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
