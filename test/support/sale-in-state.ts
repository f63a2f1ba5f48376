/**
 * A sale written to a real journal and brought to any state by the journal's own legal transitions, its last one
 * carrying the service's record as the service may hand it back: a delivered amount, a cost and a discount (and a
 * PIN) even with a refund. For the tests of what each view shows of a sale's money, whatever its record says.
 */
import type { Money, SaleState } from '../../src/shared/contract';
import type { SalesRepo } from '../../src/main/journal/sales-repo';

/** The transitions from `queued` that end in each state (back to `queued`: the request provably never left). */
const PATH_TO: Record<SaleState, readonly SaleState[]> = {
  queued: ['sending', 'queued'],
  sending: ['sending'],
  processing: ['sending', 'processing'],
  succeeded: ['sending', 'succeeded'],
  refunded: ['sending', 'refunded'],
  failed: ['sending', 'failed'],
  unknown: ['sending', 'unknown'],
  cancelled: ['cancelled'],
};

export interface SaleInState {
  id: string;
  day: string;
  state: SaleState;
  amount: Money;
  quoted: Money | null;
  /** What the service's record says, whatever the state. */
  delivered: Money;
  cost: Money;
  discount: Money;
  /** A PIN in the record (a PIN operator's). */
  pin: string | null;
  /** When it was taken (an ISO instant); 10:00 UTC of its day unless said. */
  at?: string;
}

export function writeSaleInState(sales: SalesRepo, sale: SaleInState): void {
  const at = sale.at ?? `${sale.day}T10:00:00.000Z`;
  sales.create(
    {
      id: sale.id, created_at: at, business_day: sale.day, clerk: 'Ada', shift: 0, environment: 'training', operator_id: 341,
      operator_name: 'MTN Nigeria', country_iso: 'NG', recipient_country: 'NG', recipient_phone: '+2348031234567', recipient_email: null,
      sender_country: null, sender_phone: null, amount_micros: sale.amount.micros, amount_currency: sale.amount.currency, use_local_amount: 0,
      quoted_delivered_micros: sale.quoted?.micros ?? null, quoted_delivered_currency: sale.quoted?.currency ?? null, request_id: null,
    },
    'test',
  );
  const record = {
    transaction_id: 4242,
    delivered_micros: sale.delivered.micros,
    delivered_currency: sale.delivered.currency,
    cost_micros: sale.cost.micros,
    cost_currency: sale.cost.currency,
    discount_micros: sale.discount.micros,
    discount_currency: sale.discount.currency,
    transaction_json: JSON.stringify({ pinDetail: sale.pin ? { code: sale.pin, serial: '4815162342', validity: '90 days' } : null }),
  };
  let from: SaleState = 'queued';
  const path = PATH_TO[sale.state];
  for (const [i, to] of path.entries()) {
    sales.transition(sale.id, from, to, at, 'test', i === path.length - 1 ? record : {});
    from = to;
  }
}
