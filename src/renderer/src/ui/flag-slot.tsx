/** A country's flag (flag.tsx, whose some 250 file names load just after the first screen, in a script of their own), or until that script is there a neutral box of the same size. */
import { lazy, Suspense } from 'react';
import './flag.css';

const Flag = lazy(() => import('./flag').then((module) => ({ default: module.Flag })));

/** `lazy`: a flag in a long list, fetched once it scrolls near the view (flag.tsx). */
export function FlagSlot({ iso, width, lazy: onView = false }: { iso: string; width: number; lazy?: boolean }) {
  return (
    <Suspense fallback={<FlagBox width={width} />}>
      <Flag iso={iso} width={width} lazy={onView} />
    </Suspense>
  );
}

/** The neutral box a flag takes the place of: for a flag not there yet, or not to be drawn yet. */
export function FlagBox({ width }: { width: number }) {
  return <span className="flag-none" style={{ width, height: (width * 3) / 4 }} aria-hidden="true" />;
}
