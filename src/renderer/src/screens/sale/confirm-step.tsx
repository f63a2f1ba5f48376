/**
 * The last step before the cash: everything the customer pays for, what the phone receives (the quote, with
 * the rate), the promotion, and one button the clerk presses after taking the cash. The button works once,
 * and every press carries the request key of the sale being prepared (see sale-flow.ts): neither a double tap
 * nor a dropped connection can create two sales.
 */
import { useTranslation } from 'react-i18next';
import type { Operator, Sale } from '@shared/contract';
import { TRANSPORT_ERRORS } from '../../data/bridge/bridge-error';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useOffline } from '../../data/use-status';
import { useTillQuery } from '../../data/use-till-query';
import { useFormats } from '../../i18n/use-formats';
import { ErrorLine } from '../../ui/error-line';
import { createInput } from './create-input';
import { OperatorHeader } from './operator-header';
import { planNameOf } from '@shared/plan-name';
import { recipientText, senderText } from './recipient-text';
import type { SaleDraft } from './sale-flow';
import { SaleSaving } from './sale-saving';
import { StartOver } from './start-over';
import { useCustomerAnswer } from './use-customer-answer';

/**
 * Failures after which the till may have taken the sale all the same: no answer, or one that could not be read.
 * Only a press with the same key tells; until then the sale is not dropped (sale-flow.ts).
 */
const ANSWER_LOST: ReadonlySet<string> = new Set([TRANSPORT_ERRORS.NETWORK, TRANSPORT_ERRORS.BAD_RESPONSE]);

interface ConfirmStepProps {
  draft: SaleDraft & { operator: Operator; amount: string };
  onSent(sale: Sale): void;
  onBack(): void;
  onChangeOperator(): void;
  /** "Cash taken" failed; `answerLost`: the till may have taken the sale all the same. */
  onNotSent(answerLost: boolean): void;
  /** The customer said on their display that the number is not theirs. */
  onCustomerSaidNo(): void;
  canStartOver: boolean;
  onStartOver(): void;
}

export function ConfirmStep({ draft, onSent, onNotSent, onCustomerSaidNo, onBack, onChangeOperator, canStartOver, onStartOver }: ConfirmStepProps) {
  const { t } = useTranslation('sale');
  const formats = useFormats();
  const bridge = useBridge();
  const { operator, amount, useLocalAmount } = draft;
  const input = createInput(draft);
  const quote = useTillQuery('sales.quote', { operatorId: operator.id, amount, useLocalAmount, recipient: input.recipient });
  const offline = useOffline();
  // `once`: after the till took the sale the button stays spent while the screen moves on to its progress.
  const confirm = useAction(async () => onSent(await bridge['sales.create'](input)), {
    once: true,
    afterFailure: (failure) => onNotSent(ANSWER_LOST.has(failure.code)),
  });
  const sending = confirm.busy;
  // With a customer display, the customer reads the number and says yes before the cash is taken.
  const customer = useCustomerAnswer(draft.requestId, onCustomerSaidNo);
  // This key already took another sale (details changed after an answer was lost): pressing again with it
  // can only be refused again, so the way on is a new sale with a new key ("Start over", then the main button).
  const keyUsed = confirm.error?.code === 'DUPLICATE_REQUEST';
  const recently = quote.data?.recentlyRecharged ?? null;
  const plan = planNameOf(operator, draft.region, amount, useLocalAmount);
  const promotion = operator.promotions[0] ?? null;
  const pays = quote.data ? { micros: quote.data.cost.micros + quote.data.discount.micros, currency: quote.data.cost.currency } : null;

  // Pressed: the sale's progress shows at once, saying it is being saved, until the till answers (or refuses).
  if (sending) return <SaleSaving recipientText={recipientText(draft, formats)} pays={pays} operator={operator} />;
  return (
    <section className="step step-confirm" aria-label={t('confirm.title')}>
      <div className="step-main">
        {/* Large: the number is read aloud to the customer from here, the last place a wrong digit is caught. */}
        <OperatorHeader recipientText={recipientText(draft, formats)} operator={operator} onChangeOperator={onChangeOperator} locked={sending} large />
        <dl className="summary">
          {operator.recipientKind === 'email' ? (
            <>
              <dt>{t('confirm.sender')}</dt>
              <dd dir="ltr">{senderText(draft.sender, formats)}</dd>
            </>
          ) : null}
          {plan ? (
            <>
              <dt>{t('confirm.plan')}</dt>
              <dd>{plan}</dd>
            </>
          ) : null}
          <dt>{t('confirm.pays')}</dt>
          <dd className="amount" data-field="pays">
            {pays ? formats.money(pays) : '…'}
          </dd>
          <dt>{t('confirm.gets')}</dt>
          <dd data-field="gets">{quote.data ? formats.money(quote.data.delivered) : quote.isFetching ? t('confirm.askingRate') : '—'}</dd>
          {quote.data?.fxRate && quote.data.delivered.currency !== quote.data.cost.currency ? (
            <>
              <dt>{t('confirm.rate')}</dt>
              <dd>{t('confirm.rateValue', { from: quote.data.cost.currency, rate: formats.number(Number(quote.data.fxRate)), to: quote.data.delivered.currency })}</dd>
            </>
          ) : null}
          {promotion ? (
            <>
              <dt>{t('confirm.promotion')}</dt>
              <dd>{promotion.title}</dd>
            </>
          ) : null}
        </dl>
        {recently ? (
          <p className="notice is-warning" role="status">
            {t('confirm.recentlyRecharged', { soldAt: formats.time(recently.soldAt), retryAt: formats.time(recently.retryAt) })}
          </p>
        ) : null}
        {offline ? <p className="notice is-offline">{t('confirm.queuedNote')}</p> : null}
        {customer.waiting ? (
          <p className="notice is-waiting" role="status">
            {t('confirm.waitingForCustomer')}
          </p>
        ) : customer.saidYes ? (
          <p className="notice is-ok" role="status">
            {t('confirm.customerSaidYes')}
          </p>
        ) : null}
        <ErrorLine error={confirm.error ?? quote.error ?? customer.skip.error} />
      </div>
      <div className="step-side">
        <button type="button" className="button primary huge" disabled={sending || keyUsed || quote.data === undefined || customer.waiting} onClick={() => void confirm.run()}>
          {sending ? t('confirm.saving') : t('confirm.send')}
        </button>
        {customer.mayGoOnWithout ? (
          <button type="button" className="button wide" disabled={customer.skip.busy} onClick={() => void customer.skip.run()}>
            {t('confirm.goOnWithout')}
          </button>
        ) : null}
        <button type="button" className="button wide" disabled={sending} onClick={onBack}>
          {t('confirm.changeAmount')}
        </button>
        <StartOver onStartOver={onStartOver} disabled={sending || !canStartOver} className={keyUsed ? 'wide primary' : 'wide'} />
      </div>
    </section>
  );
}
