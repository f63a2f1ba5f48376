/** Today's latest sales, newest first, each with its live state; `sale.updated` keeps the rows current. */
import type { Sale } from '../../../shared/contract';
import { useBridge } from '../bridge-context';
import { ErrorLine } from '../components/error-line';
import { showMoney, showTime } from '../format';
import { useCall } from '../hooks/use-call';
import { useTillEvent } from '../hooks/use-till-event';
import { SALE_STATE_TEXT } from '../sale/sale-state-text';

const SHOWN = 30;

export function RecentSales() {
  const bridge = useBridge();
  const list = useCall(() => bridge['sales.list']({ limit: SHOWN }), [bridge]);
  useTillEvent('sale.updated', (sale) => {
    if (list.value) list.set({ ...list.value, sales: withSale(list.value.sales, sale) });
  });

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
      <ol className="sale-rows">
        {(list.value?.sales ?? []).map((sale) => (
          <li key={sale.id} className={`sale-row tone-${SALE_STATE_TEXT[sale.state].tone}`} data-state={sale.state}>
            <span className="time">{showTime(sale.createdAt)}</span>
            <span className="who">{sale.recipient.kind === 'phone' ? sale.recipient.e164 : sale.recipient.email}</span>
            <span className="operator">{sale.operator.name}</span>
            <span className="amount">{showMoney(sale.amount)}</span>
            <span className="state">{SALE_STATE_TEXT[sale.state].title}</span>
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
