/**
 * The office's HTTP(S) server: the built app, and its JSON API (office/shared/contract.ts) for people signed in.
 * Everything it reads goes through the page queries (queries/), on a reader's read-only connection; no request of
 * it writes anything at the centre. The clock is injected, so a test can age a lockout or a session.
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { z } from 'zod';
import type { ChainTarget, Sql } from '../../chain/lib/admin-connection';
import { explainFailure } from '../../chain/lib/failures';
import { chainDayReport, reportCsv } from '../../chain/lib/report';
import { Day, Figure, type Problem } from '../shared/contract';
import { clearedCookie, sessionCookie, sessionIdOf } from './cookies';
import { createLockout } from './lockout';
import { hashFingerprint } from './password-hash';
import type { OpeningHours } from './opening-hours';
import { addDays, dayAt, dayCount, isKnownDay } from './queries/calendar';
import { daysQuery } from './queries/days';
import { tillsQuery } from './queries/tills';
import { todayQuery } from './queries/today';
import { trendsQuery } from './queries/trends';
import { hostAllowed, sameOriginPost } from './request-checks';
import { securityHeaders } from './security-headers';
import { createSessions } from './sessions';
import { createSignIn } from './sign-in';
import { appFile } from './static-app';
import { readUsers, UsersFileError } from './users-file';

export interface OfficeOptions {
  sql: Sql;
  target: ChainTarget;
  dataDir: string;
  appDir: string;
  /** Listening on loopback only: then Host must be one of its names. */
  loopback: boolean;
  tls: { cert: string | Buffer; key: string | Buffer } | null;
  quietMinutes: number;
  openingHours: OpeningHours;
  timeZone: string | undefined;
  now?: () => number;
  log?: (line: string) => void;
}

const SignInBody = z.object({ name: z.string().max(200), password: z.string().max(1000) }).strict();
const TrendsParams = z.object({ figure: Figure, from: Day, to: Day, shop: z.string().max(200).optional() });
const MAX_BODY = 8 * 1024;
const MAX_RANGE_DAYS = 400;

