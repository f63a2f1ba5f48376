/**
 * The last numbers sold to, newest first: one tap prepares the same sale again (straight to its confirm step,
 * where the clerk still sees the quote before taking the cash). Clearing the list asks a manager's approval
 * when needed, then asks in words, in a dialog loaded on demand (recent-numbers-clear.tsx).
 */
import { memo, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecentNumber } from '@shared/contract';
import { useApprovalFirst } from '../../ui/approval/approval-first';
import { useTillQuery } from '../../data/use-till-query';
import { useFormats } from '../../i18n/use-formats';
import { ErrorLine } from '../../ui/error-line';
import { lazyPart } from '../../ui/lazy-part';

const ClearRecentDialog = lazyPart(() => import('./recent-numbers-clear').then((module) => module.ClearRecentDialog));

interface RecentNumbersProps {
  busy: boolean;
  onRepeat(recent: RecentNumber): void;
}

// Memoised: the number step draws again at every key, and this list has nothing to do with the keys.
export const RecentNumbers = memo(function RecentNumbers({ busy, onRepeat }: RecentNumbersProps) {
  const { t } = useTranslation('sale');
  const formats = useFormats();
  const recent = useTillQuery('sales.recentNumbers');
  const rows = recent.data ?? [];
  return (
    <section className="recent-numbers" aria-label={t('recent.title')}>
      <div className="recent-numbers-head">
        <h2>{t('recent.title')}</h2>
        {rows.length > 0 ? <ClearRecentNumbers onCleared={() => void recent.refetch()} /> : null}
      </div>
      {rows.length === 0 ? <p className="hint">{recent.isPending ? '' : t('recent.empty')}</p> : null}
      <ol className="recent-number-rows">
        {rows.map((row) => (
          <li key={row.saleId}>
            <button
              type="button"
              className="recent-number"
              disabled={busy}
              aria-label={t('recent.repeat', { amount: formats.money(row.amount), who: formats.recipient(row.recipient), operator: row.operator.name })}
              onClick={() => onRepeat(row)}
            >
              <span className="who" dir="ltr">
                {formats.recipient(row.recipient)}
              </span>{' '}
              <span className="operator">{row.operator.name}</span> <strong className="amount">{formats.money(row.amount)}</strong>
            </button>
          </li>
        ))}
      </ol>
      <ErrorLine error={recent.error} />
    </section>
  );
});

/** "Clear": a manager's approval first when the clerk needs one, then the question. */
function ClearRecentNumbers({ onCleared }: { onCleared(): void }) {
  const { t } = useTranslation('sale');
  const question = useApprovalFirst('clear-recent-numbers');
  return (
    <>
      <button type="button" className="button small" aria-haspopup="dialog" aria-expanded={question.confirming} onClick={() => void question.ask()}>
        {t('recent.clear')}
      </button>
      {question.confirming ? (
        <Suspense fallback={null}>
          <ClearRecentDialog onOpenChange={(open) => (open ? undefined : question.close())} onCleared={onCleared} />
        </Suspense>
      ) : null}
    </>
  );
}
