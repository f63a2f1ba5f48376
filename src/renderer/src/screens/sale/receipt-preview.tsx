/**
 * Where the receipt (or PIN voucher) will print from: until the receipts update brings the real receipt model
 * and printing, this previews its main lines, monospace, the way a 42-column slip reads.
 */
import { useTranslation } from 'react-i18next';
import type { Sale } from '@shared/contract';
import { useStarted } from '../../data/use-started';
import { useFormats } from '../../i18n/use-formats';
import { showRecipient } from '../../ui/format';

export function ReceiptPreview({ sale }: { sale: Sale }) {
  const { t } = useTranslation('sale');
  const formats = useFormats();
  const { shop } = useStarted().settings;
  return (
    <figure className="receipt-preview" aria-label={t('result.receipt')}>
      <pre>
        {[
          shop.name,
          formats.dateTime(sale.createdAt),
          '',
          `${sale.operator.name}`,
          showRecipient(sale.recipient),
          `${t('result.amount')}: ${formats.money(sale.amount)}`,
          sale.delivered ? `${t('result.delivered')}: ${formats.money(sale.delivered)}` : null,
          sale.state === 'queued' ? t('result.receiptPending') : null,
          '',
          t('result.saleId', { id: sale.id }),
        ]
          .filter((line) => line !== null)
          .join('\n')}
      </pre>
    </figure>
  );
}
