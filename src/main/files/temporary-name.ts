/**
 * Files the till writes under a temporary name before they take their own carry the writer's process id:
 * `<target>.<purpose>-<pid>`, with SQLite's `-wal`, `-shm` or `-journal` beside one that is a database. A
 * temporary file whose writer no longer runs was never finished and never will be (the finished file has its
 * own name, or its writer died first): it is removed at the next start. One whose writer still runs, or
 * seems to (a process id used again), is left alone.
 */
import { readdirSync, rmSync, type Dirent } from 'node:fs';
import { join } from 'node:path';

/** tmp: settings, clerks, keys (atomic-write); new: a journal being created; restoring: a backup being put back; partial: a backup being made. */
export type TemporaryPurpose = 'tmp' | 'new' | 'restoring' | 'partial';

export function temporaryName(target: string, purpose: TemporaryPurpose): string {
  return `${target}.${purpose}-${process.pid}`;
}

// A process id has at most 7 digits (Linux's ceiling is 4194304): longer runs are other programs' names (conf's temporary files).
const TEMPORARY = /^(.+)\.(?:tmp|new|restoring|partial)-(\d{1,7})(?:-wal|-shm|-journal)?$/;

/** The file `name` stands in for and the process writing it; null when `name` is not a temporary file's. */
export function temporaryOf(name: string): { target: string; writer: number } | null {
  const match = TEMPORARY.exec(name);
  return match ? { target: match[1]!, writer: Number(match[2]) } : null;
}

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface LeftoverOptions {
  /** Whether a temporary file for `target` (a name in `dir`) is the till's: in a folder not only the till's, only some are. */
  ours?: (target: string) => boolean;
  running?: (pid: number) => boolean;
}

/**
 * Removes from `dir` the till's temporary files whose writer no longer runs, and returns their names. Folders,
 * links and every other file are left as they are. Tidying is never worth failing for: a folder that cannot be
 * listed, or a file that cannot be removed (a read-only share), is left for another time.
 */
export function removeLeftovers(dir: string, { ours = () => true, running = isRunning }: LeftoverOptions = {}): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const entry of entries) {
    const temporary = entry.isFile() ? temporaryOf(entry.name) : null;
    if (temporary === null || !ours(temporary.target) || running(temporary.writer)) continue;
    try {
      rmSync(join(dir, entry.name), { force: true });
      removed.push(entry.name);
    } catch {
      // Left for the next start.
    }
  }
  return removed;
}
