/** The counter's main screen: one sale at a time, step by step (see sale-flow.ts). */
import { useCallback, useReducer } from 'react';
import type { Operator, Sale } from '../../../shared/contract';
import { useBridge } from '../bridge-context';
import { useCall } from '../hooks/use-call';
import { useSaleFollow } from '../hooks/use-sale-follow';
import { useTillEvent } from '../hooks/use-till-event';
import { AmountStep } from './amount-step';
import { ConfirmStep } from './confirm-step';
import { NumberStep } from './number-step';
import { saleFlow, startSale } from './sale-flow';
import { SaleProgress } from './sale-progress';

export function SaleScreen({ defaultCountry }: { defaultCountry: string }) {
  const bridge = useBridge();
  const countries = useCall(() => bridge['catalog.countries'](), [bridge]);
  const [flow, dispatch] = useReducer(saleFlow, defaultCountry, startSale);
  useTillEvent('sale.updated', (sale) => dispatch({ type: 'sale-updated', sale }));
  useSaleFollow(flow.step === 'sent' ? flow.sale : null, (sale) => dispatch({ type: 'sale-updated', sale }));

  const onCountry = useCallback((country: string) => dispatch({ type: 'country', country }), []);
  const onNumber = useCallback((number: string) => dispatch({ type: 'number', number }), []);
  const onOperator = useCallback((operator: Operator, e164: string) => dispatch({ type: 'operator', operator, e164 }), []);
  const onAmount = useCallback((amount: string) => dispatch({ type: 'amount', amount }), []);
  const onSent = useCallback((sale: Sale) => dispatch({ type: 'sent', sale }), []);
  const onBack = useCallback(() => dispatch({ type: 'back' }), []);
  const onNewSale = useCallback(() => dispatch({ type: 'new-sale', country: defaultCountry }), [defaultCountry]);

  switch (flow.step) {
    case 'number':
      return <NumberStep countries={countries} recipient={flow.recipient} onCountry={onCountry} onNumber={onNumber} onOperator={onOperator} />;
    case 'amount':
      return <AmountStep operator={flow.operator} e164={flow.e164} onAmount={onAmount} onBack={onBack} />;
    case 'confirm':
      return <ConfirmStep recipient={flow.recipient} e164={flow.e164} operator={flow.operator} amount={flow.amount} onSent={onSent} onBack={onBack} />;
    case 'sent':
      return <SaleProgress sale={flow.sale} operator={flow.operator} onNewSale={onNewSale} />;
  }
}
