/**
 * The print-queue transport and the queue list, with small shell scripts standing in for lp and lpstat (which
 * this machine does not have): they keep what they were given beside themselves and answer as told.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQueues, queuePrinter } from '../../../src/main/printing/queue-printer';

const never = new AbortController().signal;
/** Bytes a shell or a text encoding would mangle: NUL, ESC, high bytes, a lone CR. */
const RECEIPT = Buffer.from([0x1b, 0x40, 0x00, 0xff, 0x0d, 0x41, 0x0a, 0x1d, 0x56, 0x00]);

let dir: string;
let lp: string;

function script(name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'queue-printer-'));
  // The queue's name decides how the fake lp behaves.
  lp = script(
    'lp',
    `dir=$(dirname "$0")
printf '%s\\n' "$@" > "$dir/args"
cat > "$dir/stdin"
case " $* " in
  *" Missing "*) echo "lp: The printer or class does not exist." >&2; echo "a second line nobody needs" >&2; exit 1 ;;
  *" Wordy "*) printf '  lp: %0300d  \\n' 0 >&2; exit 1 ;;
  *" Mute "*) exit 3 ;;
  *" Slow "*) echo > "$dir/ready-Slow"; exec sleep 30 ;;
  *" Stubborn "*) sleep 3600 & echo $! > "$dir/stubborn.pid"; echo > "$dir/ready-Stubborn"; exec sleep 30 ;;
esac
echo "request id is Kitchen-1 (1 file(s))"`,
  );
});
afterAll(() => {
  // What Stubborn left holding lp's output, had it started.
  const stubborn = join(dir, 'stubborn.pid');
  if (existsSync(stubborn)) {
    try {
      process.kill(Number(readFileSync(stubborn, 'utf8')));
    } catch {
      // Already gone.
    }
  }
  rmSync(dir, { recursive: true, force: true });
});

const sent = () => ({ args: readFileSync(join(dir, 'args'), 'utf8').split('\n').slice(0, -1), stdin: readFileSync(join(dir, 'stdin')) });

describe('queue printer', () => {
  it('sends the raw bytes to the named queue: unconfirmed, since a queue cannot see the paper', async () => {
    const printer = queuePrinter('Kitchen', { command: lp });
    expect(printer.name).toBe('Print queue Kitchen');
    expect(await printer.send(RECEIPT, never)).toEqual({ outcome: 'unconfirmed', reason: 'Sent to the print queue Kitchen; it cannot confirm the printout.' });
    expect(sent()).toEqual({ args: ['-d', 'Kitchen', '-o', 'raw'], stdin: RECEIPT });
  });

  it('an empty name is the default printer: no -d at all', async () => {
    const printer = queuePrinter('', { command: lp });
    expect(printer.name).toBe('The default print queue');
    expect(await printer.send(RECEIPT, never)).toEqual({ outcome: 'unconfirmed', reason: 'Sent to the default print queue; it cannot confirm the printout.' });
    expect(sent()).toEqual({ args: ['-o', 'raw'], stdin: RECEIPT });
  });

  it('a queue name is one argument, never shell text', async () => {
    const name = `Kitchen; touch "${join(dir, 'pwned')}" $(id)`;
    expect((await queuePrinter(name, { command: lp }).send(RECEIPT, never)).outcome).toBe('unconfirmed');
    expect(sent().args).toEqual(['-d', name, '-o', 'raw']);
    expect(existsSync(join(dir, 'pwned'))).toBe(false);
  });

  it("lp refusing the job fails with the first line of what it said, trimmed and kept short", async () => {
    expect(await queuePrinter('Missing', { command: lp }).send(RECEIPT, never)).toEqual({ outcome: 'failed', reason: 'lp: The printer or class does not exist.', problem: 'queue' });
    const wordy = await queuePrinter('Wordy', { command: lp }).send(RECEIPT, never);
    expect(wordy.reason).toBe(`lp: ${'0'.repeat(196)}`);
    expect(await queuePrinter('Mute', { command: lp }).send(RECEIPT, never)).toEqual({ outcome: 'failed', reason: 'lp did not take the job for the print queue Mute (it ended with code 3).', problem: 'queue' });
  });

  it('no lp on this computer: failed, saying what to do', async () => {
    expect(await queuePrinter('Kitchen', { command: join(dir, 'nowhere', 'lp') }).send(RECEIPT, never)).toEqual({
      outcome: 'failed',
      reason: 'This computer has no lp command: install CUPS or choose another printer.',
      problem: 'queue',
    });
  });

  it('an abort stops lp at once, even when something it started still holds its output', async () => {
    for (const queue of ['Slow', 'Stubborn']) {
      // lp says it has the job by writing to this pipe; the abort comes only then, whatever the machine's speed.
      const ready = join(dir, `ready-${queue}`);
      execFileSync('mkfifo', [ready]);
      const job = new AbortController();
      const sending = queuePrinter(queue, { command: lp }).send(RECEIPT, job.signal);
      await readFile(ready);
      job.abort();
      // Stubborn leaves a process holding lp's output for an hour: waiting for it would never end.
      expect(await sending).toEqual({
        outcome: 'failed',
        reason: `Sending to the print queue ${queue} took too long, so it was stopped. Check that the printing service is running.`,
        problem: 'queue',
      });
    }
  });
});

describe('listing the queues', () => {
  it('lists each queue once and marks the default, asking lpstat in the C locale it parses', async () => {
    const lpstat = script(
      'lpstat',
      `[ "$LC_ALL" = C ] || { echo "destination système par défaut : Front_Desk"; exit 0; }
case "$1" in
  -e) printf 'Kitchen\\nFront_Desk\\n\\nKitchen\\n' ;;
  -d) echo "system default destination: Front_Desk" ;;
  *) exit 2 ;;
esac`,
    );
    expect(await listQueues({ command: lpstat })).toEqual([
      { name: 'Kitchen', isDefault: false },
      { name: 'Front_Desk', isDefault: true },
    ]);
  });

  it('no default is no failure', async () => {
    const lpstat = script('lpstat-no-default', `case "$1" in -e) echo Kitchen ;; -d) echo "no system default destination"; exit 1 ;; esac`);
    expect(await listQueues({ command: lpstat })).toEqual([{ name: 'Kitchen', isDefault: false }]);
  });

  it('no lpstat, or one that fails, lists nothing', async () => {
    expect(await listQueues({ command: join(dir, 'nowhere', 'lpstat') })).toEqual([]);
    expect(await listQueues({ command: script('lpstat-broken', 'echo "lpstat: Scheduler is not running." >&2; exit 1') })).toEqual([]);
  });
});
