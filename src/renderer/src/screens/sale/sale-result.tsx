/**
 * After "Cash taken": the sale's live state as the core reports it (`sale.updated`), what to do next in the
 * clerk's words, the PIN voucher or the receipt, and the two ways on: a new sale, or the same again (a new
 * sale with a new key, straight to its confirm step). The clerk may start the next sale at any time: this one
 * carries on regardless.
 */
import { useTranslation } from 'react-i18next';
import type { Operator, Sale } from '@shared/contract';
import { FINAL_SALE_STATES } from '@shared/sale-states';
import { useStatus } from '../../data/use-status';
import { useFormats } from '../../i18n/use-formats';
import { showRecipient } from '../../ui/format';
import { OperatorCard } from '../../ui/operator-card';
import { PinVoucher } from '../../ui/pin-voucher';
import { SaleStateBox } from '../../ui/sale-state-box';
import { ReceiptPreview } from './receipt-preview';
import { resultAdvice } from './result-advice';

interface SaleResultProps {
  sale: Sale;
  operator: Operator;
  onNewSale(): void;
  onSameAgain(): void;
}

export function SaleResult({ sale, operator, onNewSale, onSameAgain }: SaleResultProps) {
  const { t } = useTranslation('sale');
  const formats = useFormats();
  const final = FINAL_SALE_STATES.includes(sale.state);
  const advice = resultAdvice(sale, new Date(), useStatus().data?.connectivity === 'offline');
  return (
    <section className="step step-progress" aria-label={t('result.title')}>
      <div className="step-main">
        <SaleStateBox sale={sale} />
        <p className="notice" data-field="advice">
          {advice ? (advice.key === 'result.waitsUntil' ? t(advice.key, { time: formats.time(advice.at) }) : t(advice.key)) : ''}
        </p>
        <dl className="summary">
          <dt>{t('confirm.number')}</dt>
          <dd dir="ltr">{showRecipient(sale.recipient)}</dd>
          <dt>{t('result.amount')}</dt>
          <dd className="amount">{formats.money(sale.amount)}</dd>
          <dt>{t('result.delivered')}</dt>
          <dd>{sale.delivered ? formats.money(sale.delivered) : '—'}</dd>
        </dl>
        <OperatorCard operator={operator} />
      </div>
      <div className="step-side">
        {sale.pin ? <PinVoucher pin={sale.pin} /> : <ReceiptPreview sale={sale} />}
        <div className="result-actions">
          <button type="button" className={`button wide${final ? ' primary' : ''}`} onClick={onNewSale}>
            {t('result.newSale')}
          </button>
          <button type="button" className="button wide" onClick={onSameAgain}>
            {t('result.sameAgain')}
          </button>
        </div>
        <p className="hint sale-id">{t('result.saleId', { id: sale.id })}</p>
      </div>
    </section>
  );
}
