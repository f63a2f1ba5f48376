/**
 * Any amount between the operator's minimum and maximum: typed on the keypad (or the keyboard's digits),
 * checked by the same rule the core checks the sale with, the trouble said in plain words.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AmountRule } from '@shared/contract';
import { useFormats } from '../../i18n/use-formats';
import { ErrorLine } from '../../ui/error-line';
import { Keypad } from '../../ui/keypad';
import type { KeypadKey } from '../../lib/keypad-entry';
import { amountTrouble, typeAmountKey } from '../../lib/amount-entry';

type RangeRule = Extract<AmountRule, { kind: 'range' }>;

export function RangeEntry({ rule, text, onText }: { rule: RangeRule; text: string; onText(update: (text: string) => string): void }) {
  const { t } = useTranslation('amount');
  const formats = useFormats();
  const onKey = useCallback((key: KeypadKey) => onText((current) => typeAmountKey(current, key)), [onText]);
  const trouble = amountTrouble(text, rule);
  // "12." is an amount on its way, not a mistake.
  const shown = text === '' || text.endsWith('.') ? null : trouble;
  const problem = {
    format: () => t('problem.format'),
    zero: () => t('problem.zero'),
    range: () => t('problem.range', { min: formats.money(rule.min), max: formats.money(rule.max) }),
    fixed: () => t('problem.fixed'),
  };
  return (
    <>
      <output className="entry amount-entry" aria-label={t('entry')} aria-live="polite">
        {text ? (
          <>
            <bdi dir="ltr">{text}</bdi> <span className="amount-currency">{rule.min.currency}</span>
          </>
        ) : (
          <span className="placeholder">{t('typeAmount')}</span>
        )}
      </output>
      <ErrorLine error={shown ? problem[shown]() : null} />
      <Keypad decimal onKey={onKey} />
    </>
  );
}