/** A request answered with a problem: its status, code and words. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.message);
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new Refused(413, { code: 'TOO_LARGE', message: 'That request is too large.' }));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function dayParam(url: URL, today: string): string {
  const day = url.searchParams.get('day') ?? today;
  if (!isKnownDay(day)) throw new Refused(400, { code: 'BAD_DAY', message: 'A day is a date of the calendar from 1900 on, written 2026-11-22.' });
  return day;
}

function trendsParams(url: URL, today: string) {
  const parsed = TrendsParams.safeParse({
    figure: url.searchParams.get('figure') ?? undefined,
    from: url.searchParams.get('from') ?? addDays(today, -6),
    to: url.searchParams.get('to') ?? today,
    shop: url.searchParams.get('shop') || undefined,
  });
  if (!parsed.success) throw new Refused(400, { code: 'BAD_RANGE', message: 'Give a figure and a range of days (from, to: 2026-11-22).' });
  for (const day of [parsed.data.from, parsed.data.to]) {
    if (!isKnownDay(day)) throw new Refused(400, { code: 'BAD_RANGE', message: `${day} is not a date of the calendar from 1900 on: a range of days is from, to: 2026-11-22.` });
  }
  // Counted, not listed: a range of thousands of years is refused without making a string of each of its days.
  const length = dayCount(parsed.data.from, parsed.data.to);
  if (length < 1 || length > MAX_RANGE_DAYS) throw new Refused(400, { code: 'BAD_RANGE', message: `A range is 1 to ${MAX_RANGE_DAYS} days, its first day first.` });
  return { ...parsed.data, shop: parsed.data.shop ?? null };
}

export function createOfficeServer(options: OfficeOptions): Server {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => process.stdout.write(`${new Date(now()).toISOString()} ${line}\n`));
  const secure = options.tls !== null;
  const sessions = createSessions(now);
  const signIn = createSignIn({ dataDir: options.dataDir, lockout: createLockout(now), log });
  const headers = securityHeaders(secure);
  const { sql } = options;
  const today = () => dayAt(now(), options.timeZone);

  const send = (response: ServerResponse, status: number, body: string | Buffer, extra: Record<string, string | string[]> = {}) => {
    response.writeHead(status, { ...headers, 'cache-control': 'no-store', ...extra });
    response.end(body);
  };
  const json = (response: ServerResponse, status: number, body: unknown, extra: Record<string, string | string[]> = {}) =>
    send(response, status, JSON.stringify(body), { 'content-type': 'application/json; charset=utf-8', ...extra });

  /**
   * The signed-in user, or a refusal: no session, one that expired, or a user since removed from the users file or
   * given a new password (removed and added again too): their hash is not the one the session was signed in with.
   */
  const userOf = (request: IncomingMessage): string => {
    const id = sessionIdOf(request.headers.cookie);
    const session = sessions.touch(id);
    const users = session ? readUsers(options.dataDir) : {};
    const current = session && Object.hasOwn(users, session.user) ? users[session.user] : undefined;
    if (session && current && hashFingerprint(current.hash) === session.fingerprint) return session.user;
    sessions.end(id);
    throw new Refused(401, { code: 'SIGNED_OUT', message: 'Sign in to the office.' });
  };

  async function api(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method === 'POST' && !sameOriginPost(request, secure)) throw new Refused(403, { code: 'FORBIDDEN', message: 'Requests from other web pages are refused.' });
    const route = `${request.method} ${url.pathname}`;
    if (route === 'POST /api/sign-in') {
      const body = SignInBody.safeParse(parseJson(await readBody(request)));
      if (!body.success) throw new Refused(400, { code: 'BAD_REQUEST', message: 'Give a user name and a password.' });
      const result = await signIn(body.data.name, body.data.password, request.socket.remoteAddress ?? '?');
      if (!result.ok) return json(response, result.status, { code: result.code, message: result.message });
      return json(response, 200, { user: result.user }, { 'set-cookie': sessionCookie(sessions.start(result), secure) });
    }
    if (route === 'POST /api/sign-out') {
      sessions.end(sessionIdOf(request.headers.cookie));
      return send(response, 204, '', { 'set-cookie': clearedCookie(secure) });
    }
    if (request.method !== 'GET') throw new Refused(405, { code: 'NOT_ALLOWED', message: 'Not a request the office takes.' });
    const user = userOf(request);
    switch (url.pathname) {
      case '/api/session':
        return json(response, 200, { user });
      case '/api/today':
        return json(response, 200, await todayQuery(sql, { day: today(), now: now(), quietMinutes: options.quietMinutes, openingHours: options.openingHours, timeZone: options.timeZone }));
      case '/api/days':
        return json(response, 200, await daysQuery(sql, { day: dayParam(url, today()) }));
      case '/api/days.csv': {
        const day = dayParam(url, today());
        // The file chain:report --csv writes, byte for byte: its byte-order mark, so spreadsheets read UTF-8.
        const csv = `\uFEFF${reportCsv(await chainDayReport(sql, day))}`;
        return send(response, 200, csv, { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="chain-${day}.csv"` });
      }
      case '/api/trends':
        return json(response, 200, await trendsQuery(sql, trendsParams(url, today())));
      case '/api/tills':
        return json(response, 200, await tillsQuery(sql));
    }
    throw new Refused(404, { code: 'NOT_FOUND', message: 'No such page.' });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!hostAllowed(request, options.loopback, request.socket.localPort ?? 0)) throw new Refused(403, { code: 'FORBIDDEN', message: 'This office only answers on its own address.' });
    const url = new URL(request.url ?? '/', 'http://office');
    if (url.pathname.startsWith('/api/')) return api(request, response, url);
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new Refused(405, { code: 'NOT_ALLOWED', message: 'Not a request the office takes.' });
    const file = appFile(options.appDir, url.pathname);
    if (!file) return send(response, 404, 'Not found', { 'content-type': 'text/plain; charset=utf-8' });
    return send(response, 200, request.method === 'HEAD' ? '' : file.body, file.headers);
  }

  const listener = (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response).catch((error: unknown) => {
      if (response.headersSent) return response.destroy();
      if (error instanceof Refused) return json(response, error.status, error.problem);
      if (error instanceof UsersFileError) {
        log(`users file: ${error.message}`);
        return json(response, 500, { code: 'USERS_FILE', message: 'The office cannot read its users file: see its log.' });
      }
      // The centre unreachable, a certificate refused: said in one line in the log and to the page.
      const message = explainFailure(error, options.target, 'reader');
      log(`centre: ${message}`);
      return json(response, 503, { code: 'CENTRE_UNAVAILABLE', message: `The chain's database did not answer: ${message}` });
    });
  };
  return options.tls ? createHttpsServer({ cert: options.tls.cert, key: options.tls.key }, listener) : createHttpServer(listener);
}
