/**
 * After a manager saves credentials through the web host, the secret is nowhere a test can look: not in any
 * API answer, not in any event, not in any line the web host process writes, not in plaintext in any file
 * of its data folder. A wrong secret (refused by the service) must not leak either.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningSimulator, startSimulator } from '../../../src/main/simulator';
import { startWebHostProcess, type WebHostProcess } from '../../../scripts/web-host-process';
import { openEventStream, rawRequest } from './support';

const clientId = 'leak-test-client-4821';
const secret = `canary-${randomBytes(16).toString('hex')}`;
const wrongSecret = `wrong-canary-${randomBytes(16).toString('hex')}`;
let sim: RunningSimulator;
let dataDir: string;
let host: WebHostProcess;
const answers: string[] = [];

async function call(method: string, input: unknown) {
  const response = await rawRequest(host.port, {
    method: 'POST',
    path: `/api/${method}`,
    headers: { 'content-type': 'application/json', 'x-till-token': host.token },
    body: JSON.stringify(input),
  });
  answers.push(response.text);
  return response;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

beforeAll(async () => {
  sim = await startSimulator({ clientId, clientSecret: secret, rechargeWaitSeconds: 0 });
  dataDir = mkdtempSync(join(tmpdir(), 'till-leak-'));
  host = await startWebHostProcess({ args: ['--port', '0', '--data-dir', dataDir, '--environment', 'sandbox', '--base-url', sim.url, '--auth-url', sim.url], from: 'source' });
});
afterAll(async () => {
  await host.stop();
  await sim.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps the client secret out of answers, events, logs and files', async () => {
  const events = openEventStream(host.port, `/api/events?token=${host.token}`);
  expect(await events.status).toBe(200);

  const refused = await call('settings.setCredentials', { environment: 'sandbox', clientId, clientSecret: wrongSecret });
  expect(refused.status).toBe(422);
  expect((refused.json() as { error: { code: string } }).error.code).toBe('INVALID_CREDENTIALS');

  const saved = await call('settings.setCredentials', { environment: 'sandbox', clientId, clientSecret: secret });
  expect(saved.status).toBe(200);
  expect(saved.json()).toMatchObject({ configured: true, clientIdHint: '••••4821' });

  // Use the credentials for real: the catalog syncs and a sale goes through, so tokens are fetched and events flow.
  await events.next((frame) => frame.event === 'status.changed' && (frame.data as { catalog: { operators: number } }).catalog.operators > 0);
  const detected = (await call('operators.detect', { country: 'US', number: '2015550123' })).json() as { operator: { id: number } };
  const sale = (await call('sales.create', { operatorId: detected.operator.id, amount: '10', recipient: { country: 'US', number: '2015550123' } })).json() as { id: string };
  await events.next((frame) => frame.event === 'sale.updated' && (frame.data as { id: string; state: string }).id === sale.id && (frame.data as { state: string }).state === 'succeeded');
  await call('settings.get', {});
  await call('status.get', {});
  events.close();

  expect(await host.stop()).toBe(0);

  const leaks = (text: string) => text.includes(secret) || text.includes(wrongSecret);
  expect(answers.filter(leaks)).toEqual([]);
  expect(events.frames.map((frame) => JSON.stringify(frame.data)).filter(leaks)).toEqual([]);
  expect([...host.stdout, ...host.stderr].filter(leaks)).toEqual([]);
  const files = filesUnder(dataDir);
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const bytes = readFileSync(file);
    expect(bytes.includes(secret), file).toBe(false);
    expect(bytes.includes(wrongSecret), file).toBe(false);
  }
});
