/**
 * Always on top of the screen: which environment (training is loud, so nobody thinks a training sale was
 * real), whether the service answers, how many sales wait — a tap opens them — the account balance with a
 * low warning, for a manager of a till in a chain whether the chain has its journal, and who is signed in (their
 * role, the open shift) with "Lock". Every field keeps its place and width whatever it shows, so nothing jumps
 * as values change.
 */
import { useTranslation } from 'react-i18next';
import type { Status } from '@shared/contract';
import { useSession } from '../data/use-session';
import { useTillQuery } from '../data/use-till-query';
import { useFormats } from '../i18n/use-formats';
import { useLock } from '../screens/sign-in/use-lock';
import { ChainWords } from './chain-words';
import './status-bar.css';

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
        <span className="connectivity-text">{t(`status.${connectivity}`)}</span>
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
      {/* The balance, and under it the chain's state for a manager: one field, two lines, nothing moves. */}
      <span className={`balance${status?.balance?.low ? ' is-low' : ''}`} data-field="balance">
        <span className="balance-line">
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
        <ChainField />
      </span>
      <SignedIn />
    </header>
  );
}

/** Whether the chain's centre has this till's journal: the manager's to watch, so only a manager sees it. */
function ChainField() {
  const { t } = useTranslation();
  const manager = useSession().data?.clerk?.role === 'manager';
  const status = useTillQuery('chain.status', undefined, { staleTime: Infinity, enabled: manager }).data;
  if (!manager || !status || status.state === 'off') return null;
  return (
    <span className={`chain-field is-${status.state}`} data-field="chain">
      {t('chain.label')}: <ChainWords status={status} />
    </span>
  );
}

/** The clerk at the till and the drawer's shift, in a line each, and the lock; empty while nobody is signed in. */
function SignedIn() {
  const { t } = useTranslation('clerks');
  const session = useSession().data;
  const lock = useLock();
  const clerk = session?.clerk;
  if (!clerk || !session) return <span className="signed-in" data-field="clerk" />;
  const shift = session.shift;
  return (
    <span className="signed-in" data-field="clerk">
      <span className="signed-in-who" role="group" aria-label={t('status.label')}>
        <span className="signed-in-name">
          <bdi>{clerk.name}</bdi> <small>{t(`role.${clerk.role}`)}</small>
        </span>
        <small className="signed-in-shift">{shift ? t('status.shift', { number: shift.id, clerk: shift.clerkName }) : t('status.noShift')}</small>
      </span>
      <button type="button" className="lock-button" disabled={lock.busy} onClick={() => void lock.run()}>
        {t('status.lock')}
      </button>
    </span>
  );
}
