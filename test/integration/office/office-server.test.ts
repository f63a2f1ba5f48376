/**
 * The owner's office against a real centre (a private PostgreSQL, three tills fed through chain_ingest): started as
 * the README says, as a reader, and asked over HTTP. Its users file, its sign-in (the same answer for an unknown
 * name as for a wrong password, the lockout and its escalation on an injected clock), its cookies, headers and
 * CSP, its connection that can write nothing, its refusal of a LAN address without TLS, and each page's numbers
 * equal to chainDayReport's, its CSV to chain:report's file.
 */
import { mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainTarget, type Sql } from '../../../chain/lib/admin-connection';
import { issueCertificate } from '../../../chain/lib/certificates';
import { chainDayReport, reportCsv, type ChainDayReport, type Total } from '../../../chain/lib/report';
import { officeConnection, refuseWriter } from '../../../office/server/office-connection';
import { createOfficeServer, type OfficeOptions } from '../../../office/server/office-server';
import { parseOpeningHours } from '../../../office/server/opening-hours';
import { DaysAnswer, TodayAnswer, TrendsAnswer, TillsAnswer } from '../../../office/shared/contract';
import { chainCommandOk } from '../../support/chain-commands';
import { startOfficeChain, TILL_VERSION, type OfficeChain } from '../../support/office-chain';
import { addOfficeUser, officeCommand, startOffice, type OfficeProcess } from '../../support/office-process';

const PASSWORD = 'correct horse battery';
let chain: OfficeChain;
let office: OfficeProcess;
let dataDir: string;
let report: ChainDayReport;
let cookie: string;

const wire = (totals: Total[]) => totals.map((total) => ({ ...total, micros: total.micros.toString() }));
const origin = (url: string) => new URL(url).origin;

async function signIn(url: string, name: string, password: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(new URL('/api/sign-in', url), { method: 'POST', headers: { origin: origin(url), 'content-type': 'application/json', ...headers }, body: JSON.stringify({ name, password }) });
}

const get = (path: string) => fetch(new URL(path, office.url), { headers: { cookie } });

/** Signs the owner in to the office and keeps its cookie for the pages' tests. */
async function ownerCookie(): Promise<string> {
  const answer = await signIn(office.url, 'owner', PASSWORD);
  expect(answer.status).toBe(200);
  return answer.headers.getSetCookie()[0]!.split(';')[0]!;
}

beforeAll(async () => {
  chain = await startOfficeChain();
  dataDir = mkdtempSync(join(chain.centre.work, 'office-data-'));
  await addOfficeUser(dataDir, 'owner', PASSWORD);
  office = await startOffice(['--url', chain.readerUrl, '--port', '0', '--data-dir', dataDir, '--opening-hours', '00:00-24:00', '--quiet-minutes', '60'], chain.readerEnv);
  report = await chainDayReport(chain.centre.admin, chain.day);
  cookie = await ownerCookie();
}, 300_000);

afterAll(async () => {
  await office?.stop();
  await chain?.close();
});

describe('the users file', () => {
  it('is 0600, replaced whole on each change (a new file renamed over), and a damaged one is refused and kept', async () => {
    const path = join(dataDir, 'office-users.json');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const before = statSync(path).ino;
    const reset = await officeCommand(['--reset-password', 'owner', '--data-dir', dataDir], { stdin: `${PASSWORD}\n${PASSWORD}\n` });
    expect(reset.status, reset.stderr).toBe(0);
    expect(statSync(path).ino).not.toBe(before);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(readdirSync(dataDir)).toEqual(['office-users.json']);
    expect(readFileSync(path, 'utf8')).not.toContain(PASSWORD);
    // A new password (the same words, a new hash) ends the sessions signed in with the old one.
    cookie = await ownerCookie();

    const damagedDir = mkdtempSync(join(chain.centre.work, 'damaged-'));
    const damaged = join(damagedDir, 'office-users.json');
    writeFileSync(damaged, '{"users": {"owner": {"hash": "scr', { mode: 0o600 });
    const refused = await officeCommand(['--add-user', 'someone', '--data-dir', damagedDir], { stdin: `${PASSWORD}\n${PASSWORD}\n` });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^error: .*office-users\.json is damaged.*left as it is/);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(readFileSync(damaged, 'utf8')).toBe('{"users": {"owner": {"hash": "scr');
  });

  it('refuses two different passwords, and a name already there', async () => {
    const dir = mkdtempSync(join(chain.centre.work, 'users-'));
    const differ = await officeCommand(['--add-user', 'ada', '--data-dir', dir], { stdin: `${PASSWORD}\n${PASSWORD}x\n` });
    expect(differ.status).toBe(1);
    expect(differ.stderr).toContain('the two passwords differ');
    await addOfficeUser(dir, 'ada', PASSWORD);
    const twice = await officeCommand(['--add-user', 'ada', '--data-dir', dir], { stdin: `${PASSWORD}\n${PASSWORD}\n` });
    expect(twice.status).toBe(1);
    expect(twice.stderr).toContain('--reset-password ada');
    expect((await officeCommand(['--remove-user', 'ada', '--data-dir', dir])).status).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'office-users.json'), 'utf8'))).toEqual({ users: {} });
  });
});

