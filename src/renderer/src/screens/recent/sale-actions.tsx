/**
 * What can still be done to a sale from its detail. "Check again" asks the service now about a sale whose
 * outcome is not known yet (sending, with the operator, or being checked) instead of waiting for the till's next
 * round. "Cancel sale" stops a sale still waiting to be sent; the customer gets their money back, so a clerk
 * who is not a manager is asked for a manager's PIN first, then everyone is asked in words.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';
import type { Sale, SaleState } from '@shared/contract';
import { FINAL_SALE_STATES } from '@shared/sale-states';
import { useApprovalFirst } from '../../ui/approval/approval-first';
import { useManagerApproval } from '../../ui/approval/manager-approval';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useFormats } from '../../i18n/use-formats';
import { ErrorLine } from '../../ui/error-line';
import { useSaleStateText } from '../../ui/sale-state-text';
import { landSale } from './land-sale';

/** States whose outcome the service may know better than the till does yet. */
const UNCERTAIN: readonly SaleState[] = ['unknown', 'sending', 'processing'];

type Outcome = { kind: 'checked'; sale: Sale } | { kind: 'cancelled'; sale: Sale } | null;

export function SaleActions({ sale }: { sale: Sale }) {
  const { t } = useTranslation('recent');
  const bridge = useBridge();
  const client = useQueryClient();
  const approval = useManagerApproval();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const check = useAction(async () => {
    setOutcome(null);
    cancel.reset();
    const checked = await bridge['sales.reconcile']({ id: sale.id });
    landSale(client, checked);
    setOutcome({ kind: 'checked', sale: checked });
  });
  const cancel = useAction(async () => {
    setOutcome(null);
    check.reset();
    const cancelled = await approval.guard('cancel-sale', sale.id, () => bridge['sales.cancel']({ id: sale.id }));
    // Null: no manager approved it; the sale is as it was.
    if (!cancelled) return;
    landSale(client, cancelled);
    setOutcome({ kind: 'cancelled', sale: cancelled });
  });

  const canCheck = UNCERTAIN.includes(sale.state);
  const canCancel = sale.state === 'queued';
  // A settled sale has nothing left to do, and the room goes to its timeline.
  if (!canCheck && !canCancel && !outcome && !check.error && !cancel.error) return null;
  return (
    <div className="sale-actions">
      {canCheck || canCancel ? (
        <div className="sale-action-buttons">
          {canCheck ? (
            <button type="button" className="button" aria-busy={check.busy} disabled={check.busy} onClick={() => void check.run()}>
              {t('actions.checkAgain')}
            </button>
          ) : null}
          {canCancel ? <CancelSale sale={sale} busy={cancel.busy} onConfirm={() => void cancel.run()} /> : null}
        </div>
      ) : null}
      <p className="status-line sale-action-status" role="status">
        {check.busy ? t('actions.checking') : cancel.busy ? t('actions.cancelling') : <OutcomeText outcome={outcome} now={sale} />}
      </p>
      <ErrorLine error={check.error ?? cancel.error} />
    </div>
  );
}

/** What the last action came to, for as long as the sale is as it left it (its state box says the rest). */
function OutcomeText({ outcome, now }: { outcome: Outcome; now: Sale }) {
  const { t } = useTranslation('recent');
  const formats = useFormats();
  const stateText = useSaleStateText();
  if (!outcome || outcome.sale.updatedAt !== now.updatedAt) return null;
  if (outcome.kind === 'cancelled') return t('actions.cancelled', { amount: formats.money(outcome.sale.amount) });
  const { state } = outcome.sale;
  return FINAL_SALE_STATES.includes(state) ? t('actions.settled', { state: stateText(state).title }) : t('actions.notYet', { state: stateText(state).title });
}

/**
 * "Cancel sale": a manager's approval first when the clerk needs one (approval-first.ts), then a question in
 * words (the top-up is not sent, and the customer is given their money back), so "yes" is the last word.
 */
function CancelSale({ sale, busy, onConfirm }: { sale: Sale; busy: boolean; onConfirm(): void }) {
  const { t } = useTranslation('recent');
  const formats = useFormats();
  const question = useApprovalFirst('cancel-sale');
  return (
    <>
      <button type="button" className="button" aria-haspopup="dialog" disabled={busy} onClick={() => void question.ask(sale.id)}>
        {t('actions.cancel')}
      </button>
      <Modal className="modal" isDismissable isOpen={question.confirming} onOpenChange={(open) => (open ? undefined : question.close())}>
        <Dialog className="dialog" role="alertdialog">
          <Heading slot="title">{t('actions.cancelTitle')}</Heading>
          <p>{t('actions.cancelText', { amount: formats.money(sale.amount) })}</p>
          <div className="dialog-actions">
            <Button className="button" autoFocus onPress={question.close}>
              {t('actions.keep')}
            </Button>
            <Button
              className="button danger"
              onPress={() => {
                question.close();
                onConfirm();
              }}
            >
              {t('actions.cancelConfirm')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </>
  );
}
