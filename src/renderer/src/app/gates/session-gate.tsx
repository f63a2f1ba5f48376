/** PLACEHOLDER (being built): shows its children. */
import type { ReactNode } from 'react';

export function SessionGate({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
