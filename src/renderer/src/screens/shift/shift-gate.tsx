/** Selling needs an open shift (one drawer, one shift at a time): until one is open, this opens it instead. */
import type { ReactNode } from 'react';
import { useSession } from '../../data/use-session';
import { OpenShiftPanel } from './open-shift-panel';

export function ShiftGate({ children }: { children: ReactNode }) {
  const session = useSession().data;
  if (!session) return null;
  return session.shift ? children : <OpenShiftPanel />;
}
