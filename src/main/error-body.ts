/** What a front door (IPC, HTTP) answers for a failed call: the core's own error mapping, as a body. */
import type { TillErrorBody } from '../shared/errors';
import { toTillError } from './handlers/dispatch';
import { silentLogger } from './logger';
import type { Logger } from './till-config';

export function toErrorBody(error: unknown, logger: Logger = silentLogger): TillErrorBody {
  return toTillError(error, logger, 'front door').toBody();
}
