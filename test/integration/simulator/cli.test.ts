import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SANDBOX, type ApiErrorBody, type Balance, type TokenResponse } from './support';

const root = resolve(__dirname, '../../..');
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
const cli = join(root, 'src/main/simulator/cli.ts');
const directory = mkdtempSync(join(tmpdir(), 'simulator-cli-'));
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(directory, { recursive: true, force: true });
});

/** Starts the CLI (tsx directly, so the PID is ours to signal) and waits for its first stdout line. */
function startCli(args: string[]): Promise<{ child: ChildProcess; line: string; url: string }> {
  const child = spawn(process.execPath, [tsx, cli, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.on('exit', () => running.delete(child));
  return new Promise((resolvePromise, reject) => {
    let out = '';
    let err = '';
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n')[0];
      if (out.includes('\n') && line !== undefined) resolvePromise({ child, line, url: line.replace('listening on ', '') });
    });
    child.stderr?.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${err}`)));
  });
}

function runToExit(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [tsx, cli, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((done) => child.on('exit', (code) => done({ code, stdout, stderr })));
}

const exited = (child: ChildProcess) => new Promise<number | null>((done) => child.on('exit', (code) => done(code)));

/** `T`: the body expected, a token by default. */
async function tokenAt<T = TokenResponse>(url: string) {
  const response = await fetch(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_id: 'training-client', client_secret: 'training-secret', grant_type: 'client_credentials', audience: SANDBOX }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('npm run simulator (cli.ts)', () => {
  it('prints exactly "listening on http://127.0.0.1:<port>", serves, and closes cleanly on SIGTERM with its state flushed', async () => {
    const statePath = join(directory, 'cli-state.json');
    const { child, line, url } = await startCli(['--port', '0', '--balance', '1', '--token-ttl', '2', '--state', statePath, '--seed', '4']);
    expect(line).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
    const token = await tokenAt(url);
    expect(token.body.expires_in).toBe(2);
    const balance = await fetch(`${url}/accounts/balance`, { headers: { Authorization: `Bearer ${token.body.access_token}` } });
    expect(((await balance.json()) as Balance).balance).toBe(1);
    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(JSON.parse(readFileSync(statePath, 'utf8')).balanceMicros).toBe(1_000_000);
  });

  it('listens on the port it is given and takes credentials, and closes on SIGINT', async () => {
    const probe = await startCli(['--port', '0']);
    const port = Number(new URL(probe.url).port);
    probe.child.kill('SIGINT');
    expect(await exited(probe.child)).toBe(0);
    const { child, line } = await startCli([`--port=${port}`, '--client-id', 'shop-7', '--client-secret', 's3cret']);
    expect(line).toBe(`listening on http://127.0.0.1:${port}`);
    const refused = await tokenAt<ApiErrorBody>(`http://127.0.0.1:${port}`);
    expect(refused.body.errorCode).toBe('INVALID_CREDENTIALS');
    child.kill('SIGINT');
    expect(await exited(child)).toBe(0);
  });

  it('carries out fault flags', async () => {
    const { child, url } = await startCli(['--port', '0', '--fault-rate', '1', '--fault-status', '500']);
    expect((await fetch(`${url}/countries`)).status).toBe(500);
    child.kill('SIGTERM');
    await exited(child);
  });

  it.concurrent.each([
    [['--bogus', '1'], /unknown option --bogus/],
    [['--port', 'abc'], /--port must be a number/],
    [['--port'], /--port needs a value/],
    [['--port', '70000'], /port/],
    [['--token-ttl', '0'], /token TTL/],
    [['--reset-rate', '2'], /--reset-rate must be between 0 and 1/],
    [['--fault-rate', '0.1', '--fault-status', '200'], /status/],
    [['--fault-rate', '0.7', '--hang-rate', '0.7'], /add up to more than 1/],
    [['--currency', 'XYZ'], /unknown currency/],
  ])('refuses %j with one line on stderr and exit code 2', async (args, message) => {
    const { code, stderr, stdout } = await runToExit(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(message);
  });
});
