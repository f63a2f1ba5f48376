/**
 * A receipt printer on the network: the raw ESC/POS bytes over TCP (port 9100 by default), then the printer's
 * own word on the result. After the job the printer is asked its real-time status, DLE EOT 1 (online?) and
 * DLE EOT 4 (paper?); both fine means `printed`. The printer answers as the job arrives, not once it is on
 * paper, so `printed` says "online, with paper, job taken": as much as a receipt printer can tell. Many
 * printers never answer status, so silence means `unconfirmed`, not failure. Every path ends with the socket
 * closed and no timer left running.
 */
import { connect } from 'node:net';
import { formatAddress, parseAddress, type PrinterAddress } from '../../shared/printer-address';
import type { PrintProblem } from '../../shared/contract';
import type { PrintTransport, SendOutcome } from './transport';

const DEFAULT_STATUS_WAIT_MS = 2000;
/** After our polite close, how long the printer gets to close its end before the socket is closed anyway. */
const CLOSE_GRACE_MS = 1000;

const ASK_PRINTER = Uint8Array.of(0x10, 0x04, 0x01);
const ASK_PAPER = Uint8Array.of(0x10, 0x04, 0x04);


export function networkPrinter(address: string, options: { statusWaitMs?: number } = {}): PrintTransport {
  const target = parseAddress(address);
  const statusWaitMs = options.statusWaitMs ?? DEFAULT_STATUS_WAIT_MS;
  return {
    name: `Network printer ${formatAddress(target)}`,
    send: (bytes, signal) => sendOverTcp(target, bytes, signal, statusWaitMs),
  };
}

const failed = (reason: string, problem: PrintProblem): SendOutcome => ({ outcome: 'failed', reason, problem });
const UNCONFIRMED: SendOutcome = { outcome: 'unconfirmed', reason: 'Sent to the printer; it did not confirm.' };

/** A DLE EOT reply always has bits 1 and 4 set and bits 0 and 7 clear: any other byte is not an answer. */
function isStatusReply(byte: number): boolean {
  return (byte & 0x93) === 0x12;
}

/** The printer's two replies as an outcome; paper first, since a printer out of paper also reports offline. */
function outcomeOfStatus(printer: number, paper: number): SendOutcome {
  if (paper & 0x60) return failed('The printer is out of paper. Put in a new roll, then print again.', 'paper-out');
  if (printer & 0x08) return failed('The printer is offline (cover open?). Check it, then print again.', 'offline');
  if (paper & 0x0c) return { outcome: 'printed', reason: 'The paper roll is nearly finished: have a new one ready.' };
  return { outcome: 'printed', reason: null };
}

type Phase = 'connecting' | 'writing' | 'status';

