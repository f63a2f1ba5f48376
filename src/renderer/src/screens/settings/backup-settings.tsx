/**
 * Where the journal's backups go and how many are kept, a backup made on demand, how the last one went, and
 * the backups to restore. A folder on another disk (a USB stick, a network share) survives the till's disk.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalHealth } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { rereadTill, setTillData } from '../../data/till-query';
import { useAction } from '../../data/use-action';
import { useStarted } from '../../data/use-started';
import { useTillQuery } from '../../data/use-till-query';
import { useFormats } from '../../i18n/use-formats';
import { ErrorLine } from '../../ui/error-line';
import { BackupList } from '../../ui/backups/backup-list';
import { useSaveSettings } from '../../ui/use-settings-change';

const KEEP_MIN = 1;
const KEEP_MAX = 1000;

export function BackupSettings() {
  const bridge = useBridge();
  const client = useQueryClient();
  const { settings } = useStarted();
  const health = useTillQuery('journal.health');
  const { t } = useTranslation('settings');
  const formats = useFormats();
  const [folder, setFolder] = useState(settings.backup.folder);
  const [keep, setKeep] = useState(String(settings.backup.keep));
  const [keepError, setKeepError] = useState<string | null>(null);
  const [note, setNote] = useState('');

  const keepNumber = Number(keep);
  const keepProblem = Number.isInteger(keepNumber) && keepNumber >= KEEP_MIN && keepNumber <= KEEP_MAX ? null : t('backups.keepRange', { min: formats.number(KEEP_MIN), max: formats.number(KEEP_MAX) });
  const changed = folder.trim() !== settings.backup.folder || keepNumber !== settings.backup.keep;

  const refresh = () => {
    void rereadTill(client, 'journal.health');
    void rereadTill(client, 'journal.backups');
  };

  const save = useSaveSettings((next) => {
    setFolder(next.backup.folder);
    setKeep(String(next.backup.keep));
    setNote(t('backups.saved'));
    refresh();
  });
  const backUp = useAction(async () => {
    try {
      const made = await bridge['journal.backup']();
      setNote(t('backups.backedUp', { when: formats.dateTime(made.createdAt, { seconds: true }) }));
    } finally {
      refresh();
    }
  });

  // One message line for the panel: whatever was pressed last has the word.
  const startAfresh = () => {
    setKeepError(null);
    save.reset();
    backUp.reset();
    setNote('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (keepProblem) return setKeepError(keepProblem);
    startAfresh();
    void save.run({ backup: { folder: folder.trim(), keep: keepNumber } });
  };
  const backUpNow = () => {
    startAfresh();
    void backUp.run();
  };

  const restored = (next: JournalHealth) => {
    setTillData(client, 'journal.health', undefined, next);
    void rereadTill(client, 'journal.backups');
    startAfresh();
    setNote(next.halted ? '' : t('backups.restored'));
    // A backup took the journal's place: the status (and whether the till is halted) is read again.
    void rereadTill(client, 'status.get');
  };

  const current = health.data?.backups ?? null;
  const error = keepError ?? save.error ?? backUp.error;
  return (
    <section className="backups-settings" aria-label={t('backups.label')}>
      <div className="backups-columns">
        <form className="panel" aria-label={t('backups.form')} onSubmit={submit} autoComplete="off">
          <label>
            {t('backups.folder')}
            <input
              value={folder}
              onChange={(event) => setFolder(event.target.value)}
              placeholder={settings.backup.folder === '' && current ? current.folder : t('backups.folderPlaceholder')}
              spellCheck={false}
              dir="auto"
            />
          </label>
          <p className="hint">
            {t('backups.folderHint')} {current ? <span className="file-path">{current.folder}</span> : '…'}
          </p>
          <label>
            {t('backups.keep')}
            <input type="number" inputMode="numeric" min={KEEP_MIN} max={KEEP_MAX} step={1} value={keep} onChange={(event) => setKeep(event.target.value)} />
          </label>
          <button type="submit" className="button primary" disabled={save.busy || !changed}>
            {save.busy ? t('backups.saving') : t('backups.save')}
          </button>
        </form>
        <div className="panel">
          <button type="button" className="button wide" disabled={backUp.busy} onClick={backUpNow}>
            {backUp.busy ? t('backups.backingUp') : t('backups.backUpNow')}
          </button>
          <p className="hint" data-field="last-backup">
            {current?.lastAt ? t('backups.last', { when: formats.dateTime(current.lastAt, { seconds: true }) }) : t('backups.noneYet')}
          </p>
          <p className="status-line" role="status">
            {note}
          </p>
          <ErrorLine error={error ?? (current?.lastError ? t('backups.lastFailed', { error: current.lastError }) : null) ?? health.error} />
          <BackupList folder={current?.folder ?? null} onRestored={restored} />
        </div>
      </div>
    </section>
  );
}
