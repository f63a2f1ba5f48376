/**
 * Selling needs the catalog (countries, operators, amounts). While it is empty this shows the sync's
 * progress instead of the sale steps, and starts a sync if none is running.
 */
import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import type { CatalogProgress, Status } from '../../../shared/contract';
import { type BridgeError, toBridgeError } from '../bridge/bridge-error';
import { useBridge } from '../bridge-context';
import { ErrorLine } from '../components/error-line';
import { useTillEvent } from '../hooks/use-till-event';

export function CatalogGate({ status, children }: { status: Status; children: ReactNode }) {
  const bridge = useBridge();
  const [progress, setProgress] = useState<CatalogProgress | null>(null);
  const [error, setError] = useState<BridgeError | null>(null);
  const asked = useRef(false);
  useTillEvent('catalog.progress', setProgress);

  const empty = status.catalog.operators === 0;
  const sync = () => {
    asked.current = true;
    setError(null);
    bridge['catalog.sync']().catch((reason: unknown) => setError(toBridgeError(reason)));
  };
  const startOnce = useEffectEvent(() => {
    if (empty && !status.catalog.syncing && !asked.current) sync();
  });
  useEffect(() => startOnce(), [empty, status.catalog.syncing]);

  if (!empty) return <>{children}</>;
  return (
    <section className="catalog-gate" aria-label="Catalog">
      <h2>Loading the catalog of operators…</h2>
      <p className="hint" role="status">
        {progress ? `${progress.phase}: ${progress.done}${progress.total ? ` of ${progress.total}` : ''}` : 'Starting…'}
      </p>
      <ErrorLine error={error ?? (progress?.phase === 'failed' ? progress.message : null)} />
      <button type="button" className="button wide" disabled={status.catalog.syncing} onClick={sync}>
        Try again
      </button>
    </section>
  );
}
