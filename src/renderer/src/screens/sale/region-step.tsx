/** Indian operators price by telecom circle: the clerk picks the customer's circle, then its plans are shown. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language-provider';
import { OperatorHeader } from './operator-header';
import { StartOver } from './start-over';
import type { RegionStepProps } from './step-props';
import './region-step.css';

export function RegionStep({ recipientText, operator, onChangeOperator, onRegion, onBack, canStartOver, onStartOver }: RegionStepProps) {
  const { t } = useTranslation('operator');
  const { t: tc } = useTranslation('common');
  const { locale } = useLanguage();
  const titleId = useId();
  const circles = [...operator.regions].sort((a, b) => a.name.localeCompare(b.name, locale));
  return (
    <section className="step region-step" aria-label={t('region.step')}>
      <div className="step-main">
        <OperatorHeader recipientText={recipientText} operator={operator} onChangeOperator={onChangeOperator} />
        <p className="hint">{t('region.hint')}</p>
        <div className="step-ways-back region-back">
          <button type="button" className="button" onClick={onBack}>
            {tc('back')}
          </button>
          <StartOver onStartOver={onStartOver} disabled={!canStartOver} />
        </div>
      </div>
      <div className="step-side region-side">
        <h2 id={titleId}>{t('region.title')}</h2>
        <div className="region-grid" role="group" aria-labelledby={titleId}>
          {circles.map((circle) => (
            <button key={circle.code} type="button" className="choice region-choice" onClick={() => onRegion(circle.code)}>
              {circle.name}
            </button>
          ))}
        </div>
      </div>
    </section>
  );
}
