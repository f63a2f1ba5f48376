/**
 * A final question about a manager's action ("Close Fri, Nov 27? This is final…", "Cancel this sale?") comes
 * after the manager's approval, not before it: a clerk who needs one is asked for the manager's PIN first, and
 * never answers "yes, it is final" only to hear that a manager was needed. A manager at the till, or an approval
 * that still holds, goes straight to the question. The action itself still runs behind `guard`: an approval
 * that lapsed while the question was open is asked for again then.
 */
import { useState } from 'react';
import type { ApprovalAction } from '@shared/contract';
import { useManagerApproval } from './manager-approval';

export interface ApprovalFirst {
  /** The final question is on screen. */
  confirming: boolean;
  /** Asks the manager (when needed) for `action` on `subject`, then puts the question; nothing when refused. */
  ask(subject?: string): Promise<void>;
  /** The question answered or dismissed. */
  close(): void;
}

export function useApprovalFirst(action: ApprovalAction): ApprovalFirst {
  const { approve } = useManagerApproval();
  const [confirming, setConfirming] = useState(false);
  return {
    confirming,
    ask: async (subject) => {
      if (await approve(action, subject)) setConfirming(true);
    },
    close: () => setConfirming(false),
  };
}
