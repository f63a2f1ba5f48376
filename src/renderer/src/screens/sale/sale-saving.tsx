/**
 * The sale's progress from the moment "Cash taken" is pressed, before the till has answered: the till is saving
 * the sale, and this says only that (what became of it shows once the till answers: sale-result.tsx, in the
 * same place). On a slow kiosk the tap is answered at once; a refusal brings the confirm step back with why.
 */
import { useTranslation } from 'react-i18next';
import type { Money, Operator } from '@shared/contract';
import { useFormats } from '../../i18n/use-formats';
import { OperatorCard } from '../../ui/operator-card';

interface SaleSavingProps {
  recipientText: string;
  /** What the confirm step said the customer pays; null while it was not known. */
  pays: Money | null;
  operator: Operator;
}

export function SaleSaving({ recipientText, pays, operator }: SaleSavingProps) {
  const { t } = useTranslation('sale');
  const formats = useFormats();
  return (
    <section className="step step-progress" aria-label={t('result.title')} aria-busy="true">
      <div className="step-main">
        <div className="sale-state tone-waiting" role="status" aria-live="polite" data-state="saving">
          <h2>{t('confirm.saving')}</h2>
        </div>
        <dl className="summary">
          <dt>{t('confirm.number')}</dt>
          <dd dir="ltr">{recipientText}</dd>
          <dt>{t('confirm.pays')}</dt>
          <dd className="amount">{pays ? formats.money(pays) : '…'}</dd>
        </dl>
        <OperatorCard operator={operator} />
      </div>
    </section>
  );
}
