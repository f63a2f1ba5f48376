/**
 * Runs the web host as its own process, the way a shop or a tester does, and waits for its ready line.
 * `built` runs out/main/web-host.js (what ships; the e2e tests build first), `source` runs the TypeScript
 * through tsx's loader (vitest and `npm run dev` build nothing). Either way the PID held is the web host's
 * own, so stopping it stops the till.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { TOKEN_HEADER } from '../src/shared/web-host-paths';

const ROOT = join(__dirname, '..');
const READY = /^till ready at (http:\/\/127\.0\.0\.1:(\d+)\/#token=([\w-]+))$/;
/** Printed right after the ready line: the customer display's address, with its own token. */
const CUSTOMER = /^customer display at (http:\/\/127\.0\.0\.1:\d+\/customer#token=([\w-]+))$/;

export interface WebHostProcess {
  pid: number;
  url: string;
  port: number;
  token: string;
  /** The customer display's address and its token (which opens the display only). */
  customerUrl: string;
  customerToken: string;
  /** Every line the process wrote so far. */
  stdout: string[];
  stderr: string[];
  /** SIGTERM, then waits for the exit; resolves to the exit code. */
  stop(): Promise<number | null>;
  /** A power cut: SIGKILL, and resolves once the process is gone. */
  kill(): Promise<void>;
  /** Resolves with the exit code (or the signal's name) whenever the process ends, by itself or not. */
  exited: Promise<number | string | null>;
}

export interface WebHostLaunch {
  args: string[];
  from: 'built' | 'source';
  /** Also pass the process's output through to this process's own (for `npm run dev`). */
  echo?: boolean;
  /**
   * Pass its log (stderr) through without keeping it (`stderr` stays empty: a kiosk runs for months), and not its
   * stdout, whose ready lines carry the tokens (for `npm run kiosk`).
   */
  echoLog?: boolean;
  /** Extra environment variables (the crash sweep's AIRTIME_TILL_CRASH_AT). */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

export function startWebHostProcess(launch: WebHostLaunch): Promise<WebHostProcess> {
  const entry = launch.from === 'built' ? [join(ROOT, 'out', 'main', 'web-host.js')] : ['--import', 'tsx', join(ROOT, 'src', 'main', 'web-host.ts')];
  const child = spawn(process.execPath, [...entry, ...launch.args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...launch.env } });
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const stdout: string[] = [];
  const stderr: string[] = [];
  collectLines(child.stdout, stdout, launch.echo ? process.stdout : null);
  collectLines(child.stderr, launch.echoLog ? null : stderr, launch.echo || launch.echoLog ? process.stderr : null);

  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${why}\nstdout:\n${stdout.join('\n')}\nstderr:\n${stderr.join('\n')}`));
    };
    const timer = setTimeout(() => fail('the web host did not print its ready line in time'), launch.readyTimeoutMs ?? 30_000);
    const early = (code: number | null) => fail(`the web host exited with ${code} before it was ready`);
    child.once('exit', early);
    child.stdout?.on('data', () => {
      const match = stdout.map((line) => READY.exec(line)).find((found) => found !== null);
      const customer = stdout.map((line) => CUSTOMER.exec(line)).find((found) => found !== null);
      if (!match || !customer) return;
      clearTimeout(timer);
      child.off('exit', early);
      resolve({
        pid: child.pid ?? 0,
        url: match[1] ?? '',
        port: Number(match[2]),
        token: match[3] ?? '',
        customerUrl: customer[1] ?? '',
        customerToken: customer[2] ?? '',
        stdout,
        stderr,
        stop: () => stopProcess(child),
        kill: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          await exited;
        },
        exited,
      });
    });
  });
}

/** One contract method through the web host's API, as its page calls it; throws with the till's answer when it is not a 200. */
export async function callWebHost<T = unknown>(host: Pick<WebHostProcess, 'port' | 'token'>, method: string, input: unknown = {}): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${host.port}/api/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TOKEN_HEADER]: host.token },
    body: JSON.stringify(input),
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${method} answered ${response.status}: ${JSON.stringify(body)}`);
  return body as T;
}

function collectLines(stream: NodeJS.ReadableStream | null, into: string[] | null, echo: NodeJS.WritableStream | null): void {
  let rest = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    echo?.write(chunk);
    if (!into) return;
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    into.push(...lines);
  });
  stream?.on('end', () => {
    if (rest) into?.push(rest);
  });
}

function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', (code) => {
      clearTimeout(force);
      resolve(code);
    });
    child.kill('SIGTERM');
  });
}
