/**
 * Asks before a backup takes the journal's place: sales made after the backup are not in it. A modal dialog,
 * so nothing else can be pressed meanwhile; the safe answer has the focus, and Escape gives it too.
 */
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BackupInfo, JournalHealth } from '@shared/contract';
import { useManagerApproval } from '../approval/manager-approval';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useFormats } from '../../i18n/use-formats';
import { ErrorLine } from '../error-line';
import { fileSize } from './file-size';

interface RestoreDialogProps {
  backup: BackupInfo;
  onRestored(health: JournalHealth): void;
  onCancel(): void;
}

export function RestoreDialog({ backup, onRestored, onCancel }: RestoreDialogProps) {
  const bridge = useBridge();
  const dialog = useRef<HTMLDialogElement>(null);
  const keepWaiting = useRef<HTMLButtonElement>(null);
  // `once`: a restored backup closes the dialog; nothing may restore again while it goes.
  const approval = useManagerApproval();
  // A manager's while the till runs (a halted till's screen, outside the approvals, restores at once).
  const restore = useAction(
    async () => {
      const restored = await approval.guard('settings', undefined, () => bridge['journal.restore']({ name: backup.name }));
      if (restored) onRestored(restored);
    },
    { once: true },
  );
  const busy = restore.busy;
  const { t } = useTranslation('backups');
  const formats = useFormats();
  const when = formats.dateTime(backup.createdAt, { seconds: true });

  // A layout effect: its clean-up closes the dialog while it is still in the page, so the browser hands the
  // focus back to the button that opened it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    keepWaiting.current?.focus();
    return () => element?.close();
  }, []);

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-label={t('dialog.label')}
      onCancel={(event) => {
        // Escape: the dialog closes through React, never behind its back (and never mid-restore).
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2>{t('dialog.title', { when })}</h2>
      <p>{t('dialog.body', { when, size: fileSize(backup.bytes, formats.locale) })}</p>
      <ErrorLine error={restore.error} />
      <div className="dialog-buttons">
        <button type="button" className="button danger" disabled={busy} onClick={() => void restore.run()}>
          {busy ? t('dialog.restoring') : t('dialog.restore')}
        </button>
        <button ref={keepWaiting} type="button" className="button" disabled={busy} onClick={onCancel}>
          {t('dialog.keepWaiting')}
        </button>
      </div>
    </dialog>
  );
}
