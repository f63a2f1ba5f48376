/** A sale's state in words for the counter, coloured by how it went; the sale's own error when it has one. */
import type { Sale } from '@shared/contract';
import { useErrorMessage } from './error-message';
import { useSaleStateText } from './sale-state-text';

export function SaleStateBox({ sale }: { sale: Sale }) {
  const text = useSaleStateText()(sale.state);
  const message = useErrorMessage();
  return (
    <div className={`sale-state tone-${text.tone}`} role="status" aria-live="polite" data-state={sale.state}>
      <h2>{text.title}</h2>
      {/* The service's refusal when there is one (in English from the core: its own direction), else the state's advice. */}
      <p dir="auto">{sale.error ? message(sale.error) : text.advice}</p>
    </div>
  );
}
