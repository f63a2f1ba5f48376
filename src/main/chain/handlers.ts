/** The chain domain's handlers: where the till's log goes, and a manager enrolling or leaving. */
import type { ChainStatus, Handlers } from '../../shared/contract';

export interface ChainHandlerDeps {
  status(): ChainStatus;
  /** Reads, checks and keeps the enrolment file at `path` (or the one the desktop app's dialog gives), or refuses it, changing nothing. */
  enrol(path: string | undefined): Promise<void>;
  leave(): void;
}

export function chainHandlers(deps: ChainHandlerDeps): Pick<Handlers, 'chain.status' | 'chain.enrol' | 'chain.leave'> {
  return {
    'chain.status': async () => deps.status(),
    'chain.enrol': async ({ path }) => {
      await deps.enrol(path);
      return deps.status();
    },
    'chain.leave': async () => {
      deps.leave();
      return deps.status();
    },
  };
}
