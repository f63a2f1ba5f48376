/**
 * An operator's logo as the till's journal keeps it (a data: URL, so it shows offline), in a box of fixed
 * size so nothing moves when it arrives. Until then, or when the operator has none, a neutral tile with the
 * operator's initials. Decorative: the operator's name is always written beside it.
 */
import { useState } from 'react';
import { useTillQuery } from '../data/use-till-query';
import './operator-logo.css';

/** "MTN Nigeria" → "MN", "9mobile Nigeria" → "9N". */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => word !== '');
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

export function OperatorLogo({ operatorId, name }: { operatorId: number; name: string }) {
  // A logo never changes while the till runs: read once, kept for good.
  const logo = useTillQuery('catalog.logo', { operatorId }, { staleTime: Infinity, gcTime: Infinity });
  const [failed, setFailed] = useState<string | null>(null);
  const image = logo.data?.image ?? null;
  return (
    <span className="operator-logo" aria-hidden="true">
      {image && failed !== image ? (
        <img src={image} alt="" width={56} height={56} onError={() => setFailed(image)} />
      ) : (
        <span className="operator-initials">{initialsOf(name)}</span>
      )}
    </span>
  );
}
