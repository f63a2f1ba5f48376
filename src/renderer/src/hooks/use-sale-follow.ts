/**
 * Keeps an unfinished sale on screen current even when its events are missed (an event stream that
 * connected after the sale moved, or dropped for a moment): events first, a light re-read as a safety net
 * until the sale is final.
 */
import { useEffect, useEffectEvent } from 'react';
import type { Sale } from '../../../shared/contract';
import { FINAL_SALE_STATES } from '../../../shared/sale-states';
import { useBridge } from '../bridge-context';

const REREAD_MS = 2_000;

export function useSaleFollow(sale: Sale | null, onSale: (sale: Sale) => void): void {
  const bridge = useBridge();
  const onRead = useEffectEvent(onSale);
  const id = sale?.id ?? null;
  const final = sale === null || FINAL_SALE_STATES.includes(sale.state);
  useEffect(() => {
    if (id === null || final) return;
    let stopped = false;
    const read = () =>
      bridge['sales.get']({ id }).then(
        (found) => {
          if (!stopped) onRead(found.sale);
        },
        () => undefined,
      );
    void read();
    const timer = setInterval(() => void read(), REREAD_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [bridge, id, final]);
}
