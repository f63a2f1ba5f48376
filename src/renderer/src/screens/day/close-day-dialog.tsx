/**
 * "Close the day" asks first: a Z is final. Asked once a manager has approved (use-close-day.ts), so "yes" is
 * the last word. A modal alert dialog, so nothing else can be pressed meanwhile; Cancel, Escape or a tap
 * outside keep the day open.
 */
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../../i18n/use-formats';
import { dayLabel } from '../../lib/calendar-day';
import type { CloseDay } from './use-close-day';

export function CloseDayDialog({ day, closing }: { day: string; closing: CloseDay }) {
  const { t } = useTranslation('day');
  const { t: common } = useTranslation();
  const formats = useFormats();
  return (
    <Modal className="modal" isDismissable isOpen={closing.confirming} onOpenChange={(open) => (open ? undefined : closing.cancel())}>
      <Dialog className="dialog" role="alertdialog">
        <Heading slot="title">{t('close.confirmTitle', { day: dayLabel(day, formats.locale) })}</Heading>
        <p>{t('close.confirmText')}</p>
        <div className="dialog-actions">
          <Button className="button" autoFocus onPress={closing.cancel}>
            {common('cancel')}
          </Button>
          <Button className="button danger" onPress={() => void closing.run(day)}>
            {t('close.confirm')}
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}
