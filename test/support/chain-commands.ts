/**
 * The chain's commands as a shop's owner runs them (npm run chain:*), from source, answering their output. Run
 * asynchronously: a test's own simulator must go on answering while a command asks it.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

export interface CommandResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function chainCommand(name: 'setup' | 'enroll' | 'report' | 'reconcile' | 'maintain', args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', join(ROOT, 'chain', 'cli', `${name}.ts`), ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, ...env }, timeout: 120_000 }, (error, stdout, stderr) => {
      const code = error && typeof error.code === 'number' ? error.code : error ? null : 0;
      resolve({ status: code, stdout, stderr });
    });
  });
}

/** Runs a command that must succeed; its output. */
export async function chainCommandOk(name: Parameters<typeof chainCommand>[0], args: readonly string[], env?: NodeJS.ProcessEnv): Promise<string> {
  const result = await chainCommand(name, args, env);
  if (result.status !== 0) throw new Error(`chain:${name} ${args.join(' ')} failed (${result.status}): ${result.stderr}${result.stdout}`);
  return result.stdout;
}
