/**
 * What a sale delivered, as the money rule shows it (src/shared/sale-money.ts), as one term of the screen's list:
 * what the phone received once it really did; while the sale is unsettled, what it will receive, said as not
 * delivered yet; for a refund, a failure or a cancellation, nothing, and the cash to give back — whatever the
 * service's record carries. Always one term and its value, so the screens' grids keep their pairs.
 */
import { useTranslation } from 'react-i18next';
import type { Sale } from '@shared/contract';
import { saleMoney } from '@shared/sale-money';
import { useFormats } from '../i18n/use-formats';

/** `deliveredLabel`: the screen's own word for the delivered row (its name stays the one it always had). */
export function DeliveredFacts({ sale, deliveredLabel }: { sale: Sale; deliveredLabel: string }) {
  const { t } = useTranslation('states');
  const formats = useFormats();
  const money = saleMoney(sale);
  switch (money.standing) {
    case 'delivered':
      return (
        <>
          <dt>{deliveredLabel}</dt>
          <dd data-field="delivered">{money.delivered ? formats.money(money.delivered) : '—'}</dd>
        </>
      );
    case 'pending':
      return (
        <>
          <dt>{t('money.toDeliver')}</dt>
          <dd data-field="to-deliver">{money.toDeliver ? t('money.quote', { amount: formats.money(money.toDeliver) }) : t('money.notYet')}</dd>
        </>
      );
    case 'handedBack':
      return (
        <>
          <dt>{deliveredLabel}</dt>
          <dd data-field="delivered">{t('money.nothing', { amount: formats.money(money.handedBack) })}</dd>
        </>
      );
  }
}
