/**
 * Where the journal's backups go and how many are kept, a backup made on demand, how the last one went, and
 * the backups to restore. A folder on another disk (a USB stick, a network share) survives the till's disk.
 */
import { type FormEvent, useState } from 'react';
import type { JournalHealth, Settings } from '../../../shared/contract';
import { type BridgeError, toBridgeError } from '../bridge/bridge-error';
import { useBridge } from '../bridge-context';
import { ErrorLine } from '../components/error-line';
import { showDateTime } from '../format';
import { useCall } from '../hooks/use-call';
import { BackupList } from '../journal/backup-list';

const KEEP_MIN = 1;
const KEEP_MAX = 1000;

interface BackupSettingsProps {
  settings: Settings;
  onChanged(next: Settings): void;
  /** A backup took the journal's place: the rest of the till must read its state again. */
  onRestored(): void;
}

export function BackupSettings({ settings, onChanged, onRestored }: BackupSettingsProps) {
  const bridge = useBridge();
  const health = useCall(() => bridge['journal.health'](), [bridge]);
  const backups = useCall(() => bridge['journal.backups'](), [bridge]);
  const [folder, setFolder] = useState(settings.backup.folder);
  const [keep, setKeep] = useState(String(settings.backup.keep));
  const [saving, setSaving] = useState(false);
  const [backingUp, setBackingUp] = useState(false);
  const [error, setError] = useState<BridgeError | string | null>(null);
  const [note, setNote] = useState('');

  const keepNumber = Number(keep);
  const keepProblem = Number.isInteger(keepNumber) && keepNumber >= KEEP_MIN && keepNumber <= KEEP_MAX ? null : `Keep between ${KEEP_MIN} and ${KEEP_MAX} backups`;
  const changed = folder.trim() !== settings.backup.folder || keepNumber !== settings.backup.keep;

  const refresh = () => {
    health.reload();
    backups.reload();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (keepProblem) return setError(keepProblem);
    setSaving(true);
    setError(null);
    setNote('');
    try {
      const next = await bridge['settings.update']({ backup: { folder: folder.trim(), keep: keepNumber } });
      onChanged(next);
      setFolder(next.backup.folder);
      setKeep(String(next.backup.keep));
      setNote('Backup settings saved.');
      refresh();
    } catch (reason) {
      setError(toBridgeError(reason));
    } finally {
      setSaving(false);
    }
  };

  const backUpNow = async () => {
    setBackingUp(true);
    setError(null);
    setNote('');
    try {
      const made = await bridge['journal.backup']();
      setNote(`Backed up at ${showDateTime(made.createdAt, { seconds: true })}.`);
    } catch (reason) {
      setError(toBridgeError(reason));
    } finally {
      setBackingUp(false);
      refresh();
    }
  };

  const restored = (next: JournalHealth) => {
    health.set(next);
    backups.reload();
    setError(null);
    setNote(next.halted ? '' : 'The backup was restored.');
    onRestored();
  };

  const current = health.value?.backups ?? null;
  return (
    <section className="backups-settings" aria-label="Backups">
      <h2>Backups</h2>
      <div className="backups-columns">
        <form className="panel" aria-label="Backup settings" onSubmit={(event) => void save(event)} autoComplete="off">
          <label>
            Backup folder
            <input
              value={folder}
              onChange={(event) => setFolder(event.target.value)}
              placeholder={settings.backup.folder === '' && current ? current.folder : 'Empty: the backups folder in the data folder'}
              spellCheck={false}
              dir="auto"
            />
          </label>
          <p className="hint">Leave it empty for the default folder. Now backing up to: {current ? <span className="file-path">{current.folder}</span> : '…'}</p>
          <label>
            Backups to keep
            <input type="number" inputMode="numeric" min={KEEP_MIN} max={KEEP_MAX} step={1} value={keep} onChange={(event) => setKeep(event.target.value)} />
          </label>
          <button type="submit" className="button primary" disabled={saving || !changed}>
            {saving ? 'Saving…' : 'Save backup settings'}
          </button>
        </form>
        <div className="panel">
          <button type="button" className="button wide" disabled={backingUp} onClick={() => void backUpNow()}>
            {backingUp ? 'Backing up…' : 'Back up now'}
          </button>
          <p className="hint" data-field="last-backup">
            {current?.lastAt ? `Last backup: ${showDateTime(current.lastAt, { seconds: true })}` : 'No backup made since the till started.'}
          </p>
          <p className="status-line" role="status">
            {note}
          </p>
          <ErrorLine error={error ?? (current?.lastError ? `The last backup failed: ${current.lastError}` : null) ?? health.error} />
          <BackupList backups={backups} folder={current?.folder ?? null} onRestored={restored} />
        </div>
      </div>
    </section>
  );
}
