/**
 * The journal's backups, newest first, each with its time and size and a way to restore it (after asking:
 * see restore-dialog.tsx). Shared by the halted screen and the settings, which differ only in what follows
 * a restore.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupInfo, JournalHealth } from '@shared/contract';
import { useTillQuery } from '../../data/use-till-query';
import { ErrorLine } from '../error-line';
import { useFormats } from '../../i18n/use-formats';
import { fileSize } from './file-size';
import { RestoreDialog } from './restore-dialog';

interface BackupListProps {
  /** Where backups are (or would be) kept: said when there are none yet. */
  folder: string | null;
  onRestored(health: JournalHealth): void;
}

export function BackupList({ folder, onRestored }: BackupListProps) {
  const backups = useTillQuery('journal.backups');
  const [chosen, setChosen] = useState<BackupInfo | null>(null);
  const { t } = useTranslation('backups');
  const formats = useFormats();
  const list = backups.data ?? [];
  return (
    <div className="backup-list">
      <ErrorLine error={backups.error} />
      {backups.data && list.length === 0 ? (
        <p className="hint">
          {t('list.none')} <span className="file-path">{folder ?? '…'}</span>
        </p>
      ) : null}
      {backups.data === undefined && backups.isFetching ? <p className="hint">{t('list.looking')}</p> : null}
      <ul className="backup-rows" aria-label={t('list.label')}>
        {list.map((backup) => (
          <li key={backup.name} className="backup-row">
            <span className="when">
              {formats.dateTime(backup.createdAt, { seconds: true })}{' '}
              <span className="size">
                {fileSize(backup.bytes, formats.locale)}
                {backup.manual ? ` · ${t('list.manual')}` : null}
              </span>
            </span>
            <button type="button" className="button" onClick={() => setChosen(backup)}>
              {t('list.restore')}
            </button>
          </li>
        ))}
      </ul>
      {chosen ? (
        <RestoreDialog
          backup={chosen}
          onCancel={() => setChosen(null)}
          onRestored={(health) => {
            setChosen(null);
            onRestored(health);
          }}
        />
      ) : null}
    </div>
  );
}
