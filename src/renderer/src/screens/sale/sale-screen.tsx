/**
 * The counter's main screen: one sale at a time, step by step (see sale-flow.ts), under a line that says when
 * the till is offline (sales are still taken, and queued) and lets the customer choose the screen's language.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecentNumber } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useStarted } from '../../data/use-started';
import { useLanguage } from '../../i18n/language-provider';
import { ErrorLine } from '../../ui/error-line';
import { ShopCountryPrompt } from '../settings/shop-country-prompt';
import { AmountStep } from './amount-step';
import { ConfirmStep } from './confirm-step';
import { EmailStep } from './email-step';
import { LanguageSwitch } from './language-switch';
import { NumberStep } from './number-step';
import { OperatorList } from './operator-list';
import { RecentNumbers } from './recent-numbers';
import { recipientText } from './recipient-text';
import { RegionStep } from './region-step';
import { repeatOfRecent } from './repeat';
import { repeatOf, type SaleFlow } from './sale-flow';
import { useSaleInProgress } from './sale-in-progress';
import { SaleResult } from './sale-result';
import './sale-screen.css';

export function SaleScreen() {
  const { t } = useTranslation('sale');
  const bridge = useBridge();
  const { status, settings } = useStarted();
  const defaultCountry = settings.shop.defaultCountry;
  const { setCustomerLanguage } = useLanguage();
  const [flow, dispatch] = useSaleInProgress();

  // The only places a request key is made: a new sale, a repeat. A new customer (a new sale, a recent number)
  // starts again in the till's language; "Same again" is for the same customer, in theirs.
  const onNewSale = useCallback(() => {
    setCustomerLanguage(null);
    dispatch({ type: 'new-sale', country: defaultCountry, requestId: crypto.randomUUID() });
  }, [dispatch, defaultCountry, setCustomerLanguage]);
  const onSameAgain = useCallback(() => {
    const repeat = repeatOf(flow);
    if (repeat) dispatch({ type: 'repeat', repeat, country: defaultCountry, requestId: crypto.randomUUID() });
  }, [dispatch, flow, defaultCountry]);
  const repeatRecent = useAction(async (recent: RecentNumber) => {
    const operator = await bridge['catalog.operator']({ operatorId: recent.operator.id });
    setCustomerLanguage(null);
    dispatch({ type: 'repeat', repeat: repeatOfRecent(recent, operator), country: defaultCountry, requestId: crypto.randomUUID() });
  });
  const onChangeOperator = useCallback(() => dispatch({ type: 'choose-operator', reason: null }), [dispatch]);
  const onBack = useCallback(() => dispatch({ type: 'back' }), [dispatch]);

  return (
    <div className="sale-screen">
      <div className="sale-bar">
        {!settings.shop.countryChosen ? (
          <ShopCountryPrompt />
        ) : status.connectivity === 'offline' ? (
          <p className="notice is-offline" role="status">
            {t('offline')}
          </p>
        ) : (
          <span />
        )}
        <LanguageSwitch />
      </div>
      <SaleStep
        flow={flow}
        dispatch={dispatch}
        onBack={onBack}
        onChangeOperator={onChangeOperator}
        onNewSale={onNewSale}
        onSameAgain={onSameAgain}
        recent={
          <>
            <RecentNumbers busy={repeatRecent.busy} onRepeat={(recent) => void repeatRecent.run(recent)} />
            <ErrorLine error={repeatRecent.error} />
          </>
        }
      />
    </div>
  );
}

interface SaleStepProps {
  flow: SaleFlow;
  dispatch: ReturnType<typeof useSaleInProgress>[1];
  onBack(): void;
  onChangeOperator(): void;
  onNewSale(): void;
  onSameAgain(): void;
  recent: React.ReactNode;
}

/** The step the sale is at, with what it needs from the draft. */
function SaleStep({ flow, dispatch, onBack, onChangeOperator, onNewSale, onSameAgain, recent }: SaleStepProps) {
  const { draft } = flow;
  const operator = draft.operator;
  const header = operator ? { recipientText: recipientText(draft), operator, onChangeOperator } : null;
  if (flow.step === 'sent') {
    return operator ? <SaleResult sale={flow.sale} operator={operator} onNewSale={onNewSale} onSameAgain={onSameAgain} /> : null;
  }
  switch (flow.step) {
    case 'number':
      return (
        <NumberStep
          recipient={draft.recipient}
          pinnedOperator={draft.operatorChosen ? operator : null}
          onCountry={(country, number) => dispatch({ type: 'country', country, ...(number === undefined ? {} : { number }) })}
          onNumber={(number) => dispatch({ type: 'number', number })}
          onDetected={(found, e164) => dispatch({ type: 'detected', operator: found, e164 })}
          onChooseOperator={(reason) => dispatch({ type: 'choose-operator', reason })}
          onNext={(e164) => operator && dispatch({ type: 'operator', operator, e164 })}
          recent={recent}
        />
      );
    case 'operators':
      return (
        <OperatorList
          country={draft.recipient.country}
          currentOperatorId={operator?.id ?? null}
          reason={flow.listReason}
          onOperator={(chosen) => dispatch({ type: 'operator', operator: chosen, e164: null })}
          onBack={onBack}
        />
      );
    case 'region':
      return header ? <RegionStep {...header} onRegion={(region) => dispatch({ type: 'region', region })} onBack={onBack} /> : null;
    case 'email':
      return header ? (
        <EmailStep
          {...header}
          email={draft.email}
          sender={draft.sender}
          onChange={(email, sender) => dispatch({ type: 'email', email, sender })}
          onNext={() => dispatch({ type: 'email-done' })}
          onBack={onBack}
        />
      ) : null;
    case 'amount':
      return header ? (
        <AmountStep
          {...header}
          region={draft.region}
          useLocalAmount={draft.useLocalAmount}
          amount={draft.amount}
          onLocalAmount={(useLocalAmount) => dispatch({ type: 'local-amount', useLocalAmount })}
          onAmount={(amount) => dispatch({ type: 'amount', amount })}
          onBack={onBack}
        />
      ) : null;
    case 'confirm':
      return operator && draft.amount !== null ? (
        <ConfirmStep
          draft={{ ...draft, operator, amount: draft.amount }}
          onSent={(sale) => dispatch({ type: 'sent', sale })}
          onBack={onBack}
          onChangeOperator={onChangeOperator}
          onNewSale={onNewSale}
        />
      ) : null;
  }
}
