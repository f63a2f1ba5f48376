/**
 * Whole-file writes that a crash, a power cut or a full disk can never leave half done: the bytes go to a
 * temporary file beside the target, are flushed to the disk, and only then take the target's name. Readers
 * see the old file or the new one, never a torn one; on failure the temporary file is removed.
 */
import { closeSync, fsyncSync, linkSync, openSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { temporaryName } from './temporary-name';

export interface AtomicWriteOptions {
  mode?: number;
  /** Fail with EEXIST instead of replacing a file that is already there (two processes racing to create it). */
  exclusive?: boolean;
}

export function writeFileAtomic(path: string, data: string | Buffer, options: AtomicWriteOptions = {}): void {
  prepareFileAtomic(path, data, options).commit();
}

/** A whole file written and flushed beside its target, not yet in place: `commit` puts it there, `abandon` drops it. */
export interface PreparedFile {
  commit(): void;
  abandon(): void;
}

/**
 * The part of a whole-file write that can fail for want of space, done now; the rename that puts it in place is
 * left to `commit`. A change recorded in the journal too prepares its file, commits the journal's transaction,
 * then commits the file: a full disk stops both before either happened.
 */
export function prepareFileAtomic(path: string, data: string | Buffer, options: AtomicWriteOptions = {}): PreparedFile {
  const temp = temporaryName(path, 'tmp');
  const abandon = () => rmSync(temp, { force: true });
  try {
    const fd = openSync(temp, 'w', options.mode ?? 0o600);
    try {
      // writeFileSync loops until every byte is written: a single write may stop short near a full disk.
      writeFileSync(fd, data);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    abandon();
    throw error;
  }
  return {
    abandon,
    commit() {
      try {
        if (options.exclusive) {
          // A hard link is created whole or not at all, and refuses an existing name: rename would replace it.
          linkSync(temp, path);
          abandon();
        } else {
          renameSync(temp, path);
        }
        syncDirectory(dirname(path));
      } catch (error) {
        abandon();
        throw error;
      }
    },
  };
}

/** Makes a rename or a new file in `dir` survive a power cut (the directory entry is data too). */
export function syncDirectory(dir: string): void {
  let fd: number | null = null;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some file systems (and Windows) cannot fsync a directory; the rename itself is still atomic there.
  } finally {
    if (fd !== null) closeSync(fd);
  }
}
