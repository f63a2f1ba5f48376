/**
 * The sale being prepared, kept above the tabs: a look at Recent sales (to see whether a sale whose answer
 * was lost went through) is not a new sale, so coming back finds the same step and the same request key.
 */
import { type Dispatch, useReducer } from 'react';
import { useSaleFollow } from '../hooks/use-sale-follow';
import { useTillEvent } from '../hooks/use-till-event';
import { type SaleFlow, type SaleFlowAction, saleFlow, startSale } from './sale-flow';

export function useSaleFlow(defaultCountry: string): [SaleFlow, Dispatch<SaleFlowAction>] {
  // The key is made here, outside the reducer: React may run a reducer twice, and a key must be made once.
  const [flow, dispatch] = useReducer(saleFlow, defaultCountry, (country) => startSale(country, crypto.randomUUID()));
  useTillEvent('sale.updated', (sale) => dispatch({ type: 'sale-updated', sale }));
  useSaleFollow(flow.step === 'sent' ? flow.sale : null, (sale) => dispatch({ type: 'sale-updated', sale }));
  return [flow, dispatch];
}
