/**
 * The steps of one sale at the counter, as a reducer: number → amount → confirm → sent. Going back keeps what
 * was typed; a new sale starts from the shop's default country. Free of React and the DOM.
 */
import type { Operator, Sale } from '../../../shared/contract';

export interface Recipient {
  country: string;
  number: string;
}

export type SaleFlow =
  | { step: 'number'; recipient: Recipient }
  | { step: 'amount'; recipient: Recipient; e164: string; operator: Operator }
  | { step: 'confirm'; recipient: Recipient; e164: string; operator: Operator; amount: string }
  | { step: 'sent'; sale: Sale; operator: Operator };

export type SaleFlowAction =
  | { type: 'country'; country: string }
  | { type: 'number'; number: string }
  | { type: 'operator'; operator: Operator; e164: string }
  | { type: 'amount'; amount: string }
  | { type: 'back' }
  | { type: 'sent'; sale: Sale }
  | { type: 'sale-updated'; sale: Sale }
  | { type: 'new-sale'; country: string };

export function startSale(country: string): SaleFlow {
  return { step: 'number', recipient: { country, number: '' } };
}

export function saleFlow(flow: SaleFlow, action: SaleFlowAction): SaleFlow {
  switch (action.type) {
    case 'country':
      return flow.step === 'number' ? { step: 'number', recipient: { country: action.country, number: '' } } : flow;
    case 'number':
      return flow.step === 'number' ? { step: 'number', recipient: { ...flow.recipient, number: action.number } } : flow;
    case 'operator':
      return flow.step === 'number' ? { step: 'amount', recipient: flow.recipient, e164: action.e164, operator: action.operator } : flow;
    case 'amount':
      return flow.step === 'amount' ? { ...flow, step: 'confirm', amount: action.amount } : flow;
    case 'back':
      return back(flow);
    case 'sent':
      return flow.step === 'confirm' ? { step: 'sent', sale: action.sale, operator: flow.operator } : flow;
    case 'sale-updated':
      // Events may arrive out of order with the create answer: never step a sale back to an older state.
      return flow.step === 'sent' && flow.sale.id === action.sale.id && action.sale.updatedAt >= flow.sale.updatedAt ? { ...flow, sale: action.sale } : flow;
    case 'new-sale':
      return startSale(action.country);
  }
}

function back(flow: SaleFlow): SaleFlow {
  switch (flow.step) {
    case 'amount':
      return { step: 'number', recipient: flow.recipient };
    case 'confirm':
      return { step: 'amount', recipient: flow.recipient, e164: flow.e164, operator: flow.operator };
    case 'number':
    case 'sent':
      return flow;
  }
}
