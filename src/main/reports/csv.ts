/**
 * The day's sales as CSV for the shop's bookkeeping: one row a sale, amounts as exact decimals. A sale shows the
 * money the money rule gives it: what the phone received, what the account paid and the discount earned only for a
 * top-up that went through; a refunded, failed, cancelled or unsettled sale's cells are empty, whatever the
 * service's record carries.
 */
import type { Money } from '../../shared/contract';
import { microsToDecimal } from '../../shared/money';
import { saleMoney } from '../../shared/sale-money';
import { moneyRecordOf } from '../journal/sale-view';
import type { SaleRow } from '../journal/sales-repo';

const COLUMNS = [
  'sale_id', 'created_at', 'business_day', 'clerk', 'shift', 'state', 'operator', 'country', 'recipient',
  'amount', 'amount_currency', 'delivered', 'delivered_currency', 'cost', 'cost_currency', 'discount',
  'discount_currency', 'transaction_id', 'error_code',
] as const;

/**
 * Quotes a field when it must be, and defuses spreadsheet formulas (a field starting with = + - @). A `;` is
 * quoted too: French and German spreadsheets split a line on it.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  // A control character (a clerk's name with an ESC in it) or half a surrogate pair is no text a sheet can show.
  let text = String(value).replace(/(?![\r\n])[\p{Cc}\p{Cs}]/gu, '?');
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",;\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** An amount's two cells: the exact decimal and its currency, or two empty cells. */
const cells = (money: Money | null) => (money === null ? [null, null] : [microsToDecimal(money.micros), money.currency]);

export function salesCsv(rows: readonly SaleRow[]): string {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) {
    const money = saleMoney(moneyRecordOf(row));
    lines.push(
      [
        row.id, row.created_at, row.business_day, row.clerk, row.shift, row.state, row.operator_name, row.country_iso,
        row.recipient_phone ?? row.recipient_email, ...cells(money.paid), ...cells(money.delivered), ...cells(money.cost),
        ...cells(money.discount), row.transaction_id, row.error_code,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
