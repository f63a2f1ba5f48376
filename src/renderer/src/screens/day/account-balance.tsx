/**
 * The account's balance at the service, as of when the till last heard it, with a warning the manager cannot
 * miss when it is below the low-balance threshold (Settings): sales start failing once it runs out.
 */
import { useTranslation } from 'react-i18next';
import type { Status } from '@shared/contract';
import { useFormats } from '../../i18n/use-formats';

export function AccountBalance({ status }: { status: Status | undefined }) {
  const { t } = useTranslation('day');
  const formats = useFormats();
  const balance = status?.balance ?? null;
  const threshold = status?.lowBalanceThreshold ?? null;
  return (
    <section className={`panel day-balance${balance?.low ? ' is-low' : ''}`} aria-label={t('balance.title')}>
      <h3>{t('balance.title')}</h3>
      {balance ? (
        <p className="balance-line">
          <strong className="balance-amount">{formats.money(balance.amount)}</strong> <small>{t('balance.asOf', { time: formats.dateTime(balance.updatedAt) })}</small>
        </p>
      ) : (
        <p className="hint">{status ? t('balance.unknown') : ''}</p>
      )}
      {balance?.low ? (
        <p className="balance-warning" role="alert">
          {threshold ? t('balance.low', { threshold: formats.money(threshold) }) : t('balance.lowNoThreshold')}
        </p>
      ) : null}
    </section>
  );
}
