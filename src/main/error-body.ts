/** What a front door (IPC, HTTP) answers for a failed call: the TillError's body, or a generic INTERNAL one. */
import { TillError, type TillErrorBody } from '../shared/errors';
import type { Logger } from './till-config';

const INTERNAL_ERROR_MESSAGE = 'The till hit an unexpected problem. Saved sales are safe; try again, and tell the manager if it happens again.';

export function toErrorBody(error: unknown, logger?: Logger): TillErrorBody {
  if (error instanceof TillError) return error.toBody();
  // Anything else is a bug: log what it was for the manager's support call, tell the clerk nothing technical.
  logger?.error('unexpected error answering a call', { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  return { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE };
}
