/**
 * Always on top of the screen: which environment (training is loud, so nobody thinks a training sale was
 * real), whether the service answers, how many sales wait — a tap opens them — and the account balance with
 * a low warning. Every field keeps its place and width whatever it shows, so nothing jumps as values change.
 */
import { useTranslation } from 'react-i18next';
import type { Status } from '@shared/contract';
import { useFormats } from '../i18n/use-formats';

export function StatusBar({ status, onOpenWaiting }: { status: Status | null; onOpenWaiting(): void }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const connectivity = status?.connectivity ?? 'checking';
  return (
    <header className="status-bar" aria-label={t('status.label')}>
      <span className={`badge env-${status?.environment ?? 'unknown'}`} data-field="environment">
        {status ? t(`environment.${status.environment}`) : '…'}
      </span>
      <span className={`connectivity is-${connectivity}`} data-field="connectivity" role="status">
        <span className="dot" aria-hidden="true" />
        {t(`status.${connectivity}`)}
      </span>
      <button
        type="button"
        className="pending"
        data-field="pending"
        title={t('status.waitingOpen', { count: status?.pendingSales ?? 0 })}
        onClick={onOpenWaiting}
      >
        {t('status.waiting')} <strong>{status?.pendingSales ?? '–'}</strong>
      </button>
      <span className={`balance${status?.balance?.low ? ' is-low' : ''}`} data-field="balance">
        {status?.balance ? (
          <>
            {t('status.balance')} <strong>{formats.money(status.balance.amount)}</strong>
            {status.balance.low ? t('status.balanceLow') : ''}
            <small>{t('status.balanceAt', { time: formats.time(status.balance.updatedAt) })}</small>
          </>
        ) : (
          t('status.balanceNone')
        )}
      </span>
    </header>
  );
}
