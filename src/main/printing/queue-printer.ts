/**
 * A printer the computer knows as a print queue (CUPS on Linux and macOS): the receipt's raw ESC/POS bytes go
 * to `lp -o raw` on its standard input. A queue only takes the job and cannot say whether paper came out, so
 * the best outcome here is `unconfirmed`. Also lists the queues, for Settings. The queue's name is always an
 * argument of its own, never part of a shell command.
 */
import { execFile, spawn } from 'node:child_process';
import { basename } from 'node:path';
import type { PrintTransport, SendOutcome } from './transport';

const MAX_REASON_CHARS = 200;
/** lp says what went wrong in a line or two; more than this is noise, and unbounded output must not pile up. */
const MAX_STDERR_CHARS = 8 * 1024;
/** lpstat waits for the print service, which may be stuck: Settings would rather show no printers. */
const LIST_TIMEOUT_MS = 5000;

/** An empty `queue` means the computer's default printer. */
export function queuePrinter(queue: string, options: { command?: string } = {}): PrintTransport {
  const command = options.command ?? 'lp';
  const args = queue === '' ? ['-o', 'raw'] : ['-d', queue, '-o', 'raw'];
  const where = queue === '' ? 'the default print queue' : `the print queue ${queue}`;
  return {
    name: queue === '' ? 'The default print queue' : `Print queue ${queue}`,
    send: (bytes, signal) => sendToQueue(command, args, where, bytes, signal),
  };
}

// Whatever lp says, the clerk's step is the same: the queue did not take it.
const failed = (reason: string): SendOutcome => ({ outcome: 'failed', reason, problem: 'queue' });

/** The first line lp wrote to stderr, trimmed and kept short, or null when it wrote nothing. */
function firstLine(text: string): string | null {
  const line = text.split(/\r?\n/).map((part) => part.trim()).find((part) => part !== '');
  return line === undefined ? null : line.slice(0, MAX_REASON_CHARS);
}

function couldNotRun(command: string, error: NodeJS.ErrnoException): string {
  return error.code === 'ENOENT'
    ? `This computer has no ${basename(command)} command: install CUPS or choose another printer.`
    : `This computer could not run ${command} (${error.code ?? error.message}).`;
}

function sendToQueue(command: string, args: string[], where: string, bytes: Uint8Array, signal: AbortSignal): Promise<SendOutcome> {
  const tooLong = failed(`Sending to ${where} took too long, so it was stopped. Check that the printing service is running.`);
  if (signal.aborted) return Promise.resolve(tooLong);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    const settle = (outcome: SendOutcome) => {
      signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    };

    // SIGKILL: the job must stop now, whatever lp would rather do. Our ends of its pipes close too, so that
    // nothing lp started, still holding them, can keep the job waiting.
    const onAbort = () => {
      child.kill('SIGKILL');
      child.stdin.destroy();
      child.stderr.destroy();
    };
    signal.addEventListener('abort', onAbort, { once: true });

    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < MAX_STDERR_CHARS) stderr += chunk;
    });
    // lp that stops early (a bad queue name) closes its input: its exit code tells that story, not EPIPE.
    child.stdin.on('error', () => {});
    child.stdin.end(bytes);

    // A command that never started (no lp here) still ends with 'close'; this says why.
    let notStarted: NodeJS.ErrnoException | null = null;
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (child.pid === undefined) notStarted = error;
    });

    child.once('close', (code: number | null, killedBy: NodeJS.Signals | null) => {
      if (notStarted) return settle(failed(couldNotRun(command, notStarted)));
      // An exit before the abort took effect still means the queue has the job.
      if (code === 0) return settle({ outcome: 'unconfirmed', reason: `Sent to ${where}; it cannot confirm the printout.` });
      if (signal.aborted) return settle(tooLong);
      const ended = code !== null ? `it ended with code ${code}` : `it was stopped by ${killedBy}`;
      settle(failed(firstLine(stderr) ?? `${basename(command)} did not take the job for ${where} (${ended}).`));
    });
  });
}

/** The computer's print queues and which is the default; none where they cannot be listed (no lpstat, say). */
export async function listQueues(options: { command?: string } = {}): Promise<Array<{ name: string; isDefault: boolean }>> {
  const command = options.command ?? 'lpstat';
  try {
    const [names, defaultLine] = await Promise.all([
      run(command, ['-e']),
      // Having no default is not a failure: some lpstat versions say so with a non-zero exit.
      run(command, ['-d']).catch(() => ''),
    ]);
    const defaultName = /^system default destination: (.+)$/m.exec(defaultLine)?.[1]?.trim();
    const unique = [...new Set(names.split('\n').map((line) => line.trim()).filter((line) => line !== ''))];
    return unique.map((name) => ({ name, isDefault: name === defaultName }));
  } catch {
    return [];
  }
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // LC_ALL=C: the default's line is read by its English words, which lpstat would otherwise translate.
    execFile(command, args, { timeout: LIST_TIMEOUT_MS, env: { ...process.env, LC_ALL: 'C' } }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
  });
}
