/** PLACEHOLDER (being built): selling needs an open shift. */
import type { ReactNode } from 'react';

export function ShiftGate({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
