/**
 * While the till is halted (its journal cannot be trusted) the halted screen takes the place of everything
 * behind this gate. What is behind stays mounted, only hidden: a sale being prepared keeps its request key, so
 * the same sale confirmed again after the till is back is recognised, not taken twice.
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { useHalt } from '../../data/use-halt';

// Seldom needed: loaded only when the till halts.
const HaltedScreen = lazy(() => import('../../screens/halted/halted-screen').then((module) => ({ default: module.HaltedScreen })));

export function HaltGate({ children }: { children: ReactNode }) {
  const halt = useHalt();
  return (
    <>
      {halt.halted ? (
        <main className="screen screen-whole">
          <Suspense fallback={null}>
            <HaltedScreen halt={halt.halt} onRecovered={halt.recovered} />
          </Suspense>
        </main>
      ) : null}
      {/* `display: contents`: the till's grid lays out what is inside as if this box were not there. */}
      <div className="behind-halt" hidden={halt.halted}>
        {children}
      </div>
    </>
  );
}
