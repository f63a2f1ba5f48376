/**
 * Files a person names (a path typed in browser mode, a file chosen in a dialog, a backup on a stick), read
 * without believing what they say about themselves: only an ordinary file, never a folder, a device, a pipe or
 * one of the kernel's own (/proc, /sys, /dev, whose files claim 0 bytes and may never end), and never more
 * than the caller's limit, whatever `fstat` says its size is. Every refusal is the same `UnusableFile`: a
 * person at the counter learns that the file cannot be used, not whether it exists or who may read it.
 */
import { closeSync, constants, fstatSync, fsyncSync, openSync, readSync, realpathSync, rmSync, statSync, writeSync } from 'node:fs';
import { sep } from 'node:path';

/** Why a file was refused: for tests and a support log, never for the person who named it. */
export type UnusableWhy = 'missing-or-unreadable' | 'system' | 'not-a-file' | 'too-large';

export class UnusableFile extends Error {
  override readonly name = 'UnusableFile';
  constructor(readonly why: UnusableWhy) {
    super('This file cannot be used.');
  }
}

/** Where the kernel shows itself as files: none of them is anything a person could mean to give the till. */
const SYSTEM_ROOTS = ['/proc', '/sys', '/dev'];

const isUnder = (path: string, root: string) => path === root || path.startsWith(`${root}${sep}`);

/** The devices of the system roots that are mounts of their own (on Linux, procfs and sysfs). */
let systemDevices: ReadonlySet<number> | null = null;
function systemDevicesOf(): ReadonlySet<number> {
  if (systemDevices) return systemDevices;
  const rootDevice = statSync('/', { throwIfNoEntry: false })?.dev;
  const devices = SYSTEM_ROOTS.map((root) => statSync(root, { throwIfNoEntry: false })?.dev).filter((dev) => dev !== undefined && dev !== rootDevice);
  systemDevices = new Set(devices as number[]);
  return systemDevices;
}

/**
 * O_NONBLOCK: opening a pipe must not wait for a writer (it is refused once open). O_NOFOLLOW: the real path
 * was resolved just before; a symbolic link put there since is refused rather than followed. Windows has
 * neither flag, nor pipes or /proc among its paths.
 */
const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0) | (constants.O_NOCTTY ?? 0);

/** Opens the ordinary file `path` names for reading; the caller closes the descriptor. */
function openChosen(path: string): number {
  let real: string;
  let fd: number;
  try {
    real = realpathSync(path);
  } catch {
    throw new UnusableFile('missing-or-unreadable');
  }
  if (SYSTEM_ROOTS.some((root) => isUnder(real, root))) throw new UnusableFile('system');
  try {
    fd = openSync(real, OPEN_FLAGS);
  } catch {
    throw new UnusableFile('missing-or-unreadable');
  }
  try {
    // What was opened, not what the path said a moment ago: a folder swapped for a link into /proc meanwhile is caught here.
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new UnusableFile('not-a-file');
    if (systemDevicesOf().has(stat.dev)) throw new UnusableFile('system');
    return fd;
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

/**
 * Reads `fd` from its start into `into` until it is full or the file ends; the number of bytes read. The size the
 * file claims plays no part: this is what bounds a file that never ends.
 */
export function readAtMost(fd: number, into: Buffer, position = 0): number {
  let filled = 0;
  while (filled < into.length) {
    const read = readSync(fd, into, filled, into.length - filled, position + filled);
    if (read === 0) break;
    filled += read;
  }
  return filled;
}

/** The whole of the ordinary file `path` names, if it holds at most `maxBytes` (at most maxBytes + 1 are ever read). */
export function readChosenFile(path: string, maxBytes: number): Buffer {
  const fd = openChosen(path);
  try {
    const buffer = Buffer.allocUnsafe(maxBytes + 1);
    const length = readAtMost(fd, buffer);
    if (length > maxBytes) throw new UnusableFile('too-large');
    return buffer.subarray(0, length);
  } catch (error) {
    if (error instanceof UnusableFile) throw error;
    // A read that fails once open (EIO from a failing stick): as unusable as one that could not be opened.
    throw new UnusableFile('missing-or-unreadable');
  } finally {
    closeSync(fd);
  }
}

const COPY_CHUNK = 1024 * 1024;

/**
 * Copies the ordinary file `path` names to `target` (created new, 0600, flushed to the disk), refusing it past
 * `maxBytes`. The source's faults are `UnusableFile`; the target's (a full disk) are thrown as they are, since
 * they are the till's own disk's. On any failure nothing is left at `target`.
 */
export function copyChosenFile(path: string, target: string, maxBytes: number): void {
  const from = openChosen(path);
  try {
    const to = openSync(target, 'wx', 0o600);
    try {
      copyInto(from, to, maxBytes);
      fsyncSync(to);
    } catch (error) {
      closeSync(to);
      rmSync(target, { force: true });
      throw error;
    }
    closeSync(to);
  } finally {
    closeSync(from);
  }
}

function copyInto(from: number, to: number, maxBytes: number): void {
  const chunk = Buffer.allocUnsafe(COPY_CHUNK);
  let copied = 0;
  for (;;) {
    let read: number;
    try {
      read = readAtMost(from, chunk.subarray(0, Math.min(COPY_CHUNK, maxBytes + 1 - copied)), copied);
    } catch {
      throw new UnusableFile('missing-or-unreadable');
    }
    if (read === 0) return;
    copied += read;
    if (copied > maxBytes) throw new UnusableFile('too-large');
    for (let written = 0; written < read; ) written += writeSync(to, chunk, written, read - written);
  }
}
