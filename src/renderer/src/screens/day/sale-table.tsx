/** Sales one by one (the pending ones, the refunds): when, to whom, which operator, how much, and their state. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListedSale } from '@shared/contract';
import { useFormats } from '../../i18n/use-formats';
import { useSaleStateText } from '../../ui/sale-state-text';

interface SaleTableProps {
  sales: readonly ListedSale[];
  /** A last row under the sales (a total). */
  foot?: ReactNode;
}

export function SaleTable({ sales, foot }: SaleTableProps) {
  const { t } = useTranslation('day');
  const formats = useFormats();
  const stateText = useSaleStateText();
  return (
    <table className="day-table">
      <thead>
        <tr>
          <th scope="col">{t('columns.time')}</th>
          <th scope="col">{t('columns.number')}</th>
          <th scope="col">{t('columns.operator')}</th>
          <th scope="col" className="num">
            {t('columns.amount')}
          </th>
          <th scope="col">{t('columns.state')}</th>
          <th scope="col">{t('columns.clerk')}</th>
        </tr>
      </thead>
      <tbody>
        {sales.map((sale) => (
          <tr key={sale.id} data-sale-id={sale.id}>
            <td>{formats.time(sale.createdAt)}</td>
            <td>
              {/* Isolated left to right, so an Arabic page never moves its "+". */}
              <bdi dir="ltr">{formats.recipient(sale.recipient)}</bdi>
            </td>
            <td>{sale.operator.name}</td>
            <td className="num">{formats.money(sale.amount)}</td>
            <td>{stateText(sale.state).title}</td>
            <td>{sale.clerk}</td>
          </tr>
        ))}
      </tbody>
      {foot ? <tfoot>{foot}</tfoot> : null}
    </table>
  );
}
