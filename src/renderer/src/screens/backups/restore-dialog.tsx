/**
 * Asks before a backup takes the journal's place: sales made after the backup are not in it. A modal dialog,
 * so nothing else can be pressed meanwhile; the safe answer has the focus, and Escape gives it too.
 */
import { useLayoutEffect, useRef } from 'react';
import type { BackupInfo, JournalHealth } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { ErrorLine } from '../../ui/error-line';
import { showBytes, showDateTime } from '../../ui/format';

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
  const restore = useAction(async () => onRestored(await bridge['journal.restore']({ name: backup.name })), { once: true });
  const busy = restore.busy;

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
      aria-label="Restore a backup"
      onCancel={(event) => {
        // Escape: the dialog closes through React, never behind its back (and never mid-restore).
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2>Restore the backup of {showDateTime(backup.createdAt, { seconds: true })}?</h2>
      <p>
        It takes the place of the sale journal ({showBytes(backup.bytes)}). Sales made after {showDateTime(backup.createdAt, { seconds: true })} are not in it. The journal in use now is not
        deleted: it is kept beside the backup, renamed, for support.
      </p>
      <ErrorLine error={restore.error} />
      <div className="dialog-buttons">
        <button type="button" className="button danger" disabled={busy} onClick={() => void restore.run()}>
          {busy ? 'Restoring…' : 'Restore this backup'}
        </button>
        <button ref={keepWaiting} type="button" className="button" disabled={busy} onClick={onCancel}>
          Keep waiting
        </button>
      </div>
    </dialog>
  );
}
