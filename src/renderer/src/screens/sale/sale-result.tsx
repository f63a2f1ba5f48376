/**
 * After "Cash taken": the sale's live state as the core reports it (`sale.updated`), what to do next in the
 * clerk's words, the PIN voucher or the receipt exactly as it prints (following the sale's state), printing it,
 * and the two ways on: a new sale, or the same again (a new sale with a new key, straight to its confirm step).
 * The clerk may start the next sale at any time: this one, and its printing, carry on regardless.
 */
import { useTranslation } from 'react-i18next';
import type { Operator, ReceiptKind, Sale } from '@shared/contract';
import { hasVoucher } from '@shared/sale-money';
import { FINAL_SALE_STATES } from '@shared/sale-states';
import { usePrintJobs } from '../../data/use-print-jobs';
import { useReceipt } from '../../data/use-receipt';
import { useSettings } from '../../data/use-settings';
import { useOffline } from '../../data/use-status';
import { useLanguage } from '../../i18n/language-provider';
import { useFormats } from '../../i18n/use-formats';
import { useErrorMessage } from '../../ui/error-message';
import { OperatorCard } from '../../ui/operator-card';
import { DeliveredFacts } from '../../ui/delivered-facts';
import { ReceiptView } from '../../ui/receipt-view';
import { SaleStateBox } from '../../ui/sale-state-box';
import { resultAdvice } from './result-advice';
import { ResultPrinting } from '../../ui/result-printing';
import './sale-result.css';

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
  const advice = resultAdvice(sale, new Date(), useOffline());
  return (
    <section className="step step-progress" aria-label={t('result.title')}>
      <div className="step-main">
        <SaleStateBox sale={sale} />
        <p className="notice" data-field="advice">
          {advice ? ('at' in advice ? t(advice.key, { time: formats.time(advice.at) }) : t(advice.key)) : ''}
        </p>
        <dl className="summary">
          <dt>{t('confirm.number')}</dt>
          <dd dir="ltr">{formats.recipient(sale.recipient)}</dd>
          <dt>{t('result.amount')}</dt>
          <dd className="amount">{formats.money(sale.amount)}</dd>
          <DeliveredFacts sale={sale} deliveredLabel={t('result.delivered')} />
        </dl>
        <OperatorCard operator={operator} />
      </div>
      <div className="step-side">
        <ResultDocument sale={sale} />
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

/**
 * The voucher of a PIN sale (once its code is known), else the receipt, as the core lays it out in the
 * customer's language. A voucher keeps the name the result step's voucher always had, "PIN voucher".
 */
function ResultDocument({ sale }: { sale: Sale }) {
  const { t } = useTranslation('print');
  const { t: tStates } = useTranslation('states');
  const message = useErrorMessage();
  const { language, tillLanguage } = useLanguage();
  const columns = useSettings().data?.printer.columns;
  // The customer's language, when the clerk chose one for this customer; else the core uses the shop's.
  const customer = language !== tillLanguage ? language : undefined;
  const shown: ReceiptKind = hasVoucher(sale) ? 'voucher' : 'receipt';
  // The preview is what the next print gives: once a copy is out, it reads REPRINT n (so it follows the print log too).
  const jobs = (usePrintJobs(sale.id, sale.updatedAt).data ?? []).map((job) => `${job.id}:${job.outcome}`).join(',');
  const receipt = useReceipt({ saleId: sale.id, kind: shown, copy: 'original', ...(customer ? { language: customer } : {}) }, `${sale.updatedAt}#${jobs}`);
  const layout = receipt.data?.layout ?? null;
  return (
    <>
      <div className="result-document" role={shown === 'voucher' ? 'group' : undefined} aria-label={shown === 'voucher' ? tStates('pin.label') : undefined}>
        <ReceiptView layout={layout} columns={columns} placeholder={receipt.error ? message(receipt.error) : t('preparing')} />
      </div>
      <ResultPrinting sale={sale} shown={shown} nextCopy={receipt.data?.copy ?? null} language={customer} />
    </>
  );
}
