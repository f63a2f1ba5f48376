/**
 * Keeps the customer display told what the clerk's screen shows: each change once, in order, only the latest when
 * the clerk types faster than the till answers; nothing once the sale screen is left. Its answers (whether the
 * customer is being asked) go where the confirm step reads them.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CustomerConfirmation } from '@shared/contract';
import type { ShownScreen } from './customer-screen';
import { useBridge } from '../../data/bridge-context';
import { setTillData } from '../../data/till-query';

/** One call at a time, so the display never steps back to an older screen; what comes meanwhile, only the latest. */
export function latestOnly(send: (screen: ShownScreen) => Promise<void>): (screen: ShownScreen) => void {
  let busy = false;
  let queued: ShownScreen | null = null;
  let last = '';
  const run = (screen: ShownScreen) => {
    busy = true;
    send(screen).finally(() => {
      busy = false;
      const next = queued;
      queued = null;
      if (next) run(next);
    });
  };
  return (screen) => {
    const said = JSON.stringify(screen);
    if (said === last) return;
    last = said;
    if (busy) queued = screen;
    else run(screen);
  };
}

export function useCustomerScreen(screen: ShownScreen): void {
  const bridge = useBridge();
  const client = useQueryClient();
  const [tell] = useState(() =>
    latestOnly((next) =>
      bridge['customer.show'](next).then(
        (confirmation: CustomerConfirmation) => setTillData(client, 'customer.confirmation', undefined, confirmation),
        // Signed out, the host restarting: the display keeps what it had until the next change; main clears it on a lock.
        () => undefined,
      ),
    ),
  );
  const key = JSON.stringify(screen);
  useEffect(() => tell(JSON.parse(key) as ShownScreen), [tell, key]);
  // Leaving the sale screen leaves nothing of the sale in front of the customer.
  useEffect(() => () => tell({ step: 'idle' }), [tell]);
}
