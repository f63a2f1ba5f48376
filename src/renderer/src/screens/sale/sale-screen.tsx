/** The counter's main screen: one sale at a time, step by step (see sale-flow.ts and use-sale-flow.ts). */
import { useCallback } from 'react';
import type { Operator, Sale } from '@shared/contract';
import { useStarted } from '../../data/use-started';
import { useTillQuery } from '../../data/use-till-query';
import { AmountStep } from './amount-step';
import { ConfirmStep } from './confirm-step';
import { NumberStep } from './number-step';
import { useSaleInProgress } from './sale-in-progress';
import { SaleProgress } from './sale-progress';

export function SaleScreen() {
  const defaultCountry = useStarted().settings.shop.defaultCountry;
  const [flow, dispatch] = useSaleInProgress();
  const countries = useTillQuery('catalog.countries');

  const onCountry = useCallback((country: string) => dispatch({ type: 'country', country }), [dispatch]);
  const onNumber = useCallback((number: string) => dispatch({ type: 'number', number }), [dispatch]);
  const onOperator = useCallback((operator: Operator, e164: string) => dispatch({ type: 'operator', operator, e164 }), [dispatch]);
  const onAmount = useCallback((amount: string) => dispatch({ type: 'amount', amount }), [dispatch]);
  const onSent = useCallback((sale: Sale) => dispatch({ type: 'sent', sale }), [dispatch]);
  const onBack = useCallback(() => dispatch({ type: 'back' }), [dispatch]);
  // The only place a request key is replaced: a new sale is a new key.
  const onNewSale = useCallback(() => dispatch({ type: 'new-sale', country: defaultCountry, requestId: crypto.randomUUID() }), [dispatch, defaultCountry]);

  switch (flow.step) {
    case 'number':
      return <NumberStep countries={countries} recipient={flow.recipient} onCountry={onCountry} onNumber={onNumber} onOperator={onOperator} />;
    case 'amount':
      return <AmountStep operator={flow.operator} e164={flow.e164} onAmount={onAmount} onBack={onBack} />;
    case 'confirm':
      return (
        <ConfirmStep
          requestId={flow.requestId}
          recipient={flow.recipient}
          e164={flow.e164}
          operator={flow.operator}
          amount={flow.amount}
          onSent={onSent}
          onBack={onBack}
          onNewSale={onNewSale}
        />
      );
    case 'sent':
      return <SaleProgress sale={flow.sale} operator={flow.operator} onNewSale={onNewSale} />;
  }
}
