/**
 * The customer's answer on their display, for the confirm step: whether "Cash taken" must wait for their yes,
 * whether they gave it, or said the number is not theirs; and the clerk's way on without it, where a manager
 * allows it. Main holds the question (and refuses the sale without the yes); this only reads it.
 */
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBridge } from '../../data/bridge-context';
import { setTillData } from '../../data/till-query';
import { useAction } from '../../data/use-action';
import { useSettings } from '../../data/use-settings';
import { useTillQuery } from '../../data/use-till-query';

export function useCustomerAnswer(requestId: string, onSaidNo: () => void) {
  const bridge = useBridge();
  const client = useQueryClient();
  const { data } = useTillQuery('customer.confirmation');
  // About this sale only: an answer for the one before (same again, a corrected number) is no answer to this one.
  const about = data?.requestId === requestId ? data : null;
  const askToConfirm = useSettings().data?.customerDisplay.askToConfirm ?? true;
  // A display there and the till not yet saying it asks about this sale (its answer on the way): wait too.
  const waiting = about === null ? data?.connected === true && askToConfirm : about.needed && (about.answer === 'waiting' || about.answer === null);
  const saidNo = about?.answer === 'no';
  // Only a no to the question this step put sends the clerk back: one read before it was put (the last visit's,
  // when the clerk comes back to the same sale before the till says it asks again) is no answer to it.
  const asked = useRef(false);
  if (about?.answer === 'waiting') asked.current = true;
  const skip = useAction(async () => setTillData(client, 'customer.confirmation', undefined, await bridge['customer.skip']({ requestId })));
  useEffect(() => {
    if (saidNo && asked.current) onSaidNo();
  }, [saidNo, onSaidNo]);
  return {
    waiting,
    saidYes: about?.answer === 'yes',
    mayGoOnWithout: waiting && about?.mayGoOnWithout === true,
    skip,
  };
}
