/** An amount as the page shows it, with its exact decimal for any check (data-amount, data-currency). */
import { microsToDecimal } from '@shared/money';
import { useOfficeFormats } from './formats';

export function Amount({ micros, currency }: { micros: string; currency: string }) {
  const formats = useOfficeFormats();
  return (
    <bdi className="amount" data-amount={microsToDecimal(BigInt(micros))} data-currency={currency}>
      {formats.money(micros, currency)}
    </bdi>
  );
}
