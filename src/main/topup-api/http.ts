import { Agent } from 'undici';
import { abortedError } from './abort';
import { NetworkError } from './errors';

export interface Timeouts {
  /** TCP + TLS handshake. */
  connectMs: number;
  /** From the request being sent to the response headers. */
  headersMs: number;
  /** Longest silence while the body streams in. */
  bodyMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { connectMs: 5_000, headersMs: 15_000, bodyMs: 15_000 };

export interface HttpRequest {
  method: 'GET' | 'POST';
  /** `https://host[:port]`: connections are pooled per origin. */
  origin: string;
  /** Path and query, e.g. `/operators/countries/NG?suggestedAmounts=true`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
  signal?: AbortSignal | undefined;
}

export interface HttpResponse {
  status: number;
  header(name: string): string | undefined;
  body: string;
}

/**
 * One keep-alive connection pool per origin (API and token service), with the three timeouts.
 * Sends bytes and returns bytes; every transport failure leaves as a NetworkError.
 */
export class HttpTransport {
  readonly #agent: Agent;

  constructor(timeouts: Timeouts) {
    this.#agent = new Agent({
      connect: { timeout: timeouts.connectMs },
      headersTimeout: timeouts.headersMs,
      bodyTimeout: timeouts.bodyMs,
    });
  }

  async send(req: HttpRequest): Promise<HttpResponse> {
    let answered = false;
    try {
      // The agent is given origin and path apart: undici's request(url) parses the URL again on every call,
      // which costs more than the rest of the client's own work on a small answer.
      const response = await this.#agent.request({
        origin: req.origin,
        path: req.path,
        method: req.method,
        headers: req.headers,
        body: req.body ?? null,
        signal: req.signal ?? null,
      });
      answered = true;
      return new Answer(response.statusCode, response.headers, await response.body.text());
    } catch (error) {
      throw toNetworkError(error, req.signal, answered);
    }
  }

  close(): Promise<void> {
    return this.#agent.close();
  }
}

/** An answer read whole. A class, not a literal with a closure: one closure per call costs more under tsx. */
class Answer implements HttpResponse {
  constructor(
    readonly status: number,
    private readonly headers: Readonly<Record<string, string | string[] | undefined>>,
    readonly body: string,
  ) {}

  header(name: string): string | undefined {
    const value = this.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  }
}

/** Failures of name lookup or connecting: the request never left this machine. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);
const TLS_HANDSHAKE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/;
const TIMEOUTS = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'ETIMEDOUT']);
/** Misuse of undici or Node (bad arguments, a closed client): bugs to surface, not network weather. */
const PROGRAMMING = /^(ERR_INVALID_|UND_ERR_INVALID_|UND_ERR_CLOSED$|UND_ERR_DESTROYED$|UND_ERR_NOT_SUPPORTED$)/;

/**
 * Sorts an undici/Node failure into the client's kinds. Whether the request may have reached the
 * service is answered conservatively: only a failure to connect proves it did not, because a reset
 * or a timeout after connecting can come after the service has already acted on the request.
 */
export function toNetworkError(error: unknown, signal: AbortSignal | undefined, answered: boolean): unknown {
  if (signal?.aborted) return abortedError(signal, true);
  const code = errorCode(error);
  if (code === undefined || PROGRAMMING.test(code)) return error;
  const duringConnect = !answered && (NOT_SENT.has(code) || TLS_HANDSHAKE.test(code) || syscallOf(error) === 'connect');
  if (duringConnect) return new NetworkError('connect', false, { cause: error });
  return new NetworkError(TIMEOUTS.has(code) ? 'timeout' : 'reset', true, { cause: error });
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return code;
  // Happy-eyeballs connects try several addresses and report an AggregateError of them.
  const inner = (error as { errors?: unknown }).errors;
  return Array.isArray(inner) ? errorCode(inner[0]) : undefined;
}

function syscallOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { syscall?: unknown }).syscall : undefined;
}
