/**
 * A fixed-amount operator's amounts as big buttons: the price, the plan's name and what it gives, the most
 * popular one tagged. Tapping one selects it; "Next" (beside, always in view) goes on with it.
 */
import { Fragment, useMemo } from 'react';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { useTranslation } from 'react-i18next';
import type { AmountRule, Money } from '@shared/contract';
import { microsToDecimal } from '@shared/money';
import { useFormats } from '../../i18n/use-formats';
import { isAmount } from '../../lib/amount-entry';
import { planPhrases, type PlanWords } from './plan-text';

function usePlanWords(): PlanWords {
  const { t } = useTranslation('amount');
  const { number } = useFormats();
  return useMemo(
    () => ({
      number,
      days: (count) => t('plan.days', { count }),
      hours: (count) => t('plan.hours', { count }),
      minutes: (count) => t('plan.minutes', { count }),
      sms: (count) => t('plan.sms', { count }),
      perDay: (data) => t('plan.perDay', { data }),
      unlimitedCalls: t('plan.unlimitedCalls'),
      unlimitedData: t('plan.unlimitedData'),
    }),
    [t, number],
  );
}

/**
 * The plan in plain words, each phrase isolated so "3 GB" and "30 يومًا" keep their own direction in an
 * Arabic line; the service's own text, when not understood, takes the direction of its first letter.
 */
function PlanText({ description, words }: { description: string; words: PlanWords }) {
  const phrases = planPhrases(description, words);
  if (!phrases) return <span className="plan-text" dir="auto">{description}</span>;
  const joined = [...phrases.allowances.map((text, index) => ({ text, before: index > 0 ? ' + ' : '' })), ...phrases.validity.map((text, index) => ({ text, before: index > 0 || phrases.allowances.length > 0 ? ' · ' : '' }))];
  return (
    <span className="plan-text">
      {joined.map(({ text, before }, index) => (
        <Fragment key={index}>
          {before}
          <bdi>{text}</bdi>
        </Fragment>
      ))}
    </span>
  );
}

interface AmountChoicesProps {
  rule: Extract<AmountRule, { kind: 'fixed' }>;
  /** The chosen amount as decimal text, '' for none yet. */
  text: string;
  popular: Money | null;
  onChoose(text: string): void;
}

export function AmountChoices({ rule, text, popular, onChoose }: AmountChoicesProps) {
  const { t } = useTranslation('amount');
  const formats = useFormats();
  const words = usePlanWords();
  return (
    <div className="amount-choices" role="group" aria-label={t('choose')}>
      {rule.choices.map((choice) => {
        const decimal = microsToDecimal(choice.amount.micros);
        const mostPopular = popular !== null && popular.currency === choice.amount.currency && popular.micros === choice.amount.micros;
        return (
          <ToggleButton
            key={choice.amount.micros}
            className={mostPopular ? 'choice amount-choice is-popular' : 'choice amount-choice'}
            isSelected={isAmount(text, choice.amount)}
            // Tapping the chosen one again keeps it chosen: there is always one amount or none, never a toggle off.
            onChange={() => onChoose(decimal)}
          >
            <strong className="amount-money">{formats.money(choice.amount)}</strong>
            {choice.name ? <span className="plan-name">{choice.name}</span> : null}
            {choice.description ? <PlanText description={choice.description} words={words} /> : null}
            {mostPopular ? <span className="tag tag-popular">{t('mostPopular')}</span> : null}
          </ToggleButton>
        );
      })}
    </div>
  );
}
