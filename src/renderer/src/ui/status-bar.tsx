/**
 * Always on top of the screen: which environment (training is loud, so nobody thinks a training sale was
 * real), whether the service answers, how many sales wait — a tap opens them — the account balance with a
 * low warning, for a manager of a till in a chain whether the chain has its journal, and who is signed in (their
 * role, the open shift) with "Lock". Every field keeps its place and width whatever it shows, so nothing jumps
 * as values change; what a field has no room for (a twelve-digit balance, a 40-character name) it cuts, and a tap
 * on it shows the whole.
 */
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Status } from '@shared/contract';
import { useSession } from '../data/use-session';
import { useTillQuery } from '../data/use-till-query';
import { useFormats } from '../i18n/use-formats';
import { useLock } from '../data/use-lock';
import { ChainWords } from './chain-words';
import { lazyPart } from './lazy-part';
import './status-bar.css';

// Opened now and then, never on the first screen: its script loads when first asked for.
const DetailDialog = lazyPart(() => import('./detail-dialog').then((module) => module.DetailDialog));

export function StatusBar({ status, onOpenWaiting }: { status: Status | null; onOpenWaiting(): void }) {
  const { t } = useTranslation();
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
      <BalanceField balance={status?.balance ?? null} />
      <SignedIn />
    </header>
  );
}

/**
 * The balance, and under it the chain's state for a manager: one field, two lines, nothing moves. Once known, the
 * field is a button: the same words whole in a dialog.
 */
function BalanceField({ balance }: { balance: Status['balance'] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [open, setOpen] = useState(false);
  if (!balance) {
    return (
      <span className="balance" data-field="balance">
        <span className="balance-line">{t('status.balanceNone')}</span>
        <ChainField />
      </span>
    );
  }
  const amount = formats.money(balance.amount);
  const at = t('status.balanceAt', { time: formats.time(balance.updatedAt) });
  return (
    <>
      <button type="button" className={`balance${balance.low ? ' is-low' : ''}`} data-field="balance" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <span className="balance-line">
          {t('status.balance')} <strong>{amount}</strong>
          {balance.low ? t('status.balanceLow') : ''}
          <small>{at}</small>
        </span>
        <ChainField />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DetailDialog title={t('status.balance')} onClose={() => setOpen(false)}>
            <p className="detail-whole">{amount}</p>
            {balance.low ? <p className="detail-line is-bad">{t('status.balanceLow')}</p> : null}
            <p className="detail-line">{at}</p>
            <p className="detail-line">
              <ChainField />
            </p>
          </DetailDialog>
        </Suspense>
      ) : null}
    </>
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

/**
 * The clerk at the till and the drawer's shift, in a line each (a tap shows both whole), and the lock; empty while
 * nobody is signed in.
 */
function SignedIn() {
  const { t } = useTranslation('clerks');
  const session = useSession().data;
  const lock = useLock();
  const [open, setOpen] = useState(false);
  const clerk = session?.clerk;
  if (!clerk || !session) return <span className="signed-in" data-field="clerk" />;
  const shift = session.shift;
  const role = t(`role.${clerk.role}`);
  const shiftLine = shift ? t('status.shift', { number: shift.id, clerk: shift.clerkName }) : t('status.noShift');
  return (
    <span className="signed-in" data-field="clerk">
      <span className="signed-in-who" role="group" aria-label={t('status.label')}>
        <button type="button" className="signed-in-open" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
          <span className="signed-in-name">
            <bdi>{clerk.name}</bdi> <small>{role}</small>
          </span>
          <small className="signed-in-shift">{shiftLine}</small>
        </button>
      </span>
      <button type="button" className="lock-button" disabled={lock.busy} onClick={() => void lock.run()}>
        {t('status.lock')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DetailDialog title={t('status.label')} onClose={() => setOpen(false)}>
            <p className="detail-whole">
              <bdi>{clerk.name}</bdi>
            </p>
            <p className="detail-line">{role}</p>
            <p className="detail-line">{shiftLine}</p>
          </DetailDialog>
        </Suspense>
      ) : null}
    </span>
  );
}
