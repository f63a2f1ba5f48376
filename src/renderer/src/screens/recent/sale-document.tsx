/**
 * A sale's paper in its detail: the voucher of a PIN sale (once its code is known), else the receipt, as the
 * core lays out the next copy (REPRINT n once one is out), with the result step's printing under it: "Print
 * receipt", "Print voucher", "Reprint", what the printer answered. A voucher keeps its name, "PIN voucher".
 */
import { useTranslation } from 'react-i18next';
import type { ReceiptKind, Sale } from '@shared/contract';
import { hasVoucher } from '@shared/sale-money';
import { usePrintJobs } from '../../data/use-print-jobs';
import { useReceipt } from '../../data/use-receipt';
import { useSettings } from '../../data/use-settings';
import { useErrorMessage } from '../../ui/error-message';
import { ReceiptView } from '../../ui/receipt-view';
import { ResultPrinting } from '../../ui/result-printing';

export function SaleDocument({ sale }: { sale: Sale }) {
  const { t } = useTranslation('print');
  const { t: tStates } = useTranslation('states');
  const message = useErrorMessage();
  const columns = useSettings().data?.printer.columns;
  const shown: ReceiptKind = hasVoucher(sale) ? 'voucher' : 'receipt';
  // The preview follows the sale and its print log: the next print's copy number is in it.
  const jobs = (usePrintJobs(sale.id, sale.updatedAt).data ?? []).map((job) => `${job.id}:${job.outcome}`).join(',');
  // In the shop's language: a sale looked up later is the shop's record, whoever it was sold to.
  const receipt = useReceipt({ saleId: sale.id, kind: shown, copy: 'original' }, `${sale.updatedAt}#${jobs}`);
  return (
    <>
      <div className="detail-document" role={shown === 'voucher' ? 'group' : undefined} aria-label={shown === 'voucher' ? tStates('pin.label') : undefined}>
        <ReceiptView layout={receipt.data?.layout ?? null} columns={columns} placeholder={receipt.error ? message(receipt.error) : t('preparing')} />
      </div>
      <ResultPrinting sale={sale} shown={shown} nextCopy={receipt.data?.copy ?? null} language={undefined} />
    </>
  );
}
