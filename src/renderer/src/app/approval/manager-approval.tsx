/** PLACEHOLDER (being built): the manager-approval dialog's provider and hook. */
import { createContext, useContext, type ReactNode } from 'react';
import type { ApprovalAction } from '@shared/contract';

export interface ManagerApproval {
  /** True when the signed-in clerk is a manager, or a manager approved `action` with their PIN; false when cancelled. */
  approve(action: ApprovalAction, subject?: string): Promise<boolean>;
  /** Runs `run`; when the core answers MANAGER_REQUIRED, asks for a manager's approval and runs it once more. Null: cancelled. */
  guard<T>(action: ApprovalAction, subject: string | undefined, run: () => Promise<T>): Promise<T | null>;
}

const Context = createContext<ManagerApproval>({ approve: async () => false, guard: async (_action, _subject, run) => run() });

export function ManagerApprovalProvider({ children }: { children: ReactNode }) {
  return <Context.Provider value={useContext(Context)}>{children}</Context.Provider>;
}

export function useManagerApproval(): ManagerApproval {
  return useContext(Context);
}
