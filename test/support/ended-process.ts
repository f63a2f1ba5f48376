/** A process id that ran and has ended: what a till killed mid-write leaves its temporary files named after. */
import { spawnSync } from 'node:child_process';

export function endedProcessId(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}
