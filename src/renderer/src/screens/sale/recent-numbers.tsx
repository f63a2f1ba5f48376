/**
 * The last numbers sold to, newest first: one tap prepares the same sale again (straight to its confirm step,
 * where the clerk still sees the quote before taking the cash). Clearing the list asks first.
 */
import { Button, Dialog, DialogTrigger, Heading, Modal } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { RecentNumber } from '@shared/contract';
import { useManagerApproval } from '../../app/approval/manager-approval';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useTillQuery } from '../../data/use-till-query';
import { useFormats } from '../../i18n/use-formats';
import { ErrorLine } from '../../ui/error-line';
import { showRecipient } from '../../ui/format';

interface RecentNumbersProps {
  busy: boolean;
  onRepeat(recent: RecentNumber): void;
}

export function RecentNumbers({ busy, onRepeat }: RecentNumbersProps) {
  const { t } = useTranslation('sale');
  const formats = useFormats();
  const recent = useTillQuery('sales.recentNumbers');
  const rows = recent.data ?? [];
  return (
    <section className="recent-numbers" aria-label={t('recent.title')}>
      <div className="recent-numbers-head">
        <h2>{t('recent.title')}</h2>
        {rows.length > 0 ? <ClearRecentNumbers onCleared={() => void recent.refetch()} /> : null}
      </div>
      {rows.length === 0 ? <p className="hint">{recent.isPending ? '' : t('recent.empty')}</p> : null}
      <ol className="recent-number-rows">
        {rows.map((row) => (
          <li key={row.saleId}>
            <button
              type="button"
              className="recent-number"
              disabled={busy}
              aria-label={t('recent.repeat', { amount: formats.money(row.amount), who: showRecipient(row.recipient), operator: row.operator.name })}
              onClick={() => onRepeat(row)}
            >
              <span className="who" dir="ltr">
                {showRecipient(row.recipient)}
              </span>{' '}
              <span className="operator">{row.operator.name}</span> <strong className="amount">{formats.money(row.amount)}</strong>
            </button>
          </li>
        ))}
      </ol>
      <ErrorLine error={recent.error} />
    </section>
  );
}

function ClearRecentNumbers({ onCleared }: { onCleared(): void }) {
  const { t } = useTranslation('sale');
  const { t: common } = useTranslation();
  const bridge = useBridge();
  const approval = useManagerApproval();
  const clear = useAction(async (close: () => void) => {
    // A clerk asks a manager's PIN; a cancelled approval leaves the list as it was.
    const cleared = await approval.guard('clear-recent-numbers', undefined, () => bridge['sales.clearRecentNumbers']({}));
    close();
    if (cleared) onCleared();
  });
  return (
    <DialogTrigger>
      <Button className="button small">{t('recent.clear')}</Button>
      <Modal className="modal" isDismissable>
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
    </DialogTrigger>
  );
}
