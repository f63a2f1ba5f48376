/**
 * The counter's main screen: one sale at a time, step by step (see sale-flow.ts), under a line that says when
 * the till is offline (sales are still taken, and queued) and lets the customer choose the screen's language.
 * The number step is the first screen; the later steps load on demand (later-steps.ts), while it is idle.
 */
import { type Dispatch, type ReactNode, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Operator, RecentNumber, Sale, Settings } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useStartedSettings } from '../../data/use-started';
import { useOffline } from '../../data/use-status';
import { useLanguage } from '../../i18n/language-provider';
import { ErrorLine } from '../../ui/error-line';
import { whenIdle } from '../../lib/when-idle';
import { LanguageSwitch } from './language-switch';
import { AmountStep, ConfirmStep, EmailStep, OperatorList, preloadLaterSteps, RegionStep, SaleResult, ShopCountryPrompt } from './later-steps';
import { NumberStep } from './number-step';
import { RecentNumbers } from './recent-numbers';
import { recipientText } from './recipient-text';
import { useFormats } from '../../i18n/use-formats';
import { canStartOver, type PhoneInput, repeatOf, type SaleFlow, type SaleFlowAction } from './sale-flow';
import { useSaleInProgress } from './sale-in-progress';
import { customerScreenOf } from './customer-screen';
import { useCustomerScreen } from './use-customer-screen';
// The first-run question's frame, for its placeholder to have it while the question's script loads.
import './shop-country-prompt.css';
import './sale-screen.css';

const shopOf = (settings: Settings) => settings.shop;

export function SaleScreen() {
  const { t } = useTranslation('sale');
  const bridge = useBridge();
  const offline = useOffline();
  const shop = useStartedSettings(shopOf);
  const defaultCountry = shop.defaultCountry;
  const { setCustomerLanguage, language } = useLanguage();
  const [flow, dispatch] = useSaleInProgress();
  // The customer display shows what this screen shows, in the customer's language.
  useCustomerScreen(customerScreenOf(flow, language));

  // The only places a request key is made: a new sale, a repeat. A new customer (a new sale, a recent number)
  // starts again in the till's language; "Same again" is for the same customer, in theirs.
  const onNewSale = useCallback(() => {
    setCustomerLanguage(null);
    dispatch({ type: 'new-sale', country: defaultCountry, requestId: crypto.randomUUID() });
  }, [dispatch, defaultCountry, setCustomerLanguage]);
  // The same customer, most likely, changing their mind: their language stays.
  const onStartOver = useCallback(() => dispatch({ type: 'start-over', country: defaultCountry, requestId: crypto.randomUUID() }), [dispatch, defaultCountry]);
  const onSameAgain = useCallback(() => {
    const repeat = repeatOf(flow);
    if (repeat) dispatch({ type: 'repeat', repeat, country: defaultCountry, requestId: crypto.randomUUID() });
  }, [dispatch, flow, defaultCountry]);
  const repeatRecent = useAction(async (recent: RecentNumber) => {
    // Reads the number with libphonenumber, which the first screen loads on demand.
    const [operator, { repeatOfRecent }] = await Promise.all([bridge['catalog.operator']({ operatorId: recent.operator.id }), import('./repeat')]);
    setCustomerLanguage(null);
    dispatch({ type: 'repeat', repeat: repeatOfRecent(recent, operator), country: defaultCountry, requestId: crypto.randomUUID() });
  });
  const onChangeOperator = useCallback(() => dispatch({ type: 'choose-operator', reason: null }), [dispatch]);
  const onBack = useCallback(() => dispatch({ type: 'back' }), [dispatch]);
  useEffect(() => whenIdle(preloadLaterSteps), []);

  // The same element while the list's own inputs stay the same: a key typed on the number step does not draw it again.
  const repeat = useRef(repeatRecent);
  useLayoutEffect(() => {
    repeat.current = repeatRecent;
  });
  const onRepeat = useCallback((recent: RecentNumber) => void repeat.current.run(recent), []);
  const recent = useMemo(
    () => (
      <>
        <RecentNumbers busy={repeatRecent.busy} onRepeat={onRepeat} />
        <ErrorLine error={repeatRecent.error} />
      </>
    ),
    [repeatRecent.busy, repeatRecent.error, onRepeat],
  );

  return (
    <div className="sale-screen">
      <div className="sale-bar">
        {!shop.countryChosen ? (
          <Suspense fallback={<ShopCountryPromptSlot />}>
            <ShopCountryPrompt />
          </Suspense>
        ) : offline ? (
          <p className="notice is-offline" role="status">
            {t('offline')}
          </p>
        ) : (
          <span />
        )}
        <LanguageSwitch />
      </div>
      {/* A step whose script is not there yet leaves its place empty, never the screen's frame. */}
      <Suspense fallback={<section className="step" aria-busy="true" />}>
        <SaleStep
          flow={flow}
          dispatch={dispatch}
          onBack={onBack}
          onChangeOperator={onChangeOperator}
          onNewSale={onNewSale}
          onSameAgain={onSameAgain}
          canStartOver={canStartOver(flow, defaultCountry)}
          onStartOver={onStartOver}
          recent={recent}
        />
      </Suspense>
    </div>
  );
}

