/**
 * "Clear the recent numbers?": asked before the list is emptied, once a manager approved when a clerk asks
 * (recent-numbers.tsx); the clear runs behind the approval, asked again should it have lapsed meanwhile.
 */
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';
import { useManagerApproval } from '../../ui/approval/manager-approval';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { ErrorLine } from '../../ui/error-line';

export function ClearRecentDialog({ onOpenChange, onCleared }: { onOpenChange(isOpen: boolean): void; onCleared(): void }) {
  const { t } = useTranslation('sale');
  const { t: common } = useTranslation();
  const bridge = useBridge();
  const approval = useManagerApproval();
  const clear = useAction(async (close: () => void) => {
    // An approval that lapsed meanwhile is asked again; cancelled, the list stays as it was.
    const cleared = await approval.guard('clear-recent-numbers', undefined, () => bridge['sales.clearRecentNumbers']({}));
    close();
    if (cleared) onCleared();
  });
  return (
    <Modal className="modal" isDismissable isOpen onOpenChange={onOpenChange}>
      <Dialog className="dialog" role="alertdialog">
        {({ close }) => (
          <>
            <Heading slot="title">{t('recent.clearTitle')}</Heading>
            <p>{t('recent.clearText')}</p>
            <ErrorLine error={clear.error} />
            <div className="dialog-actions">
              <Button className="button" onPress={close}>
                {common('cancel')}
              </Button>
              <Button className="button primary" isDisabled={clear.busy} onPress={() => void clear.run(close)}>
                {t('recent.clearConfirm')}
              </Button>
            </div>
          </>
        )}
      </Dialog>
    </Modal>
  );
}
