/**
 * The owner's office as the README starts it (npm run chain:office, from source), as a child process: its people
 * added with --add-user (the password given twice on stdin), the server started and its printed address read.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { CommandResult } from './chain-commands';

const ROOT = join(__dirname, '..', '..');
const CLI = join(ROOT, 'office', 'server', 'cli.ts');

export function officeCommand(args: readonly string[], options: { env?: NodeJS.ProcessEnv; stdin?: string } = {}): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = execFile(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...options.env }, timeout: 240_000 }, (error, stdout, stderr) => {
      resolve({ status: error && typeof error.code === 'number' ? error.code : error ? null : 0, stdout, stderr });
    });
    child.stdin?.end(options.stdin ?? '');
  });
}

export async function addOfficeUser(dataDir: string, name: string, password: string): Promise<void> {
  const result = await officeCommand(['--add-user', name, '--data-dir', dataDir], { stdin: `${password}\n${password}\n` });
  if (result.status !== 0) throw new Error(`--add-user ${name} failed (${result.status}): ${result.stderr}`);
}

export interface OfficeProcess {
  /** As printed: http://127.0.0.1:PORT/ */
  url: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts the office and waits for "office ready at …" (the first start builds the app: minutes on a busy machine). */
export function startOffice(args: readonly string[], env: NodeJS.ProcessEnv): Promise<OfficeProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await ended;
  };
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /office ready at (\S+)/.exec(output);
      if (ready) resolve({ url: ready[1]!, output: () => output, stop });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => reject(new Error(`the office ended (${code}) before it was ready:\n${output}`)));
  });
}