describe('signing in', () => {
  it('answers an unknown name exactly as a wrong password, and logs neither password', async () => {
    const wrong = await signIn(office.url, 'owner', 'not the password');
    const unknown = await signIn(office.url, 'nobody-here', 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.text()).toBe(await wrong.text());
    expect(office.output()).toContain('signed in: "owner"');
    expect(office.output()).not.toContain(PASSWORD);
    expect(office.output()).not.toContain('not the password');
  });

  it('gives an HttpOnly, SameSite=Strict session cookie for the whole site that expires, not Secure over plain HTTP', async () => {
    const answer = await signIn(office.url, 'owner', PASSWORD);
    const [set] = answer.headers.getSetCookie();
    expect(set).toMatch(/^office_session=[A-Za-z0-9_-]{43}; /);
    expect(set).toContain('; HttpOnly');
    expect(set).toContain('; SameSite=Strict');
    expect(set).toContain('; Path=/');
    expect(set).toMatch(/; Max-Age=\d+/);
    expect(set).not.toContain('Secure');
    const out = await fetch(new URL('/api/sign-out', office.url), { method: 'POST', headers: { cookie: set!.split(';')[0]!, origin: origin(office.url), 'content-type': 'application/json' }, body: '{}' });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toContain('Max-Age=0');
    expect((await fetch(new URL('/api/today', office.url), { headers: { cookie: set!.split(';')[0]! } })).status).toBe(401);
  });

  it("ends a session once its user's password is reset, or the user removed and added again", async () => {
    const ask = (session: string) => fetch(new URL('/api/session', office.url), { headers: { cookie: session } });
    const before = await ownerCookie();
    expect((await ask(before)).status).toBe(200);
    const reset = await officeCommand(['--reset-password', 'owner', '--data-dir', dataDir], { stdin: `${PASSWORD}\n${PASSWORD}\n` });
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain('ends their sessions at their next request');
    expect((await ask(before)).status).toBe(401);
    const between = await ownerCookie();
    expect((await officeCommand(['--remove-user', 'owner', '--data-dir', dataDir])).status).toBe(0);
    await addOfficeUser(dataDir, 'owner', PASSWORD);
    expect((await ask(between)).status).toBe(401);
    cookie = await ownerCookie();
    expect((await ask(cookie)).status).toBe(200);
  });

  it('refuses a sign-in from another page (no Origin, another Origin, not JSON)', async () => {
    expect((await signIn(office.url, 'owner', PASSWORD, { origin: 'http://evil.example' })).status).toBe(403);
    const noOrigin = await fetch(new URL('/api/sign-in', office.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'owner', password: PASSWORD }) });
    expect(noOrigin.status).toBe(403);
    expect((await signIn(office.url, 'owner', PASSWORD, { 'content-type': 'text/plain' })).status).toBe(403);
    // Another Host (a DNS-rebinding page) is not answered at all.
    const port = new URL(office.url).port;
    // (fetch sends its own Host whatever it is given: node:http sends the one given.)
    const rebound = await new Promise<number | undefined>((resolve, reject) =>
      httpGet({ host: '127.0.0.1', port, path: '/api/session', headers: { host: `evil.example:${port}` } }, (response) => (response.resume(), resolve(response.statusCode))).on('error', reject),
    );
    expect(rebound).toBe(403);
  });

  it('sends a strict CSP and the security headers on the page and the API', async () => {
    for (const answer of [await fetch(office.url), await get('/api/today')]) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    }
    expect((await fetch(office.url)).headers.get('content-type')).toContain('text/html');
  });
});

