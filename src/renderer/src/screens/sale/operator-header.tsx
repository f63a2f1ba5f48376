/**
 * On top of every step after the operator is known: whom the top-up is for, with which operator, what that
 * operator is running as a promotion, and the way to another operator (the number is kept). `locked` while the
 * sale is being taken: the answer must find the screen where it left it.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '@shared/contract';
import { useFormats } from '../../i18n/use-formats';
import { OperatorCard } from '../../ui/operator-card';
import type { OperatorHeaderProps } from './step-props';
import './operator-header.css';

// Memoised: the step below it draws again at each choice, the header (and its logo) only when the operator changes.
export const OperatorHeader = memo(function OperatorHeader({ recipientText, operator, onChangeOperator, locked = false, large = false }: OperatorHeaderProps & { locked?: boolean; large?: boolean }) {
  const { t } = useTranslation('operator');
  return (
    <div className="operator-header">
      <p className={large ? 'recipient-line is-large' : 'recipient-line'}>
        {/* A number or an address reads left to right in an Arabic page too. */}
        <bdi dir="ltr">{recipientText}</bdi>
      </p>
      <div className="operator-header-row">
        <OperatorCard operator={operator} />
        <button type="button" className="button" disabled={locked} onClick={onChangeOperator}>
          {t('header.change')}
        </button>
      </div>
      {operator.promotions.length > 0 ? <PromotionBanner promotions={operator.promotions} /> : null}
    </div>
  );
});

function PromotionBanner({ promotions }: { promotions: readonly Promotion[] }) {
  const { t } = useTranslation('operator');
  const formats = useFormats();
  return (
    // Focusable: when promotions outgrow the box, a keyboard can scroll it too.
    <aside className="promotion-banner" aria-label={t('header.promotions')} tabIndex={0}>
      <ul>
        {promotions.map((promotion) => (
          <li key={promotion.id}>
            <strong>{promotion.title}</strong>
            {promotion.description ? <span> {promotion.description}</span> : null}
            {promotion.endsAt ? <span className="promotion-until"> {t('header.until', { date: formats.dateTime(promotion.endsAt) })}</span> : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
