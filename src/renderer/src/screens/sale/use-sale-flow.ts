/**
 * The sale being prepared, kept above the routes: a look at Recent sales (to see whether a sale whose answer
 * was lost went through) is not a new sale, so coming back finds the same step and the same request key.
 * Once sent, the sale follows the cache (`sale.updated`, and a re-read until final: see data/use-sale.ts).
 */
import { type Dispatch, useEffect, useReducer } from 'react';
import { FINAL_SALE_STATES } from '@shared/sale-states';
import { useSale } from '../../data/use-sale';
import { type SaleFlow, type SaleFlowAction, saleFlow, startSale } from './sale-flow';

export function useSaleFlow(defaultCountry: string): [SaleFlow, Dispatch<SaleFlowAction>] {
  // The key is made here, outside the reducer: React may run a reducer twice, and a key must be made once.
  const [flow, dispatch] = useReducer(saleFlow, defaultCountry, (country) => startSale(country, crypto.randomUUID()));
  const unfinished = flow.step === 'sent' && !FINAL_SALE_STATES.includes(flow.sale.state) ? flow.sale.id : null;
  const read = useSale(unfinished).data?.sale;
  // The reducer keeps only what is this sale's and newer, whatever order the answers and events come in.
  useEffect(() => {
    if (read) dispatch({ type: 'sale-updated', sale: read });
  }, [read]);
  useEffect(() => dispatch({ type: 'shop-country', country: defaultCountry }), [defaultCountry]);
  return [flow, dispatch];
}