describe('the lockout, on an injected clock', () => {
  let server: ReturnType<typeof createOfficeServer>;
  let url: string;
  let clock = Date.parse('2026-11-27T10:00:00Z');
  let sql: Sql;

  beforeAll(async () => {
    sql = officeConnection(chain.readerUrl, chain.readerEnv);
    const options: OfficeOptions = {
      sql,
      target: chainTarget(chain.readerUrl, chain.readerEnv),
      dataDir,
      appDir: dataDir,
      loopback: true,
      tls: null,
      quietMinutes: 60,
      openingHours: parseOpeningHours('08:00-20:00')!,
      timeZone: 'UTC',
      now: () => clock,
      log: () => undefined,
    };
    server = createOfficeServer(options);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await sql.end();
  });

  const wrongTimes = async (name: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i += 1) statuses.push((await signIn(url, name, 'wrong password')).status);
    return statuses;
  };

  it('locks a name out after five wrong passwords, for one minute, then two; the right password waits too', async () => {
    expect(await wrongTimes('owner', 5)).toEqual([401, 401, 401, 401, 429]);
    expect((await signIn(url, 'owner', PASSWORD)).status).toBe(429);
    clock += 59_000;
    expect((await signIn(url, 'owner', PASSWORD)).status).toBe(429);
    clock += 2_000;
    expect(await wrongTimes('owner', 5)).toEqual([401, 401, 401, 401, 429]);
    clock += 61_000;
    // Escalated: two minutes this time.
    expect((await signIn(url, 'owner', PASSWORD)).status).toBe(429);
    clock += 60_000;
    expect((await signIn(url, 'owner', PASSWORD)).status).toBe(200);
    // A right password clears the count: four wrong ones lock nothing.
    expect(await wrongTimes('owner', 4)).toEqual([401, 401, 401, 401]);
  });

  it('locks an unknown name the same way, with the same words', async () => {
    expect((await signIn(url, 'owner', PASSWORD)).status).toBe(200);
    expect(await wrongTimes('nobody', 5)).toEqual([401, 401, 401, 401, 429]);
    expect(await wrongTimes('owner', 5)).toEqual([401, 401, 401, 401, 429]);
    const ownerLocked = await signIn(url, 'owner', 'wrong password');
    const nobodyLocked = await signIn(url, 'nobody', 'wrong password');
    expect(nobodyLocked.status).toBe(ownerLocked.status);
    expect(await nobodyLocked.json()).toEqual(await ownerLocked.json());
  });

  it('ends a session after 30 minutes without a request', async () => {
    clock += 3_600_000;
    const answer = await signIn(url, 'owner', PASSWORD);
    expect(answer.status).toBe(200);
    const session = answer.headers.getSetCookie()[0]!.split(';')[0]!;
    const ask = () => fetch(new URL('/api/session', url), { headers: { cookie: session } });
    clock += 29 * 60_000;
    expect((await ask()).status).toBe(200);
    clock += 29 * 60_000;
    expect((await ask()).status).toBe(200);
    clock += 31 * 60_000;
    expect((await ask()).status).toBe(401);
  });
});

describe('over HTTPS', () => {
  it('marks the cookie Secure and sends HSTS', async () => {
    const issued = issueCertificate(chain.centre.pg.ca, { server: ['127.0.0.1'] });
    const sql = officeConnection(chain.readerUrl, chain.readerEnv);
    const server = createOfficeServer({
      sql,
      target: chainTarget(chain.readerUrl, chain.readerEnv),
      dataDir,
      appDir: dataDir,
      loopback: false,
      tls: { cert: issued.certPem, key: issued.keyPem },
      quietMinutes: 60,
      openingHours: parseOpeningHours('08:00-20:00')!,
      timeZone: undefined,
      log: () => undefined,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const headers = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
        const body = JSON.stringify({ name: 'owner', password: PASSWORD });
        const request = httpsRequest(
          { host: '127.0.0.1', port, path: '/api/sign-in', method: 'POST', ca: chain.centre.pg.ca.certPem, headers: { origin: `https://127.0.0.1:${port}`, 'content-type': 'application/json' } },
          (response) => {
            response.resume();
            resolve({ status: String(response.statusCode), ...response.headers });
          },
        );
        request.on('error', reject);
        request.end(body);
      });
      expect(headers.status).toBe('200');
      expect(String(headers['set-cookie'])).toContain('; Secure');
      expect(headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await sql.end();
    }
  });
});

