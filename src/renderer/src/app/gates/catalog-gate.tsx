/**
 * Selling needs the catalog (countries, operators, amounts). While it is empty this shows the sync's
 * progress instead of what it guards, and starts a sync if none is running.
 */
import { type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBridge } from '../../data/bridge-context';
import { useCatalogProgress } from '../../data/catalog-progress';
import { useAction } from '../../data/use-action';
import { useStarted } from '../../data/use-started';
import { useCatalogProgressText } from '../../ui/catalog-progress-text';
import { ErrorLine } from '../../ui/error-line';

export function CatalogGate({ children }: { children: ReactNode }) {
  const bridge = useBridge();
  const { status } = useStarted();
  const progress = useCatalogProgress();
  const sync = useAction(() => bridge['catalog.sync']());
  const asked = useRef(false);
  const { t } = useTranslation('gates');
  const progressText = useCatalogProgressText();

  const empty = status.catalog.operators === 0;
  const syncNow = () => {
    asked.current = true;
    void sync.run();
  };
  const startOnce = useEffectEvent(() => {
    if (empty && !status.catalog.syncing && !asked.current) syncNow();
  });
  useEffect(() => startOnce(), [empty, status.catalog.syncing]);

  if (!empty) return <>{children}</>;
  return (
    <section className="catalog-gate" aria-label={t('catalog.label')}>
      <h2>{t('catalog.title')}</h2>
      <p className="hint" role="status">
        {progress ? progressText(progress) : t('catalog.starting')}
      </p>
      <ErrorLine error={sync.error ?? (progress?.phase === 'failed' ? progress.message : null)} />
      <button type="button" className="button wide" disabled={status.catalog.syncing} onClick={syncNow}>
        {t('catalog.tryAgain')}
      </button>
    </section>
  );
}
