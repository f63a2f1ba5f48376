/** A sale's state in words for the counter, coloured by how it went; the sale's own error when it has one. */
import type { Sale } from '@shared/contract';
import { useSaleStateText } from './sale-state-text';

export function SaleStateBox({ sale }: { sale: Sale }) {
  const text = useSaleStateText()(sale.state);
  return (
    <div className={`sale-state tone-${text.tone}`} role="status" aria-live="polite" data-state={sale.state}>
      <h2>{text.title}</h2>
      <p>{sale.error?.message ?? text.advice}</p>
    </div>
  );
}