describe("the office's connection", () => {
  it('cannot insert, update or delete anything at the centre', async () => {
    const sql = officeConnection(chain.readerUrl, chain.readerEnv);
    try {
      await refuseWriter(sql);
      for (const query of [
        "INSERT INTO till (till_id, name, shop) VALUES ('till_9999', 'x', 'y')",
        "UPDATE till SET name = 'changed'",
        'DELETE FROM chain_sale',
        'DELETE FROM chain_day_rollup',
        "SELECT * FROM chain_ingest('[]')",
      ]) {
        await expect(sql.unsafe(query), query).rejects.toThrow(/permission denied|read-only transaction/);
      }
    } finally {
      await sql.end();
    }
    const [names] = await chain.centre.admin<Array<{ n: number }>>`SELECT count(*)::int AS n FROM till WHERE name = 'changed' OR till_id = 'till_9999'`;
    expect(names!.n).toBe(0);
  });

  it('is refused by the office when its role could write (an administrator URL by mistake)', async () => {
    const sql = officeConnection(chain.centre.url, {});
    try {
      await expect(refuseWriter(sql)).rejects.toThrow(/can write at the centre/);
    } finally {
      await sql.end();
    }
    const started = await officeCommand(['--url', chain.centre.url, '--port', '0', '--data-dir', dataDir], { env: { PGSSLCERT: '', PGSSLKEY: '', PGSSLROOTCERT: '' } });
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/^error: the role postgres can write at the centre/);
  });

  it('refuses to listen on a LAN address without TLS, in one line', async () => {
    const refused = await officeCommand(['--url', chain.readerUrl, '--listen', '0.0.0.0', '--data-dir', dataDir], { env: chain.readerEnv });
    expect(refused.status).toBe(2);
    expect(refused.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^error: --listen 0\.0\.0\.0 .*--tls-cert and --tls-key/)]);
  });
});

