/**
 * Today's latest sales, newest first, each with its live state; `sale.updated` keeps the rows current. A row
 * opens the sale's detail (to read a PIN out again, or see what happened to it); back, the list is as it was.
 */
import { useEffect, useRef, useState } from 'react';
import type { Sale } from '../../../shared/contract';
import { useBridge } from '../bridge-context';
import { ErrorLine } from '../components/error-line';
import { showMoney, showRecipient, showTime } from '../format';
import { useCall } from '../hooks/use-call';
import { useTillEvent } from '../hooks/use-till-event';
import { SALE_STATE_TEXT } from '../sale/sale-state-text';
import { SaleDetail } from './sale-detail';

const SHOWN = 30;

export function RecentSales() {
  const bridge = useBridge();
  const list = useCall(() => bridge['sales.list']({ limit: SHOWN }), [bridge]);
  const [opened, setOpened] = useState<string | null>(null);
  // The row the clerk came back from, so the keyboard carries on where it was.
  const returnTo = useRef<string | null>(null);
  const rows = useRef<HTMLOListElement>(null);
  useTillEvent('sale.updated', (sale) => {
    if (list.value) list.set({ ...list.value, sales: withSale(list.value.sales, sale) });
  });
  useEffect(() => {
    if (opened !== null || returnTo.current === null) return;
    rows.current?.querySelector<HTMLButtonElement>(`button[data-sale-id="${CSS.escape(returnTo.current)}"]`)?.focus();
    returnTo.current = null;
  }, [opened]);

  if (opened !== null) {
    return (
      <SaleDetail
        id={opened}
        onBack={() => {
          returnTo.current = opened;
          setOpened(null);
        }}
      />
    );
  }

  return (
    <section className="recent" aria-label="Recent sales">
      <div className="picker-head">
        <h2>Recent sales</h2>
        <button type="button" className="button" onClick={list.reload}>
          Refresh
        </button>
      </div>
      <ErrorLine error={list.error} />
      {list.value && list.value.sales.length === 0 ? <p className="hint">No sales yet today.</p> : null}
      <ol className="sale-rows" ref={rows}>
        {(list.value?.sales ?? []).map((sale) => (
          <li key={sale.id} data-state={sale.state}>
            {/* The spaces between the cells keep the button's spoken name readable: "10:42 +1201… $10.00 …". */}
            <button type="button" className={`sale-row tone-${SALE_STATE_TEXT[sale.state].tone}`} data-sale-id={sale.id} onClick={() => setOpened(sale.id)}>
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

/** The list with `sale` replaced in place, or added on top when it is new; never longer than shown. */
function withSale(sales: Sale[], sale: Sale): Sale[] {
  const index = sales.findIndex((row) => row.id === sale.id);
  if (index === -1) return [sale, ...sales].slice(0, SHOWN);
  return sales.map((row) => (row.id === sale.id && sale.updatedAt >= row.updatedAt ? sale : row));
}
