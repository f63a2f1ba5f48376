/**
 * The loopback HTTP face of the till: the built renderer, `POST /api/<method>` for every contract method, and
 * `GET /api/events` as server-sent events. Guards run before anything else: Host, then Origin, then the token.
 *
 * The customer display has a token of its own, which opens only its stream of views (`GET /customer/events`)
 * and its one answer (`POST /customer/reply`): a window facing the customer can drive nothing else (403).
 */
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PREFIX, CUSTOMER_EVENTS_PATH, CUSTOMER_PAGE, CUSTOMER_REPLY_PATH, EVENTS_PATH, TOKEN_HEADER, TOKEN_QUERY } from '../../shared/web-host-paths';
import { toErrorBody } from '../error-body';
import { resolveRendererFile } from '../renderer-files/renderer-file';
import type { Till } from '../till';
import type { Logger } from '../logger';
import { createAccessToken, tokenMatches } from './access-token';
import { httpStatusOf } from './error-status';
import { streamEvents, streamSse } from './event-stream';
import { BodyTooLarge, readJsonBody } from './json-body';
import { checkHost, checkOrigin, checkToken, type Refusal, singleHeader } from './request-guards';

export interface WebHostSettings {
  till: Pick<Till, 'call' | 'events' | 'customer'>;
  /** 0 picks a free port; the chosen one is in the answer. */
  port: number;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  logger?: Logger;
}

export interface RunningWebHost {
  port: number;
  token: string;
  /** The address to open: the page takes the token from the fragment, which never reaches a server log. */
  url: string;
  /** The customer display's address, with its own token (it opens the display and nothing else). */
  customerUrl: string;
  close(): Promise<void>;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

export async function startWebHost(settings: WebHostSettings): Promise<RunningWebHost> {
  const token = createAccessToken();
  const displayToken = createAccessToken();
  const openStreams = new Set<() => void>();
  let port = settings.port;

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const body = toErrorBody(error, settings.logger);
      if (!response.headersSent) sendJson(response, 500, { error: body });
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const refusal = checkHost(singleHeader(request.headers.host), port) ?? checkOrigin(singleHeader(request.headers.origin), port);
    if (refusal) return refuse(response, refusal);
    const url = requestUrl(request.url);
    if (!url) return sendJson(response, 400, { error: { code: 'INVALID_INPUT', message: 'The request address is not understood.' } });

    if (url.pathname === CUSTOMER_EVENTS_PATH || url.pathname === CUSTOMER_REPLY_PATH) return answerDisplay(url, request, response);
    // The display's token opens nothing of the till's, whatever the method and wherever it is carried.
    if (url.pathname.startsWith(API_PREFIX) && [singleHeader(request.headers[TOKEN_HEADER]), url.searchParams.get(TOKEN_QUERY)].some((given) => tokenMatches(displayToken, given))) {
      return refuse(response, DISPLAY_ONLY);
    }

    if (url.pathname === EVENTS_PATH) {
      if (request.method !== 'GET') return methodNotAllowed(response, 'GET');
      // EventSource cannot set headers, so this one endpoint also takes the token as a query parameter.
      const given = singleHeader(request.headers[TOKEN_HEADER]) ?? url.searchParams.get(TOKEN_QUERY);
      const denied = checkToken(token, given);
      if (denied) return refuse(response, denied);
      const end = streamEvents(response, settings.till.events);
      openStreams.add(end);
      response.on('close', () => openStreams.delete(end));
      return;
    }

    if (url.pathname.startsWith(API_PREFIX)) {
      if (request.method !== 'POST') return methodNotAllowed(response, 'POST');
      const denied = checkToken(token, singleHeader(request.headers[TOKEN_HEADER]));
      if (denied) return refuse(response, denied);
      return answerCall(url.pathname.slice(API_PREFIX.length), request, response);
    }

    if (request.method !== 'GET' && request.method !== 'HEAD') return methodNotAllowed(response, 'GET, HEAD');
    return serveRendererFile(url.pathname, request, response);
  }

