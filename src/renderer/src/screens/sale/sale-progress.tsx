/**
 * Step 4: the sale's live state as the core reports it (`sale.updated`), in words for the counter, with the
 * PIN when there is one. The clerk may start the next sale at any time: this one carries on regardless.
 */
import type { Operator, Sale } from '@shared/contract';
import { FINAL_SALE_STATES } from '@shared/sale-states';
import { showMoney, showRecipient } from '../../ui/format';
import { OperatorCard } from '../../ui/operator-card';
import { PinVoucher } from '../../ui/pin-voucher';
import { SaleStateBox } from '../../ui/sale-state-box';

export function SaleProgress({ sale, operator, onNewSale }: { sale: Sale; operator: Operator; onNewSale(): void }) {
  const final = FINAL_SALE_STATES.includes(sale.state);
  return (
    <section className="step step-progress" aria-label="Sale progress">
      <div className="step-main">
        <SaleStateBox sale={sale} />
        <dl className="summary">
          <dt>Number</dt>
          <dd>{showRecipient(sale.recipient)}</dd>
          <dt>Operator</dt>
          <dd>
            <OperatorCard operator={operator} />
          </dd>
          <dt>Amount</dt>
          <dd className="amount">{showMoney(sale.amount)}</dd>
          <dt>Delivered</dt>
          <dd>{sale.delivered ? showMoney(sale.delivered) : '—'}</dd>
        </dl>
      </div>
      <div className="step-side">
        <button type="button" className={`button wide${final ? ' primary' : ''}`} onClick={onNewSale}>
          New sale
        </button>
        <p className="hint sale-id">Sale {sale.id}</p>
        {/* Beside the state rather than under it: the voucher and the sale's facts both fit a 768-pixel screen. */}
        {sale.pin ? <PinVoucher pin={sale.pin} /> : null}
      </div>
    </section>
  );
}
