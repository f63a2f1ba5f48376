/**
 * The steps of one sale at the counter, as a reducer: number → amount → confirm → sent. Going back keeps what
 * was typed; a new sale starts from the shop's default country. Free of React and the DOM.
 *
 * Each sale being prepared owns one request key from its first step to its last. The till takes a sale once
 * per key, so whatever the clerk does before the answer comes back (back, change amount, same amount again)
 * cannot take the customer's cash twice; only a new sale gets a new key. The key is passed in, never made
 * here, so the reducer stays pure.
 */
import type { Operator, Sale } from '@shared/contract';

export interface Recipient {
  country: string;
  number: string;
}

export type SaleFlow =
  | { step: 'number'; requestId: string; recipient: Recipient }
  | { step: 'amount'; requestId: string; recipient: Recipient; e164: string; operator: Operator }
  | { step: 'confirm'; requestId: string; recipient: Recipient; e164: string; operator: Operator; amount: string }
  | { step: 'sent'; requestId: string; sale: Sale; operator: Operator };

export type SaleFlowAction =
  | { type: 'country'; country: string }
  | { type: 'number'; number: string }
  | { type: 'operator'; operator: Operator; e164: string }
  | { type: 'amount'; amount: string }
  | { type: 'back' }
  | { type: 'sent'; sale: Sale }
  | { type: 'sale-updated'; sale: Sale }
  | { type: 'new-sale'; country: string; requestId: string };

export function startSale(country: string, requestId: string): SaleFlow {
  return { step: 'number', requestId, recipient: { country, number: '' } };
}

export function saleFlow(flow: SaleFlow, action: SaleFlowAction): SaleFlow {
  switch (action.type) {
    case 'country':
      return flow.step === 'number' ? startSale(action.country, flow.requestId) : flow;
    case 'number':
      return flow.step === 'number' ? { ...flow, recipient: { ...flow.recipient, number: action.number } } : flow;
    case 'operator':
      return flow.step === 'number' ? { step: 'amount', requestId: flow.requestId, recipient: flow.recipient, e164: action.e164, operator: action.operator } : flow;
    case 'amount':
      return flow.step === 'amount' ? { ...flow, step: 'confirm', amount: action.amount } : flow;
    case 'back':
      return back(flow);
    case 'sent':
      return flow.step === 'confirm' ? { step: 'sent', requestId: flow.requestId, sale: action.sale, operator: flow.operator } : flow;
    case 'sale-updated':
      // Events may arrive out of order with the create answer: never step a sale back to an older state.
      return flow.step === 'sent' && flow.sale.id === action.sale.id && action.sale.updatedAt >= flow.sale.updatedAt ? { ...flow, sale: action.sale } : flow;
    case 'new-sale':
      return startSale(action.country, action.requestId);
  }
}

function back(flow: SaleFlow): SaleFlow {
  switch (flow.step) {
    case 'amount':
      return { step: 'number', requestId: flow.requestId, recipient: flow.recipient };
    case 'confirm':
      return { step: 'amount', requestId: flow.requestId, recipient: flow.recipient, e164: flow.e164, operator: flow.operator };
    case 'number':
    case 'sent':
      return flow;
  }
}
