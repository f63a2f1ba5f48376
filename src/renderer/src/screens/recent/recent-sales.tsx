/**
 * Today's latest sales, newest first, each with its live state; `sale.updated` keeps the rows current through
 * the cache. A row opens the sale's detail (to read a PIN out again, or see what happened to it).
 */
import { type RefObject, useEffect, useRef } from 'react';
import { useTillQuery } from '../../data/use-till-query';
import { ErrorLine } from '../../ui/error-line';
import { showMoney, showRecipient, showTime } from '../../ui/format';
import { SALE_STATE_TEXT } from '../../ui/sale-state-text';

const SHOWN = 30;

interface RecentSalesProps {
  /** The row to give the focus back to, once, when the list is back. */
  returnTo: RefObject<string | null>;
  onOpen(id: string): void;
}

export function RecentSales({ returnTo, onOpen }: RecentSalesProps) {
  const list = useTillQuery('sales.list', { limit: SHOWN });
  const rows = useRef<HTMLOListElement>(null);
  const sales = list.data?.sales;
  useEffect(() => {
    if (returnTo.current === null || !sales) return;
    rows.current?.querySelector<HTMLButtonElement>(`button[data-sale-id="${CSS.escape(returnTo.current)}"]`)?.focus();
    returnTo.current = null;
  }, [returnTo, sales]);

  return (
    <section className="recent" aria-label="Recent sales">
      <div className="picker-head">
        <h2>Recent sales</h2>
        <button type="button" className="button" onClick={() => void list.refetch()}>
          Refresh
        </button>
      </div>
      <ErrorLine error={list.error} />
      {sales && sales.length === 0 ? <p className="hint">No sales yet today.</p> : null}
      <ol className="sale-rows" ref={rows}>
        {(sales ?? []).map((sale) => (
          <li key={sale.id} data-state={sale.state}>
            {/* The spaces between the cells keep the button's spoken name readable: "10:42 +1201… $10.00 …". */}
            <button type="button" className={`sale-row tone-${SALE_STATE_TEXT[sale.state].tone}`} data-sale-id={sale.id} onClick={() => onOpen(sale.id)}>
              <span className="time">{showTime(sale.createdAt)}</span> <span className="who">{showRecipient(sale.recipient)}</span>{' '}
              <span className="operator">{sale.operator.name}</span> <span className="amount">{showMoney(sale.amount)}</span>{' '}
              <span className="state">{SALE_STATE_TEXT[sale.state].title}</span>
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
