/** The till's status for the status bar and the screens: read once, then kept current by `status.changed`. */
import type { Status } from '../../../shared/contract';
import { useBridge } from '../bridge-context';
import { type CallState, useCall } from './use-call';
import { useTillEvent } from './use-till-event';

export function useStatus(): CallState<Status> {
  const bridge = useBridge();
  const status = useCall(() => bridge['status.get'](), [bridge]);
  useTillEvent('status.changed', status.set);
  return status;
}
