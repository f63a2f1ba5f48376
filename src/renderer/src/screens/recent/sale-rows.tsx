/**
 * Sales as rows, each a button that opens the sale's detail, with its live state. Back from a detail, the
 * keyboard carries on at the row the clerk came from.
 */
import { type RefObject, useEffect, useRef } from 'react';
import type { Sale } from '@shared/contract';
import { useFormats } from '../../i18n/use-formats';
import { useSaleStateText } from '../../ui/sale-state-text';

interface SaleRowsProps {
  sales: Sale[] | undefined;
  /** The row to give the focus back to, once, when the rows are back. */
  returnTo: RefObject<string | null>;
  onOpen(id: string): void;
  /** Rows of several days say the day beside the time. */
  withDay?: boolean;
}

export function SaleRows({ sales, returnTo, onOpen, withDay = false }: SaleRowsProps) {
  const rows = useRef<HTMLOListElement>(null);
  const formats = useFormats();
  const stateText = useSaleStateText();
  useEffect(() => {
    if (returnTo.current === null || !sales) return;
    rows.current?.querySelector<HTMLButtonElement>(`button[data-sale-id="${CSS.escape(returnTo.current)}"]`)?.focus();
    returnTo.current = null;
  }, [returnTo, sales]);

  return (
    <ol className={withDay ? 'sale-rows with-day' : 'sale-rows'} ref={rows}>
      {(sales ?? []).map((sale) => {
        const state = stateText(sale.state);
        return (
          <li key={sale.id} data-state={sale.state}>
            {/* The spaces between the cells keep the button's spoken name readable: "10:42 +1201… $10.00 …".
                The number is isolated left to right, so an Arabic page never moves its "+". */}
            <button type="button" className={`sale-row tone-${state.tone}`} data-sale-id={sale.id} onClick={() => onOpen(sale.id)}>
              <span className="time">{withDay ? formats.dateTime(sale.createdAt) : formats.time(sale.createdAt)}</span>{' '}
              <span className="who">
                <bdi dir="ltr">{formats.recipient(sale.recipient)}</bdi>
              </span>{' '}
              <span className="operator">{sale.operator.name}</span> <span className="clerk">{sale.clerk}</span> <span className="amount">{formats.money(sale.amount)}</span>{' '}
              <span className="state">{state.title}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
