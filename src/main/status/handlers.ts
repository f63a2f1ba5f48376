/** The status domain's handlers. */
import type { Handlers, Status } from '../../shared/contract';

export function statusHandlers(deps: { status(): Status }): Pick<Handlers, 'status.get'> {
  return {
    'status.get': async () => deps.status(),
  };
}
