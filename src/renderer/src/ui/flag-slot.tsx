/** A country's flag (flag.tsx, whose some 250 file names load just after the first screen, in a script of their own), or until that script is there a neutral box of the same size. */
import { lazy, Suspense } from 'react';
import './flag.css';

const Flag = lazy(() => import('./flag').then((module) => ({ default: module.Flag })));

export function FlagSlot({ iso, width }: { iso: string; width: number }) {
  const box = <span className="flag-none" style={{ width, height: (width * 3) / 4 }} aria-hidden="true" />;
  return (
    <Suspense fallback={box}>
      <Flag iso={iso} width={width} />
    </Suspense>
  );
}