  /** The display's two doors: its views as server-sent events, and its answer to the question on screen. */
  async function answerDisplay(url: URL, request: IncomingMessage, response: ServerResponse): Promise<void> {
    const events = url.pathname === CUSTOMER_EVENTS_PATH;
    if (request.method !== (events ? 'GET' : 'POST')) return methodNotAllowed(response, events ? 'GET' : 'POST');
    const given = singleHeader(request.headers[TOKEN_HEADER]) ?? (events ? url.searchParams.get(TOKEN_QUERY) : null);
    const denied = checkToken(displayToken, given);
    if (denied) return refuse(response, denied);
    if (events) {
      const end = streamSse(response, (send) => settings.till.customer.attach((view) => send('customer.view', view)));
      openStreams.add(end);
      response.on('close', () => openStreams.delete(end));
      return;
    }
    try {
      settings.till.customer.reply(await readJsonBody(request));
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        response.setHeader('connection', 'close');
        return sendJson(response, 413, { error: { code: 'INVALID_INPUT', message: error.message } });
      }
      const body = toErrorBody(error, settings.logger);
      return sendJson(response, httpStatusOf(body.code), { error: body });
    }
    // The same answer whether it counted or came too late: the display learns the outcome from its next view.
    response.writeHead(204, { 'cache-control': 'no-store' });
    response.end();
  }

  async function answerCall(method: string, request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const input = await readJsonBody(request);
      const output = await settings.till.call(method, input);
      sendJson(response, 200, output);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        response.setHeader('connection', 'close');
        return sendJson(response, 413, { error: { code: 'INVALID_INPUT', message: error.message } });
      }
      const body = toErrorBody(error, settings.logger);
      sendJson(response, httpStatusOf(body.code), { error: body });
    }
  }

  function serveRendererFile(pathname: string, request: IncomingMessage, response: ServerResponse): void {
    const file = resolveRendererFile(settings.rendererDir, pathname);
    if (!file) {
      const missingBuild = pathname === '/' || pathname === '/index.html' || pathname === CUSTOMER_PAGE;
      response.writeHead(missingBuild ? 503 : 404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
      response.end(missingBuild ? 'The till screen is not built yet: run `npm run build`, then start the web host again.\n' : 'Not found\n');
      return;
    }
    response.writeHead(200, file.headers);
    if (request.method === 'HEAD') return void response.end();
    createReadStream(file.path)
      .on('error', () => response.destroy())
      .pipe(response);
  }

  await listen(server, settings.port);
  port = (server.address() as AddressInfo).port;

  return {
    port,
    token,
    url: `http://127.0.0.1:${port}/#token=${token}`,
    customerUrl: `http://127.0.0.1:${port}${CUSTOMER_PAGE}#token=${displayToken}`,
    close: async () => {
      for (const end of openStreams) end();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: the till is never reachable from the shop's network.
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** The request target as a URL on this host; a target such as `//elsewhere/x` stays a path here. */
function requestUrl(target: string | undefined): URL | null {
  if (!target?.startsWith('/')) return null;
  try {
    return new URL(`http://127.0.0.1${target}`);
  } catch {
    return null;
  }
}

const DISPLAY_ONLY: Refusal = { status: 403, code: 'FORBIDDEN', message: "The customer display's token opens the customer display only." };

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, JSON_HEADERS);
  response.end(JSON.stringify(body));
}

function refuse(response: ServerResponse, refusal: Refusal): void {
  sendJson(response, refusal.status, { error: { code: refusal.code, message: refusal.message } });
}

function methodNotAllowed(response: ServerResponse, allow: string): void {
  response.setHeader('allow', allow);
  sendJson(response, 405, { error: { code: 'INVALID_INPUT', message: `Use ${allow} here.` } });
}
