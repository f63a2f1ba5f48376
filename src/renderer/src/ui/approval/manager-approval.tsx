/**
 * Manager-only actions for a clerk who is not a manager: `approve` asks a manager for their PIN in a dialog
 * (the core then allows that one action, or the settings screen while it is open), and `guard` runs an action
 * and, should the core answer MANAGER_REQUIRED, asks and runs it once more. A manager signed in, or an
 * approval that still holds, is approved at once. One question at a time: a newer one cancels the older.
 */
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ApprovalAction, MethodOutput } from '@shared/contract';
import { toBridgeError } from '../../data/bridge/bridge-error';
import { tillKey } from '../../data/till-query';
import { lazyPart } from '../lazy-part';

// Asked now and then, never on the first screen: its dialog loads when first asked.
const ApprovalDialog = lazyPart(() => import('./approval-dialog').then((module) => module.ApprovalDialog));

export interface ManagerApproval {
  /** True when the signed-in clerk is a manager, or a manager approved `action` with their PIN; false when cancelled. */
  approve(action: ApprovalAction, subject?: string): Promise<boolean>;
  /** Runs `run`; when the core answers MANAGER_REQUIRED, asks for a manager's approval and runs it once more. Null: cancelled. */
  guard<T>(action: ApprovalAction, subject: string | undefined, run: () => Promise<T>): Promise<T | null>;
}

interface Question {
  action: ApprovalAction;
  subject: string | undefined;
  answer(approved: boolean): void;
}

/** Outside the provider (a part of a screen tested alone) nobody can approve: the core's refusal stands. */
const NOBODY: ManagerApproval = { approve: async () => false, guard: (_action, _subject, run) => run() };

const Context = createContext<ManagerApproval>(NOBODY);

export function ManagerApprovalProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [asking, setAsking] = useState<Question | null>(null);
  const open = useRef<Question | null>(null);

  const approval = useMemo<ManagerApproval>(() => {
    const ask = (action: ApprovalAction, subject?: string) =>
      new Promise<boolean>((resolve) => {
        open.current?.answer(false);
        const question: Question = {
          action,
          subject,
          answer: (approved) => {
            if (open.current === question) {
              open.current = null;
              setAsking(null);
            }
            resolve(approved);
          },
        };
        open.current = question;
        setAsking(question);
      });
    const approve = (action: ApprovalAction, subject?: string) => {
      // The session as it is now, not as it was when this was made.
      const session = client.getQueryData<MethodOutput<'clerks.session'>>(tillKey('clerks.session'));
      if (session?.clerk?.role === 'manager' || session?.approved.includes(action)) return Promise.resolve(true);
      return ask(action, subject);
    };
    const guard = async <T,>(action: ApprovalAction, subject: string | undefined, run: () => Promise<T>): Promise<T | null> => {
      try {
        return await run();
      } catch (reason) {
        const error = toBridgeError(reason);
        if (error.code !== 'MANAGER_REQUIRED') throw reason;
        // The core has just said no: an approval the cached session still shows has lapsed, so ask the manager —
        // for what the core names, when the screen does not know it (the print page knows a job, not its sale).
        return (await ask(action, subject ?? error.fields.subject)) ? run() : null;
      }
    };
    return { approve, guard };
  }, [client]);

  // The till locked with the dialog open: whoever asked hears "no" rather than waiting for ever.
  useEffect(() => () => open.current?.answer(false), []);

  return (
    <Context.Provider value={approval}>
      {children}
      {asking ? (
        <Suspense fallback={null}>
          <ApprovalDialog key={`${asking.action}:${asking.subject ?? ''}`} action={asking.action} subject={asking.subject} onClose={asking.answer} />
        </Suspense>
      ) : null}
    </Context.Provider>
  );
}

export function useManagerApproval(): ManagerApproval {
  return useContext(Context);
}
