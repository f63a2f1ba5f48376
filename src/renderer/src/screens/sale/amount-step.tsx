/**
 * The amount: a fixed-amount operator's amounts (or a circle's plans) as big buttons, a range operator's on
 * the keypad with its suggested amounts. Either way the clerk selects, then "Next": one pattern for both.
 * Where the operator takes local amounts, the currency is chosen first.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AmountRule, Money } from '@shared/contract';
import { microsToDecimal } from '@shared/money';
import { useFormats } from '../../i18n/use-formats';
import { AmountChoices } from './amount-choices';
import { amountTrouble, isAmount, ruleInForce } from '../../lib/amount-entry';
import { CurrencyToggle } from './currency-toggle';
import { OperatorHeader } from './operator-header';
import { RangeEntry } from './range-entry';
import { StartOver } from './start-over';
import type { AmountStepProps } from './step-props';
import { useEnterKey } from './use-enter-key';
import './amount-step.css';

export function AmountStep(props: AmountStepProps) {
  const { recipientText, operator, onChangeOperator, region, useLocalAmount, amount, onLocalAmount, onAmount, onBack, canStartOver, onStartOver } = props;
  const { t } = useTranslation('amount');
  const { t: tc } = useTranslation('common');
  const rule = ruleInForce(operator, region, useLocalAmount);
  const circle = operator.regions.find((each) => each.code === region) ?? null;
  // Back from the confirm step, the amount chosen before is chosen again.
  const [text, setText] = useState(amount ?? '');
  const ready = rule !== null && text !== '' && amountTrouble(text, rule) === null;

  const next = useCallback(() => {
    if (ready) onAmount(text);
  }, [ready, text, onAmount]);
  useEnterKey(next);
  const changeCurrency = (local: boolean) => {
    // An amount in one currency means nothing in the other.
    setText('');
    onLocalAmount(local);
  };
  const empty = rule === null || (rule.kind === 'fixed' && rule.choices.length === 0);

  return (
    <section className={`step amount-step is-${empty ? 'empty' : rule.kind}`} aria-label={t('step')}>
      <div className="step-main">
        <OperatorHeader recipientText={recipientText} operator={operator} onChangeOperator={onChangeOperator} />
        {circle ? <p className="amount-circle">{t('circle', { name: circle.name })}</p> : null}
        {operator.localAmounts !== null ? <CurrencyToggle operator={operator} useLocalAmount={useLocalAmount} onLocalAmount={changeCurrency} /> : null}
        {rule?.kind === 'range' ? <RangeHelp rule={rule} text={text} popular={operator.mostPopular} onChoose={setText} /> : null}
        <div className="step-ways-back amount-back">
          <button type="button" className="button" onClick={onBack}>
            {circle ? t('changeCircle') : tc('back')}
          </button>
          <StartOver onStartOver={onStartOver} disabled={!canStartOver} />
        </div>
      </div>
      <div className="step-side">
        {empty ? <p className="hint">{t('none')}</p> : null}
        {rule?.kind === 'fixed' && !empty ? <AmountChoices rule={rule} text={text} popular={operator.mostPopular} onChoose={setText} /> : null}
        {rule?.kind === 'range' ? <RangeEntry rule={rule} text={text} onText={setText} /> : null}
        <button type="button" className="button primary wide amount-next" disabled={!ready} onClick={next}>
          {t('next')}
        </button>
      </div>
    </section>
  );
}

/** What a range operator takes, and its suggested amounts as shortcuts that fill the amount in. */
function RangeHelp({ rule, text, popular, onChoose }: { rule: Extract<AmountRule, { kind: 'range' }>; text: string; popular: Money | null; onChoose(text: string): void }) {
  const { t } = useTranslation('amount');
  const formats = useFormats();
  return (
    <>
      <p className="hint amount-range">{t('range', { min: formats.money(rule.min), max: formats.money(rule.max) })}</p>
      {rule.suggested.length > 0 ? (
        <div className="amount-suggested" role="group" aria-label={t('suggested')}>
          {rule.suggested.map((money) => (
            <button key={money.micros} type="button" className={isAmount(text, money) ? 'choice is-current' : 'choice'} onClick={() => onChoose(microsToDecimal(money.micros))}>
              <span>{formats.money(money)}</span>
              {popular !== null && popular.currency === money.currency && popular.micros === money.micros ? <span className="tag tag-popular">{t('mostPopular')}</span> : null}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
