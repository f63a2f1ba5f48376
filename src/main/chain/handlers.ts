/** The chain domain's handlers: where the till's log goes, and a manager enrolling or leaving. */
import type { ChainStatus, Handlers } from '../../shared/contract';

export interface ChainHandlerDeps {
  status(): ChainStatus;
  /** Checks and keeps the enrolment file's text (or refuses it, changing nothing). */
  enrol(text: string): void;
  leave(): void;
}

export function chainHandlers(deps: ChainHandlerDeps): Pick<Handlers, 'chain.status' | 'chain.enrol' | 'chain.leave'> {
  return {
    'chain.status': async () => deps.status(),
    'chain.enrol': async ({ enrolment }) => {
      deps.enrol(enrolment);
      return deps.status();
    },
    'chain.leave': async () => {
      deps.leave();
      return deps.status();
    },
  };
}
