/** The day's sales compared with the service's own report of them; the answer stays until it is put away. */
import { useState } from 'react';
import type { Reconciliation } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { type Action, useAction } from '../../data/use-action';

export interface Reconcile extends Action<[day: string]> {
  result: Reconciliation | null;
  dismiss(): void;
}

export function useReconcile(): Reconcile {
  const bridge = useBridge();
  const [result, setResult] = useState<Reconciliation | null>(null);
  const compare = useAction(async (day: string) => setResult(await bridge['reports.reconcile']({ day })));
  return { ...compare, result, dismiss: () => setResult(null) };
}
