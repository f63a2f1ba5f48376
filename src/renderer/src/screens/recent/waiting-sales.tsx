/**
 * The sales waiting to be sent (saved, sending, with the operator, or being checked), opened from the status
 * bar's waiting count at `/recent/waiting`; a row opens the sale's detail like a recent sale's.
 */
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorLine } from '../../ui/error-line';
import { SaleRows } from './sale-rows';
import { useWaitingSales } from './use-waiting-sales';

interface WaitingSalesProps {
  returnTo: RefObject<string | null>;
  onOpen(id: string): void;
  onAll(): void;
}

export function WaitingSales({ returnTo, onOpen, onAll }: WaitingSalesProps) {
  const { t } = useTranslation('recent');
  const waiting = useWaitingSales();
  return (
    <section className="recent waiting" aria-label={t('waiting.label')}>
      <div className="picker-head">
        <h2>{t('waiting.title')}</h2>
        <button type="button" className="button" onClick={onAll}>
          {t('waiting.all')}
        </button>
      </div>
      <p className="hint">{t('waiting.hint')}</p>
      <ErrorLine error={waiting.error} />
      {waiting.sales && waiting.sales.length === 0 ? <p className="hint">{t('waiting.empty')}</p> : null}
      <SaleRows sales={waiting.sales} returnTo={returnTo} onOpen={onOpen} />
      {waiting.more ? <p className="hint">{t('waiting.more')}</p> : null}
    </section>
  );
}
