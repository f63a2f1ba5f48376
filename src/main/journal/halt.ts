/**
 * When the journal cannot be trusted, the till stops taking sales and says, in plain words, what happened,
 * which file (kept exactly as found) and what to do. A full disk met while running is not a halt: the write
 * that failed saved nothing, the clerk is told, and the next try may succeed once space is freed.
 */
import { copyFileSync, existsSync } from 'node:fs';
import type { Halt } from '../../shared/contract';
import { messageOf, TillError } from '../../shared/errors';
import { JournalUnusable, storageFaultOf } from './storage-fault';
import { fileStamp } from '../files/file-stamp';

const WORDS: Record<Halt['reason'], { what: string; advice: string }> = {
  damaged: {
    what: 'The sale journal is damaged',
    advice:
      'The till has stopped taking sales, so that no cash is taken for a sale it could not record or send. Restore the newest backup (the damaged file is kept beside it, renamed), or call support and give them the damaged file. Do not delete it: it may hold sales that no backup has.',
  },
  'read-only': {
    what: 'The sale journal cannot be written: the file or its disk is read-only',
    advice: "Make the journal file writable for the till's user (or mount its disk read-write), then press Try again. Nothing was changed.",
  },
  io: {
    what: 'The disk reported an error while reading or writing the sale journal',
    advice: 'The disk may be failing. Restore the newest backup onto a healthy disk, or call support. The journal file is kept as it is.',
  },
  'disk-full': {
    what: 'The disk is full, so the till cannot record sales',
    advice: 'Free some space on this computer, then press Try again. No sale was lost.',
  },
  'newer-schema': {
    what: 'The sale journal was written by a newer version of the till',
    advice: 'Update the till to its newest version, then start it again. The journal is kept as it is.',
  },
  unavailable: {
    what: 'The sale journal could not be opened again',
    advice: 'Press Try again. If it keeps failing, close every other copy of the till on this computer and restart it. The journal is kept as it is.',
  },
};


/**
 * The halt an error calls for, or null when the till can go on (a network error; a full disk while running,
 * where the one write that failed saved nothing). At start a full disk halts too: nothing could be recorded.
 */
export function haltOf(error: unknown, file: string, at: Date, options: { atStart?: boolean } = {}): Halt | null {
  if (error instanceof JournalUnusable) return halt(error.fault, error.file, error.detail, at);
  const fault = storageFaultOf(error);
  if (fault === null || (fault === 'disk-full' && !options.atStart)) return null;
  return halt(fault, file, messageOf(error), at);
}

/** The journal could not be opened again for a reason that is not the file's (another till took it, say). */
export function unavailableHalt(error: unknown, file: string, at: Date): Halt {
  return halt('unavailable', file, messageOf(error), at);
}

/** A create met by a halt may have been written just before it: the clerk looks before taking the cash again. */
export function haltedCreateError(error: TillError): TillError {
  return new TillError('HALTED', `This sale may or may not have been recorded: once the till is back, look for it in Recent sales before taking the cash again. ${error.message}`);
}

function halt(reason: Halt['reason'], file: string, detail: string, at: Date): Halt {
  const words = WORDS[reason];
  return { reason, what: `${words.what} (${detail}).`, file, advice: words.advice, since: at.toISOString() };
}

/** What every refused call answers while the till is halted. */
export function haltedError(halt: Halt): TillError {
  return new TillError('HALTED', `The till has stopped taking sales. ${halt.what} ${halt.advice}`);
}

/**
 * A copy of the journal (and its WAL, which holds the newest committed sales) exactly as it was when damage
 * was met while running: closing the journal afterwards folds the WAL into the file, and support needs the
 * file as the fault left it. Null when even a copy cannot be made (a failing disk): the log says so.
 */
export function keepAsFound(file: string, at: Date): string | null {
  const kept = `${file}.damaged-${fileStamp(at)}`;
  try {
    copyFileSync(file, kept);
    if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${kept}-wal`);
    return kept;
  } catch {
    return null;
  }
}
