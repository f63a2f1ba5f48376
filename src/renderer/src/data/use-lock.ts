/** Locks the till (the "Lock" button, the idle lock): the next person signs in; an open shift stays open. */
import { useQueryClient } from '@tanstack/react-query';
import { useBridge } from './bridge-context';
import { setTillData } from './till-query';
import { type Action, useAction } from './use-action';

export function useLock(): Action<[]> {
  const bridge = useBridge();
  const client = useQueryClient();
  // The answer at once; `session.changed` says the same to every other reader.
  return useAction(async () => setTillData(client, 'clerks.session', undefined, await bridge['clerks.lock']()));
}
