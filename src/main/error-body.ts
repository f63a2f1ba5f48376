/** What a front door (IPC, HTTP) answers for a failed call: the core's own error mapping, as a body. */
import type { TillErrorBody } from '../shared/errors';
import { toTillError } from './dispatch';
import { silentLogger, type Logger } from './logger';

export function toErrorBody(error: unknown, logger: Logger = silentLogger): TillErrorBody {
  return toTillError(error, logger, 'front door').toBody();
}