/** The question's place in the bar while its script loads: its frame at its height, so the bar does not grow under the clerk. */
function ShopCountryPromptSlot() {
  return (
    <div className="shop-country-prompt" aria-hidden="true">
      <span className="shop-country-slot" />
    </div>
  );
}

interface SaleStepProps {
  flow: SaleFlow;
  dispatch: Dispatch<SaleFlowAction>;
  onBack(): void;
  onChangeOperator(): void;
  onNewSale(): void;
  onSameAgain(): void;
  canStartOver: boolean;
  onStartOver(): void;
  recent: ReactNode;
}

/** The step the sale is at, with what it needs from the draft. */
function SaleStep({ flow, dispatch, onBack, onChangeOperator, onNewSale, onSameAgain, canStartOver, onStartOver, recent }: SaleStepProps) {
  const { draft } = flow;
  const operator = draft.operator;
  const on = useFlowActions(dispatch);
  const formats = useFormats();
  const onNext = useCallback((e164: string) => operator && dispatch({ type: 'operator', operator, e164 }), [dispatch, operator]);
  const header = operator ? { recipientText: recipientText(draft, formats), operator, onChangeOperator } : null;
  // Every step before the cash offers it.
  const startOver = { canStartOver, onStartOver };
  if (flow.step === 'sent') {
    return operator ? <SaleResult sale={flow.sale} operator={operator} onNewSale={onNewSale} onSameAgain={onSameAgain} /> : null;
  }
  switch (flow.step) {
    case 'number':
      return (
        <NumberStep
          recipient={draft.recipient}
          pinnedOperator={draft.operatorChosen ? operator : null}
          customerSaidNo={flow.customerSaidNo === true}
          onCountry={on.country}
          onNumber={on.number}
          onDetected={on.detected}
          onChooseOperator={on.chooseOperator}
          onNext={onNext}
          recent={recent}
          {...startOver}
        />
      );
    case 'operators':
      return <OperatorList country={draft.recipient.country} currentOperatorId={operator?.id ?? null} reason={flow.listReason} onOperator={on.operator} onBack={onBack} {...startOver} />;
    case 'region':
      return header ? <RegionStep {...header} onRegion={on.region} onBack={onBack} {...startOver} /> : null;
    case 'email':
      return header ? <EmailStep {...header} email={draft.email} sender={draft.sender} onChange={on.email} onNext={on.emailDone} onBack={onBack} {...startOver} /> : null;
    case 'amount':
      return header ? (
        <AmountStep {...header} region={draft.region} useLocalAmount={draft.useLocalAmount} amount={draft.amount} onLocalAmount={on.localAmount} onAmount={on.amount} onBack={onBack} {...startOver} />
      ) : null;
    case 'confirm':
      return operator && draft.amount !== null ? (
        <ConfirmStep
          draft={{ ...draft, operator, amount: draft.amount }}
          onSent={on.sent}
          onNotSent={on.notSent}
          onCustomerSaidNo={on.customerSaidNo}
          onBack={onBack}
          onChangeOperator={onChangeOperator}
          {...startOver}
        />
      ) : null;
  }
}

/**
 * What the steps tell back, as the flow's actions: made once, so that a step drawn again (at every key of the
 * number) is given the same functions, and what it hands them on (the keypad) need not draw again.
 */
function useFlowActions(dispatch: Dispatch<SaleFlowAction>) {
  return useMemo(
    () => ({
      country: (country: string, number?: string) => dispatch({ type: 'country', country, ...(number === undefined ? {} : { number }) }),
      number: (number: string) => dispatch({ type: 'number', number }),
      detected: (operator: Operator, e164: string) => dispatch({ type: 'detected', operator, e164 }),
      chooseOperator: (reason: string | null) => dispatch({ type: 'choose-operator', reason }),
      operator: (operator: Operator) => dispatch({ type: 'operator', operator, e164: null }),
      region: (region: string) => dispatch({ type: 'region', region }),
      email: (email: string, sender: PhoneInput) => dispatch({ type: 'email', email, sender }),
      emailDone: () => dispatch({ type: 'email-done' }),
      localAmount: (useLocalAmount: boolean) => dispatch({ type: 'local-amount', useLocalAmount }),
      amount: (amount: string) => dispatch({ type: 'amount', amount }),
      sent: (sale: Sale) => dispatch({ type: 'sent', sale }),
      notSent: (answerLost: boolean) => dispatch({ type: 'not-sent', answerLost }),
      customerSaidNo: () => dispatch({ type: 'customer-said-no' }),
    }),
    [dispatch],
  );
}
