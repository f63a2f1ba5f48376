/**
 * The country's operators as big cards, for when the number's operator is not found (or the clerk knows
 * better): choosing one reads its whole record (amounts, circles, promotions) and goes on with it.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorSummary } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useTillQuery } from '../../data/use-till-query';
import { ErrorLine } from '../../ui/error-line';
import { OperatorCard } from '../../ui/operator-card';
import { StartOver } from './start-over';
import type { OperatorListProps } from './step-props';
import './operator-list.css';

/** Plain airtime first (what a number's operator usually is), then PIN, data and bundle variants; by name within each. */
function inListOrder(operators: readonly OperatorSummary[]): OperatorSummary[] {
  const variant = (operator: OperatorSummary) => (operator.pin || operator.data || operator.bundle || operator.recipientKind === 'email' ? 1 : 0);
  return [...operators].sort((a, b) => variant(a) - variant(b) || a.name.localeCompare(b.name));
}

export function OperatorList({ country, currentOperatorId, reason, onOperator, onBack, canStartOver, onStartOver }: OperatorListProps) {
  const { t } = useTranslation('operator');
  const { t: tc } = useTranslation('common');
  const titleId = useId();
  const bridge = useBridge();
  const operators = useTillQuery('catalog.operators', { country });
  const choose = useAction(async (summary: OperatorSummary) => onOperator(await bridge['catalog.operator']({ operatorId: summary.id })));
  const list = operators.data ? inListOrder(operators.data) : [];

  return (
    <section className="operator-list-step" aria-labelledby={titleId}>
      <div className="operator-list-head">
        <h2 id={titleId}>{t('list.title')}</h2>
        {reason ? <p className="operator-list-reason">{reason}</p> : null}
      </div>
      {operators.isPending ? <p className="hint">{t('list.loading')}</p> : null}
      {operators.data && list.length === 0 ? <p className="hint">{t('list.none')}</p> : null}
      <div className="operator-grid">
        {list.map((operator) => {
          const current = operator.id === currentOperatorId;
          return (
            <button
              key={operator.id}
              type="button"
              className={current ? 'choice operator-choice is-current' : 'choice operator-choice'}
              aria-current={current ? 'true' : undefined}
              disabled={choose.busy}
              onClick={() => void choose.run(operator)}
            >
              <OperatorCard operator={operator} />
              {current ? <span className="tag operator-current">{t('list.current')}</span> : null}
            </button>
          );
        })}
      </div>
      <div className="operator-list-foot">
        <ErrorLine error={choose.error ?? operators.error} />
        {operators.isError ? (
          <button type="button" className="button" onClick={() => void operators.refetch()}>
            {tc('tryAgain')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={onBack}>
          {tc('back')}
        </button>
        <StartOver onStartOver={onStartOver} disabled={!canStartOver || choose.busy} />
      </div>
    </section>
  );
}