describe("each page's numbers", () => {
  it('Today: the day report\'s totals, each till with its last event, the silent one quiet', async () => {
    const today = TodayAnswer.parse(await (await get('/api/today')).json());
    expect(today.day).toBe(chain.day);
    expect(today.sold).toEqual(wire(report.sold));
    expect(today.delivered).toEqual(wire(report.delivered));
    expect(today.discount).toEqual(wire(report.discount));
    expect(today.handedBack).toEqual(wire(report.handedBack));
    expect(today.open).toEqual([{ currency: 'USD', count: report.open.length, micros: report.open.reduce((sum, sale) => sum + sale.micros, 0n).toString() }]);
    expect(today.tills.map((till) => [till.tillId, till.quiet])).toEqual([
      ['till_0003', true],
      ['till_0001', false],
      ['till_0002', false],
    ]);
    expect(today.tills.find((till) => till.tillId === 'till_0002')!.openSales).toBe(1);
    // The figures the sales were written with: 10 + 25.50 (till 1), 7.25 (till 2), 1234.56 (till 3).
    expect(today.sold).toEqual([{ currency: 'USD', count: 4, micros: '1277310000' }]);
  });

  it('Days: chainDayReport itself, and its CSV the file chain:report --csv writes', async () => {
    const days = DaysAnswer.parse(await (await get(`/api/days?day=${chain.day}`)).json());
    const { generatedAt: _a, ...expected } = report;
    const { generatedAt: _b, closes, shifts, ...shown } = days;
    expect(shown).toEqual({
      ...expected,
      ...Object.fromEntries((['sold', 'byTill', 'byShop', 'byOperator', 'byClerk', 'delivered', 'cost', 'discount', 'handedBack'] as const).map((key) => [key, wire(report[key])])),
      open: report.open.map((sale) => ({ ...sale, micros: sale.micros.toString() })),
    });
    expect(closes).toEqual([]);
    expect(shifts).toEqual([]);

    const csv = join(chain.centre.work, 'chain.csv');
    await chainCommandOk('report', ['--day', chain.day, '--url', chain.readerUrl, '--csv', csv], chain.readerEnv);
    const download = await get(`/api/days.csv?day=${chain.day}`);
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="chain-${chain.day}.csv"`);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await download.arrayBuffer());
    expect(text).toBe(readFileSync(csv, 'utf8'));
    expect(text).toBe(`\uFEFF${reportCsv(report)}`);
  });

  it('Trends: the day by day, the operators and the discount add up to the day report', async () => {
    const trend = async (figure: string) => TrendsAnswer.parse(await (await get(`/api/trends?figure=${figure}&from=${chain.day}&to=${chain.day}`)).json());
    const byDay = await trend('byDay');
    expect(byDay.points.map((point) => ({ currency: point.currency, count: point.count, micros: point.micros }))).toEqual(wire(report.sold));
    expect(byDay.shops).toEqual(['Harbour Market', 'Main Street']);
    const byOperator = await trend('byOperator');
    expect(byOperator.points.map((point) => ({ operatorName: point.category, currency: point.currency, count: point.count, micros: point.micros }))).toEqual(
      report.byOperator.map((row) => ({ operatorName: row.operatorName, currency: row.currency, count: row.count, micros: row.micros.toString() })),
    );
    // By hour, in each till's own time: 10:00 UTC is 10 on the tills in UTC, 11 on the one in Lagos.
    const byHour = await trend('byHour');
    expect(byHour.points.map((point) => [point.category, point.count, point.micros])).toEqual([
      ['10', 3, '42750000'],
      ['11', 1, '1234560000'],
    ]);
    const discount = await trend('discountByDay');
    expect(discount.points.map((point) => ({ currency: point.currency, count: point.count, micros: point.micros }))).toEqual(wire(report.discount));
    // A week against the week before: till 1's 12.00 a week ago stands beside today.
    const weekAgo = new Date(Date.parse(`${chain.day}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    const week = TrendsAnswer.parse(await (await get(`/api/trends?figure=byDay&from=${weekAgo}&to=${chain.day}&shop=Main%20Street`)).json());
    expect(week.points).toHaveLength(7);
    expect(week.points.filter((point) => point.micros !== '0' || point.before !== '0')).toEqual([{ category: chain.day, currency: 'USD', count: 3, micros: '42750000', before: '12000000' }]);
  });

  it('Tills: every till, its shop, what waits to be sent as it said, open sales, and the version it said it runs', async () => {
    const tills = TillsAnswer.parse(await (await get('/api/tills')).json());
    expect(tills.tills.map((till) => [till.tillId, till.shop, till.waiting, till.openSales, till.revokedAt, till.version])).toEqual([
      ['till_0003', 'Harbour Market', chain.quietTillWaiting, 0, null, TILL_VERSION],
      ['till_0001', 'Main Street', 0, 0, null, TILL_VERSION],
      ['till_0002', 'Main Street', 0, 1, null, TILL_VERSION],
    ]);
    // A sale made since its last send: a few entries (the sale and its changes), said with the time it said so.
    expect(chain.quietTillWaiting).toBeGreaterThan(0);
    for (const till of tills.tills) expect(till.waitingSaidAt, till.tillId).not.toBeNull();
  });

  it('refuses a day the calendar has not, and a range too long, in words, before listing a day of it', async () => {
    for (const path of ['/api/days?day=2026-02-30', '/api/days.csv?day=2026-13-45', '/api/days?day=0001-01-01']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(await answer.json(), path).toEqual({ code: 'BAD_DAY', message: 'A day is a date of the calendar from 1900 on, written 2026-11-22.' });
    }
    const trends = async (from: string, to: string) => {
      const answer = await get(`/api/trends?figure=byDay&from=${from}&to=${to}`);
      return { status: answer.status, body: (await answer.json()) as unknown };
    };
    expect(await trends('2026-13-45', chain.day)).toEqual({ status: 400, body: { code: 'BAD_RANGE', message: '2026-13-45 is not a date of the calendar from 1900 on: a range of days is from, to: 2026-11-22.' } });
    expect(await trends('2026-02-01', '2026-02-30')).toMatchObject({ status: 400, body: { code: 'BAD_RANGE' } });
    // Thousands of years, refused by their count; the last day there is, answered (its range ends).
    expect(await trends('1900-01-01', '9999-12-30')).toEqual({ status: 400, body: { code: 'BAD_RANGE', message: 'A range is 1 to 400 days, its first day first.' } });
    const last = await trends('9999-12-31', '9999-12-31');
    expect(last.status).toBe(200);
    expect(TrendsAnswer.parse(last.body).points.every((point) => point.category === '9999-12-31')).toBe(true);
  });

  it('answers nothing to someone not signed in', async () => {
    for (const path of ['/api/today', '/api/days', '/api/days.csv', '/api/trends?figure=byDay', '/api/tills']) {
      expect((await fetch(new URL(path, office.url))).status, path).toBe(401);
    }
  });
});
