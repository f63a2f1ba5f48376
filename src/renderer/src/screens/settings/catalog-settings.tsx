/**
 * The catalog of countries and operators: when it was last synced and how big it is, "Sync now" with a bar
 * fed by the sync's progress events, and what the sync changed.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogProgress, MethodOutput } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useCatalogProgress } from '../../data/catalog-progress';
import { rereadTill } from '../../data/till-query';
import { useAction } from '../../data/use-action';
import { useStarted } from '../../data/use-started';
import { useFormats } from '../../i18n/use-formats';
import { ErrorLine } from '../../ui/error-line';
import { CatalogChanges } from './catalog-changes';
import { useCatalogProgressText } from '../../ui/catalog-progress-text';
import { catalogSyncPercent } from './catalog-sync-progress';
import '../../ui/settings-form.css';
import './catalog-settings.css';

export function CatalogSettings() {
  const { t } = useTranslation('settings');
  const bridge = useBridge();
  const client = useQueryClient();
  const formats = useFormats();
  const { status } = useStarted();
  const latest = useCatalogProgress();
  const progressText = useCatalogProgressText();
  const labelId = useId();
  const [answer, setAnswer] = useState<MethodOutput<'catalog.sync'> | null>(null);
  // The progress as it stood when Sync now was pressed: the last sync's, not this one's.
  const before = useRef<CatalogProgress | null>(null);
  const sync = useAction(async () => {
    before.current = latest;
    setAnswer(null);
    setAnswer(await bridge['catalog.sync']({ force: true }));
    void rereadTill(client, 'status.get');
  });

  const progress = sync.busy && latest === before.current ? null : latest;
  const percent = progress ? catalogSyncPercent(progress) : 0;
  const words = () => {
    if (!progress) return sync.busy ? t('catalog.starting') : t('catalog.idle');
    if (progress.phase !== 'failed') return progressText(progress);
    // The call's own failure is on the error line; a sync started elsewhere says here how it ended.
    if (sync.error) return '';
    return progress.message ? t('catalog.failed', { message: progress.message }) : t('catalog.failedNoMessage');
  };

  const { syncedAt, countries, operators } = status.catalog;
  return (
    <div className="settings-form catalog-settings">
      <p>{syncedAt ? t('catalog.synced', { when: formats.dateTime(syncedAt) }) : t('catalog.never')}</p>
      <p className="hint">{t('catalog.counts', { countries: formats.number(countries), operators: formats.number(operators) })}</p>
      <div className="catalog-sync">
        <button type="button" className="button primary" disabled={sync.busy} onClick={() => void sync.run()}>
          {t('catalog.sync')}
        </button>
        <div className="catalog-sync-progress">
          <span id={labelId}>{t('catalog.progress')}</span>
          <div className={`catalog-bar${progress?.phase === 'failed' ? ' is-failed' : ''}`} role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div className="catalog-bar-fill" style={{ inlineSize: `${percent}%` }} />
          </div>
          <p className="hint" role="status">
            {words()}
          </p>
        </div>
      </div>
      <ErrorLine error={sync.error} />
      {answer ? <CatalogChanges answer={answer} /> : null}
    </div>
  );
}
