/**
 * What the till shows instead of selling when its journal cannot be trusted: what happened, where the file
 * is (kept exactly as found), what to do, a way to try again once the fault is fixed, and the backups to
 * restore. Nothing here can start a sale: cash must not be taken for a sale the till cannot record.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Halt, INTACT_JOURNAL, type JournalHealth } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { rereadTill, setTillData } from '../../data/till-query';
import { useAction } from '../../data/use-action';
import { useTillQuery } from '../../data/use-till-query';
import { useFormats } from '../../i18n/use-formats';
import { ErrorLine } from '../../ui/error-line';
import { BackupList } from '../../ui/backups/backup-list';

export function HaltedScreen({ halt, onRecovered }: { halt: Halt | null; onRecovered(): void }) {
  const bridge = useBridge();
  const client = useQueryClient();
  const health = useTillQuery('journal.health', undefined, { refetchOnMount: 'always' });
  // Only what was read since this screen opened: a health cached before the halt would say all is well.
  const fresh = health.isFetchedAfterMount ? health.data : undefined;
  const [still, setStill] = useState<string | null>(null);
  const shown = fresh?.halted ?? halt;
  const heading = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslation('halted');
  const formats = useFormats();
  // The screen the clerk was using is gone: the keyboard (and a screen reader) start again at what happened.
  useEffect(() => heading.current?.focus(), []);

  const tryAgain = useAction(async () => {
    setStill(null);
    after(await bridge['journal.reopen'](), t('stillHalted', { time: formats.time(new Date().toISOString()) }));
  });

  /** After a try or a restore: back to selling, or still halted, which the error line says last. */
  function after(next: JournalHealth, stillHalted: string) {
    if (!next.halted) return onRecovered();
    setTillData(client, 'journal.health', undefined, next);
    void rereadTill(client, 'journal.backups');
    tryAgain.reset();
    setStill(stillHalted);
  }
  // Recovered elsewhere meanwhile (another window restored a backup): nothing to wait for here.
  const recoveredElsewhere = useEffectEvent(onRecovered);
  useEffect(() => {
    if (fresh && !fresh.halted) recoveredElsewhere();
  }, [fresh]);

  return (
    <section className="halted" aria-label={t('label')}>
      <div className="halted-why">
        <h2 ref={heading} tabIndex={-1}>
          {t('title')}
        </h2>
        <p className="halted-what">{shown?.what ?? t('reading')}</p>
        <p>
          {t('fileAt')} <span className="file-path">{shown?.file ?? fresh?.file ?? '…'}</span>
        </p>
        <p>{shown?.advice ?? ''}</p>
        <ErrorLine error={tryAgain.error ?? still ?? health.error} />
        <button type="button" className="button primary wide" disabled={tryAgain.busy} onClick={() => void tryAgain.run()}>
          {tryAgain.busy ? t('tryingAgain') : t('tryAgain')}
        </button>
      </div>
      <div className="halted-backups">
        <h3>{t('backups')}</h3>
        {shown && INTACT_JOURNAL.has(shown.reason) ? (
          // The journal holds sales no backup has: restoring one would set them aside for nothing.
          <p className="hint">{t('noBackupNeeded')}</p>
        ) : (
          <BackupList folder={fresh?.backups.folder ?? null} onRestored={(next) => after(next, t('restoredButHalted'))} />
        )}
      </div>
    </section>
  );
}
