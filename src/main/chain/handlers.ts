/** The chain domain's handlers: where the till's log goes, and a manager enrolling or leaving. */
import type { Actor } from '../../shared/actor';
import type { ChainStatus, Handlers } from '../../shared/contract';

export interface ChainHandlerDeps {
  status(): ChainStatus;
  /** Reads, checks and keeps the enrolment file at `path` (or the one the desktop app's dialog gives), or refuses it, changing nothing. */
  enrol(path: string | undefined, actor: Actor): Promise<void>;
  leave(actor: Actor): void;
}

export function chainHandlers(deps: ChainHandlerDeps): Pick<Handlers, 'chain.status' | 'chain.enrol' | 'chain.leave'> {
  return {
    'chain.status': async () => deps.status(),
    'chain.enrol': async ({ path }, actor) => {
      await deps.enrol(path, actor);
      return deps.status();
    },
    'chain.leave': async (_input, actor) => {
      deps.leave(actor);
      return deps.status();
    },
  };
}
