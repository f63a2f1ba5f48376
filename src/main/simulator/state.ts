/**
 * Persistence of the ledger to the --state file, so a restart keeps the balance and the history.
 * Written synchronously and atomically (temp file + rename) on every change: a simulator killed
 * with SIGKILL loses nothing it has answered. Owner-only (0600): in a till's data folder it is the
 * training history, customers' numbers included.
 */
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { temporaryName } from '../files/temporary-name';
import type { LedgerState } from './ledger';

const VERSION = 1;

export class StateFileError extends Error {
  override readonly name = 'StateFileError';
}

/** Loads a saved ledger, or null when the file does not exist yet. A damaged file is an error, never silently reset. */
export function loadState(path: string): LedgerState | null {
  if (!existsSync(path)) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new StateFileError(`state file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (!isSavedState(saved)) throw new StateFileError(`state file ${path} is not a simulator state (version ${VERSION})`);
  const { version: _version, ...state } = saved;
  return state;
}

export function saveState(path: string, state: LedgerState): void {
  const temporary = temporaryName(path, 'tmp');
  writeFileSync(temporary, JSON.stringify({ version: VERSION, ...state }), { mode: 0o600 });
  // The mode above applies only to a file it creates: one a killed run left keeps its own.
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

function isSavedState(value: unknown): value is LedgerState & { version: number } {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    state.version === VERSION &&
    Number.isSafeInteger(state.balanceMicros) &&
    typeof state.balanceUpdatedAt === 'number' &&
    Number.isSafeInteger(state.nextTransactionId) &&
    Array.isArray(state.transactions) &&
    Array.isArray(state.asyncRefusals)
  );
}
