/** An operator as the clerk recognises it: logo and name, what it sells beyond airtime, and a running promotion. */
import { useTranslation } from 'react-i18next';
import type { OperatorSummary } from '@shared/contract';
import { OperatorLogo } from './operator-logo';
import './operator-card.css';

export function OperatorCard({ operator }: { operator: OperatorSummary }) {
  const { t } = useTranslation('operator');
  const badges = [
    operator.pin ? t('card.pin') : null,
    operator.data ? t('card.data') : null,
    operator.bundle ? t('card.bundle') : null,
    operator.recipientKind === 'email' ? t('card.email') : null,
  ].filter((badge) => badge !== null);
  return (
    <span className="operator-card">
      <OperatorLogo operatorId={operator.id} name={operator.name} />
      <span className="operator-card-text">
        <span className="operator-name">{operator.name}</span>
        {badges.length > 0 || operator.hasPromotion ? (
          <span className="operator-badges">
            {badges.map((badge) => (
              <span key={badge} className="tag">
                {badge}
              </span>
            ))}
            {operator.hasPromotion ? <span className="tag tag-promotion">{t('card.promotion')}</span> : null}
          </span>
        ) : null}
      </span>
    </span>
  );
}
