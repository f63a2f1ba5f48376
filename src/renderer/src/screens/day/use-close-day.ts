/**
 * Closing a day (its Z): asked for, confirmed (it is final), then run behind the manager's approval. The core
 * refuses while sales are unsettled (ILLEGAL_STATE); the screen then brings those sales into view.
 */
import { useState } from 'react';
import type { DaySummary } from '@shared/contract';
import { useManagerApproval } from '../../app/approval/manager-approval';
import { useBridge } from '../../data/bridge-context';
import { type Action, useAction } from '../../data/use-action';

export interface CloseDay extends Action<[day: string]> {
  confirming: boolean;
  ask(): void;
  cancel(): void;
  /** The Z this screen closed (or found closed already), once it answered. */
  closed: DaySummary | null;
}

interface CloseDayEvents {
  onClosed(z: DaySummary): void;
  /** The core would not close it (sales not settled, a day not begun); the action stays busy until this settles. */
  onRefused(): Promise<void> | void;
}

export function useCloseDay({ onClosed, onRefused }: CloseDayEvents): CloseDay {
  const bridge = useBridge();
  const approval = useManagerApproval();
  const [confirming, setConfirming] = useState(false);
  const [closed, setClosed] = useState<DaySummary | null>(null);
  const close = useAction(
    async (day: string) => {
      setConfirming(false);
      const z = await approval.guard('close-day', day, () => bridge['reports.day']({ day, kind: 'Z' }));
      // Null: the manager's approval was not given; nothing was closed.
      if (!z) return;
      setClosed(z);
      onClosed(z);
    },
    {
      afterFailure: (error) => (error.code === 'ILLEGAL_STATE' ? onRefused() : undefined),
    },
  );
  return { ...close, confirming, ask: () => setConfirming(true), cancel: () => setConfirming(false), closed };
}
