/**
 * Whether the till has stopped taking sales: `status.get` refuses with HALTED (it was halted before this page
 * opened, or while the event stream was down), or `till.halted` says so as it happens. The halt's details
 * arrive with the event; otherwise the halted screen reads them from `journal.health`.
 */
import { useCallback, useState } from 'react';
import type { Halt, Status } from '../../../shared/contract';
import type { ErrorCode } from '../../../shared/errors';
import type { CallState } from './use-call';
import { useTillEvent } from './use-till-event';

const HALTED: ErrorCode = 'HALTED';

export interface HaltState {
  halted: boolean;
  /** The halt as the event told it; null when only `status.get` said so. */
  halt: Halt | null;
  /** The journal can be used again: forget the halt and read the status anew. */
  recovered(): void;
}

export function useHalt(status: CallState<Status>): HaltState {
  const [halt, setHalt] = useState<Halt | null>(null);
  useTillEvent('till.halted', setHalt);
  const { reload } = status;
  const recovered = useCallback(() => {
    setHalt(null);
    // Until the new status arrives, the old HALTED refusal keeps the halted screen up: no flash of the old one.
    reload();
  }, [reload]);
  return { halted: halt !== null || status.error?.code === HALTED, halt, recovered };
}
