/** Where each environment's journal lives in a data folder: one file per environment, so training never mixes with live. */
import { join } from 'node:path';
import type { Environment } from '../../shared/contract';

export function journalFile(dataDir: string, environment: Environment): string {
  return join(dataDir, `journal-${environment}.sqlite`);
}
