/**
 * The HTTP server: counts requests, carries out fault decisions, adds latency, then routes
 * (404/405 → auth → Accept → body → handler). Whatever a handler throws becomes an answer in the
 * API error shape; nothing a client sends can stop the server.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { checkAccept } from './accept';
import type { Auth } from './auth';
import { ApiError, apiErrorBody, frameworkErrorBody } from './errors';
import type { Faults } from './faults';
import { parseBody, readBody, sendJson } from './http-io';
import { isLogoPath, type LogoCdn } from './logos';
import { matchRoute, requestOrigin, requestPath, type Route } from './router';
import type { SimulatorStats } from './types';

export interface ServerParts {
  /** The listening address, for links when a client sent no usable Host header. */
  url: string;
  routes: readonly Route[];
  logos: LogoCdn;
  auth: Auth;
  faults: Faults;
  stats: SimulatorStats;
}

interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

const STATUS_TEXT: Readonly<Record<number, string>> = { 500: 'Internal server error', 502: 'Bad gateway', 503: 'Service unavailable', 504: 'Gateway timeout' };
const RATE_LIMIT = 100;
const TOPUP_PATHS = new Set(['/topups', '/topups-async']);

/** A listening-ready server whose sockets are tracked, so closing can end hung connections too. */
export class SimulatorServer {
  readonly http: Server = createServer();
  private readonly sockets = new Set<Socket>();
  private readonly closing = new AbortController();
  private parts: ServerParts | undefined;

  constructor() {
    this.http.on('connection', (socket: Socket) => {
      if (this.parts?.faults.isOffline()) {
        socket.destroy();
        return;
      }
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    this.http.on('request', (request: IncomingMessage, response: ServerResponse) => {
      this.handle(request, response).catch((error: unknown) => {
        if (!this.closing.signal.aborted) console.error('simulator: request failed', error);
        request.socket.destroy();
      });
    });
  }

  /** Listens; requests are served once `serve` has been given the routes. */
  listen(host: string, port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.http.once('error', reject);
      this.http.listen(port, host, () => {
        this.http.off('error', reject);
        const address = this.http.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  serve(parts: ServerParts): void {
    this.parts = parts;
  }

  close(): Promise<void> {
    this.closing.abort();
    return new Promise((resolve) => {
      this.http.close(() => resolve());
      for (const socket of this.sockets) socket.destroy();
    });
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const parts = this.parts;
    if (!parts || parts.faults.isOffline()) {
      request.socket.destroy();
      return;
    }
    const method = request.method ?? 'GET';
    const { path, query } = requestPath(request.url);
    // The logo CDN is another service: the API's counts, latency and injected faults are not its own.
    if (method === 'GET' && isLogoPath(path)) {
      parts.stats.logoRequests += 1;
      parts.logos.send(path, response);
      return;
    }
    parts.stats.requests += 1;
    if (method === 'POST' && path === '/oauth/token') parts.stats.tokenRequests += 1;
    if (method === 'POST' && TOPUP_PATHS.has(path)) parts.stats.topupRequests += 1;

    const fault = parts.faults.decide(method, path);
    const latency = parts.faults.latencyMs();
    if (latency > 0 && !(await this.sleep(latency))) return;
    const held = parts.faults.holding(method, path);
    if (held && !(await this.released(held))) return;

    switch (fault?.kind) {
      case 'reset':
        request.socket.destroy();
        return;
      case 'hang':
        // No answer ever: the socket stays open until the client gives up or close() ends it.
        return;
      case 'status':
        sendJson(response, fault.status, apiErrorBody(new ApiError(fault.status, null, STATUS_TEXT[fault.status] ?? 'Server error'), path));
        return;
      case 'malformed':
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end('{"transactionId": 1, "status": "SUCC');
        return;
      case 'rate-limit':
        sendJson(response, 429, apiErrorBody(new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many requests: slow down and retry later'), path), {
          'X-RateLimit-Limit': String(RATE_LIMIT),
          'X-RateLimit-Remaining': '0',
          'X-RateLimit-Reset': String(Math.ceil(Date.now() / 1000) + 1),
          'Retry-After': '1',
        });
        return;
      case 'lose-response':
      case undefined:
        break;
    }

    const answer = await this.answer(parts, request, method, path, query);
    if (fault?.kind === 'lose-response') {
      // Processed in full (a top-up is committed), then the answer is lost on the way.
      request.socket.destroy();
      return;
    }
    if (!this.closing.signal.aborted) sendJson(response, answer.status, answer.body, answer.headers);
  }

  private async answer(parts: ServerParts, request: IncomingMessage, method: string, path: string, query: URLSearchParams): Promise<Answer> {
    const match = matchRoute(parts.routes, method, path);
    if ('status' in match) return { status: match.status, body: frameworkErrorBody(match.status, path) };
    const { route, params } = match;
    try {
      if (!route.open) {
        parts.auth.verify(request.headers.authorization);
        checkAccept(request.headers.accept);
      }
      const body = route.body ? parseBody(await readBody(request), request.headers['content-type'], route.body === 'token') : undefined;
      return { status: 200, body: route.handle({ params, query, body, origin: requestOrigin(request.headers.host, parts.url) }) };
    } catch (error) {
      if (error instanceof ApiError) return { status: error.status, body: apiErrorBody(error, path) };
      console.error('simulator: handler failed', error);
      return { status: 500, body: apiErrorBody(new ApiError(500, null, 'Internal server error'), path) };
    }
  }

  /** Waits, unless the server closes first; says whether to go on. */
  /** True once `held` is released; false if the server closes first. */
  private released(held: Promise<void>): Promise<boolean> {
    const signal = this.closing.signal;
    if (signal.aborted) return Promise.resolve(false);
    return new Promise((resolve) => {
      const stop = () => resolve(false);
      signal.addEventListener('abort', stop, { once: true });
      void held.then(() => {
        signal.removeEventListener('abort', stop);
        resolve(true);
      });
    });
  }

  private sleep(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const signal = this.closing.signal;
      if (signal.aborted) return resolve(false);
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', stop);
        resolve(true);
      }, ms);
      const stop = () => {
        clearTimeout(timer);
        resolve(false);
      };
      signal.addEventListener('abort', stop, { once: true });
    });
  }
}
