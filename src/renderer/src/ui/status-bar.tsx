/**
 * Always on top of the screen: which environment (training is loud, so nobody thinks a training sale was
 * real), whether the service answers, how many sales wait, and the account balance with a low warning.
 * Every field keeps its place and width whatever it shows, so nothing jumps as values change.
 */
import type { Status } from '@shared/contract';
import { showMoney, showTime } from './format';

const CONNECTIVITY_TEXT: Record<Status['connectivity'], string> = {
  online: 'Online',
  offline: 'Offline — sales are kept and sent later',
  checking: 'Checking connection…',
};

export function StatusBar({ status }: { status: Status | null }) {
  return (
    <header className="status-bar" aria-label="Till status">
      <span className={`badge env-${status?.environment ?? 'unknown'}`} data-field="environment">
        {status ? status.environment.toUpperCase() : '…'}
      </span>
      <span className={`connectivity is-${status?.connectivity ?? 'checking'}`} data-field="connectivity" role="status">
        <span className="dot" aria-hidden="true" />
        {CONNECTIVITY_TEXT[status?.connectivity ?? 'checking']}
      </span>
      <span className="pending" data-field="pending">
        Waiting: <strong>{status?.pendingSales ?? '–'}</strong>
      </span>
      <span className={`balance${status?.balance?.low ? ' is-low' : ''}`} data-field="balance">
        {status?.balance ? (
          <>
            Balance <strong>{showMoney(status.balance.amount)}</strong>
            {status.balance.low ? ' — low, top up the account' : ''}
            <small> at {showTime(status.balance.updatedAt)}</small>
          </>
        ) : (
          'Balance —'
        )}
      </span>
    </header>
  );
}
