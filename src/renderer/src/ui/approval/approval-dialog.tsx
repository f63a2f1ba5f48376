/**
 * The manager's PIN for one action, while a clerk is signed in: what is to be approved in words, the active
 * managers to pick from, the PIN on the keypad (or the keyboard), "Approve" and "Cancel" (Escape too).
 * react-aria's modal traps the focus and hides the screen behind from assistive technology; the keys typed
 * here stay here, so the keypad of the screen behind (listening on the window) types nothing meanwhile.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';
import type { ApprovalAction, Clerk } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { rereadTill, setTillData } from '../../data/till-query';
import { useAction } from '../../data/use-action';
import { useTillQuery } from '../../data/use-till-query';
import { ClerkChoice } from '../clerk-choice';
import { isPin, PIN_LENGTH, PinEntry } from '../pin-entry';
import { usePinRefusal } from '../pin-refusal';
import { ErrorLine } from '../error-line';
import { applyKey, type KeypadKey } from '../../lib/keypad-entry';
import './approval.css';
import { useForgottenPin } from '../use-forgotten-pin';

interface ApprovalDialogProps {
  action: ApprovalAction;
  subject: string | undefined;
  onClose(approved: boolean): void;
}

export function ApprovalDialog({ action, subject, onClose }: ApprovalDialogProps) {
  return (
    // Escape is the form's to handle (never while the PIN is being checked), not the modal's.
    <Modal isOpen className="modal approval-modal" isKeyboardDismissDisabled>
      <Dialog className="dialog approval-dialog">
        <ApprovalForm action={action} subject={subject} onClose={onClose} />
      </Dialog>
    </Modal>
  );
}

const KEYS: Record<string, KeypadKey> = { Backspace: 'back', ...Object.fromEntries([...'0123456789'].map((digit) => [digit, digit as KeypadKey])) };

function ApprovalForm({ action, subject, onClose }: ApprovalDialogProps) {
  const { t } = useTranslation('clerks');
  const bridge = useBridge();
  const client = useQueryClient();
  const refusal = usePinRefusal();
  const list = useTillQuery('clerks.list');
  const managers = (list.data ?? []).filter((clerk) => clerk.active && clerk.role === 'manager');
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = managers.find((clerk) => clerk.id === picked) ?? (managers.length === 1 ? managers[0] : undefined);
  const [pin, setPin] = useForgottenPin();
  const pinInput = useRef<HTMLInputElement>(null);

  const approve = useAction(
    async () => {
      if (!chosen) return;
      setTillData(client, 'clerks.session', undefined, await bridge['clerks.approve']({ clerkId: chosen.id, pin, action, ...(subject ? { subject } : {}) }));
      onClose(true);
    },
    {
      afterFailure: () => {
        setPin('');
        void rereadTill(client, 'clerks.list');
      },
    },
  );
  const busy = approve.busy;
  const ready = chosen !== undefined && isPin(pin) && !busy;
  const submit = () => {
    if (ready) void approve.run();
  };
  const choose = (clerk: Clerk) => {
    setPicked(clerk.id);
    setPin('');
    approve.reset();
    pinInput.current?.focus();
  };

  useEffect(() => pinInput.current?.focus(), []);

  const onKeyDown = (event: KeyboardEvent) => {
    const key = KEYS[event.key];
    if (event.key !== 'Escape' && key === undefined) return;
    event.stopPropagation();
    // Typed into the PIN field itself: the field takes it.
    if (event.target === pinInput.current && event.key !== 'Escape') return;
    event.preventDefault();
    if (event.key === 'Escape') {
      if (!busy) onClose(false);
    } else if (key && !busy) {
      setPin((current) => applyKey(current, key, { decimal: false, maxLength: PIN_LENGTH.max }));
    }
  };

  return (
    // Focusable, so a tap on the dialog's blank space keeps the focus (and the keys) in here, not on the dialog
    // around it, from where digits would reach the keypad behind.
    <div className="approval" tabIndex={-1} onKeyDown={onKeyDown}>
      <div className="approval-main">
        <Heading slot="title">{t('approval.title')}</Heading>
        <p className="approval-needed">{t('approval.needed')}</p>
        <p className="approval-what">{t(`approval.action.${action}`)}</p>
        {subject ? (
          <p className="hint approval-subject" dir="auto">
            {t(`approval.subject.${action}`, { subject })}
          </p>
        ) : null}
        <p className="hint">{list.data && managers.length === 0 ? t('approval.none') : t('approval.pick')}</p>
        <ClerkChoice label={t('approval.managers')} clerks={managers} chosen={chosen?.id ?? null} onChoose={choose} />
        <ErrorLine error={list.error ?? refusal(approve.error, chosen?.name ?? '')} />
      </div>
      <form
        className="approval-side"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <PinEntry pin={pin} onPin={setPin} onEnter={submit} inputRef={pinInput} disabled={busy} />
        <div className="dialog-actions">
          <button type="button" className="button" disabled={busy} onClick={() => onClose(false)}>
            {t('approval.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={!ready}>
            {t('approval.approve')}
          </button>
        </div>
      </form>
    </div>
  );
}
