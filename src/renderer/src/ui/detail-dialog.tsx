/**
 * The whole of what a crowded field can only begin (the status bar's balance, who is signed in), one tap away on
 * a touch screen where no pointer hovers: a small modal, shut by Close, Escape or a tap outside. Loaded when
 * first opened, never with the first screen.
 */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';
import './detail-dialog.css';

export function DetailDialog({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal className="modal" isOpen isDismissable onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog className="dialog detail-dialog">
        <Heading slot="title">{title}</Heading>
        {children}
        <div className="dialog-actions">
          <Button className="button" autoFocus onPress={onClose}>
            {t('close')}
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}