function connectionFailure(error: NodeJS.ErrnoException, phase: Phase, target: PrinterAddress): string {
  const where = formatAddress(target);
  switch (error.code) {
    case 'ECONNREFUSED':
      return `The printer at ${where} refused the connection. Check the address, and that the printer is on.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return `No printer called "${target.host}" was found on the network. Check the address.`;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
    case 'ENETDOWN':
      return `The printer at ${where} cannot be reached from this computer. Check the network cable and the address.`;
    case 'ETIMEDOUT':
      return `The printer at ${where} did not answer. Check that it is on and connected.`;
  }
  // A reset once connected: the printer dropped the connection with part of the receipt unread.
  if (phase !== 'connecting') return cutShort(target);
  return `The printer at ${where} could not be reached (${error.code ?? error.message}). Check that it is on and connected.`;
}

function cutShort(target: PrinterAddress): string {
  return `The printer at ${formatAddress(target)} cut the connection before it had the whole receipt. Check the printer, then print again.`;
}

function abortReason(phase: Phase, target: PrinterAddress): string {
  const where = formatAddress(target);
  return phase === 'connecting'
    ? `The printer at ${where} did not answer in time. Check that it is on and connected.`
    : `The printer at ${where} did not take the whole receipt in time. Check that it has paper and is online, then print again.`;
}

/**
 * One job on its own connection. `decided` is set once; the promise resolves only when the socket has closed,
 * so a caller never outlives its socket.
 */
function sendOverTcp(target: PrinterAddress, bytes: Uint8Array, signal: AbortSignal, statusWaitMs: number): Promise<SendOutcome> {
  if (signal.aborted) return Promise.resolve(failed(abortReason('connecting', target), 'unreachable'));
  return new Promise((resolve) => {
    let phase: Phase = 'connecting';
    let decided: SendOutcome | null = null;
    const replies: number[] = [];
    let asked = 0;
    let statusTimer: NodeJS.Timeout | undefined;
    let closeTimer: NodeJS.Timeout | undefined;
    const socket = connect({ host: target.host, port: target.port, noDelay: true });

    /** `end` once the printer has had everything (it may still be reading), `destroy` when something broke. */
    const decide = (outcome: SendOutcome, close: 'end' | 'destroy') => {
      if (decided) return;
      decided = outcome.outcome === 'failed' ? { ...outcome, reached: phase !== 'connecting' } : outcome;
      clearTimeout(statusTimer);
      if (close === 'destroy') {
        socket.destroy();
      } else {
        socket.end();
        closeTimer = setTimeout(() => socket.destroy(), CLOSE_GRACE_MS);
      }
    };

    const ask = (question: Uint8Array) => {
      asked += 1;
      socket.write(question);
    };

    const onAbort = () => {
      if (decided) socket.destroy();
      // Everything was sent and only the answer is missing: that is unconfirmed, as when the printer stays silent.
      else if (phase === 'status') decide(UNCONFIRMED, 'destroy');
      else decide(failed(abortReason(phase, target), phase === 'connecting' ? 'unreachable' : 'too-slow'), 'destroy');
    };
    signal.addEventListener('abort', onAbort, { once: true });

    socket.once('connect', () => {
      phase = 'writing';
      // The callback runs once every byte is with the operating system; an error also reaches 'error' below.
      socket.write(bytes, (error) => {
        if (error || decided) return;
        phase = 'status';
        statusTimer = setTimeout(() => decide(UNCONFIRMED, 'end'), statusWaitMs);
        ask(ASK_PRINTER);
      });
    });

    socket.on('data', (chunk: Buffer) => {
      // Bytes before the first question are no answer to it (a printer's unrequested status, say).
      if (phase !== 'status' || decided) return;
      for (const byte of chunk) {
        // A printer answers each question with exactly one status byte. Anything else is a device that does not
        // speak ESC/POS status (a web page on the wrong port reads as "out of paper" byte by byte): no word from it.
        if (!isStatusReply(byte) || replies.length === asked) {
          decide(UNCONFIRMED, 'end');
          return;
        }
        replies.push(byte);
      }
      // The second question only once this chunk is read: a byte after the first answer in it answers nothing.
      if (replies.length === 2) decide(outcomeOfStatus(replies[0]!, replies[1]!), 'end');
      else if (asked === 1 && replies.length === 1) ask(ASK_PAPER);
    });

    // The printer closed its end politely: with everything sent that is silence; before, the receipt was cut short.
    socket.once('end', () => decide(phase === 'status' ? UNCONFIRMED : failed(cutShort(target), 'cut-short'), 'destroy'));

    socket.on('error', (error: NodeJS.ErrnoException) => decide(failed(connectionFailure(error, phase, target), phase === 'connecting' ? 'unreachable' : 'cut-short'), 'destroy'));

    socket.once('close', () => {
      clearTimeout(statusTimer);
      clearTimeout(closeTimer);
      signal.removeEventListener('abort', onAbort);
      resolve(decided ?? { ...failed(cutShort(target), 'cut-short'), reached: phase !== 'connecting' });
    });
  });
}
