/**
 * Closing a day (its Z): a manager's approval first when the clerk at the till needs one, then the question (it
 * is final), then the close itself, behind the approval (asked again should it have lapsed meanwhile). The core
 * refuses while sales are unsettled (ILLEGAL_STATE); the screen then brings those sales into view.
 */
import { useState } from 'react';
import type { DaySummary } from '@shared/contract';
import { useApprovalFirst } from '../../ui/approval/approval-first';
import { useManagerApproval } from '../../ui/approval/manager-approval';
import { useBridge } from '../../data/bridge-context';
import { type Action, useAction } from '../../data/use-action';

export interface CloseDay extends Action<[day: string]> {
  confirming: boolean;
  /** "Close the day": the manager's approval when needed, then the question. */
  ask(day: string): Promise<void>;
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
  const question = useApprovalFirst('close-day');
  const [closed, setClosed] = useState<DaySummary | null>(null);
  const close = useAction(
    async (day: string) => {
      question.close();
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
  return { ...close, confirming: question.confirming, ask: question.ask, cancel: question.close, closed };
}
