/** The day's sales as CSV for the shop's bookkeeping: one row a sale, amounts as exact decimals. */
import { microsToDecimal } from '../../shared/money';
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
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",;\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const decimal = (micros: number | null) => (micros === null ? null : microsToDecimal(micros));

export function salesCsv(rows: readonly SaleRow[]): string {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) {
    lines.push(
      [
        row.id, row.created_at, row.business_day, row.clerk, row.shift, row.state, row.operator_name, row.country_iso,
        row.recipient_phone ?? row.recipient_email, decimal(row.amount_micros), row.amount_currency,
        decimal(row.delivered_micros), row.delivered_currency, decimal(row.cost_micros), row.cost_currency,
        decimal(row.discount_micros), row.discount_currency, row.transaction_id, row.error_code,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
