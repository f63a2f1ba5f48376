/**
 * What went wrong under the journal, read from SQLite's and Node's error codes. A full disk is passing (free
 * space and try again: nothing was written); damage, a read-only file and I/O errors mean the journal cannot
 * be trusted with the next sale, so the till stops taking sales until a manager acts.
 */
import { TillError } from '../../shared/errors';

export type StorageFault = 'damaged' | 'read-only' | 'io' | 'disk-full';

export function storageFaultOf(error: unknown): StorageFault | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : null;
  if (typeof code !== 'string') return null;
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT') return 'disk-full';
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return 'damaged';
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS') return 'read-only';
  if (code.startsWith('SQLITE_IOERR') || code === 'EIO') return 'io';
  return null;
}

/** A full disk in words a shop understands; nothing was saved, so nothing is half done. */
export const DISK_FULL_MESSAGE = 'The disk is full, so the till could not save. Nothing was saved: free some space on this computer, then try again.';

export function diskFullError(): TillError {
  return new TillError('DISK_FULL', DISK_FULL_MESSAGE);
}

/** The journal file cannot be used: why, and which file (kept exactly as it was found). */
export class JournalUnusable extends Error {
  override readonly name = 'JournalUnusable';
  constructor(
    readonly fault: StorageFault | 'newer-schema',
    readonly file: string,
    readonly detail: string,
  ) {
    super(`${file}: ${detail}`);
  }
}

/** Another till holds the journal: refused at start, with what to do. */
export function journalInUse(file: string): TillError {
  return new TillError('ILLEGAL_STATE', `Another till is already using ${file}. Close it first, or start this one with another data folder.`);
}
