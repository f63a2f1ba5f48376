/**
 * One sale as the journal knows it: its state, what was paid and delivered, who sold it, the ids support asks
 * for, every change of state with its reason, and its receipt (or PIN voucher) as it prints, with printing and
 * what can still be done to it (check again, cancel). Live: the sale's events re-read it, and an unfinished
 * sale is re-read anyway in case an event was missed.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sale, SaleEvent } from '@shared/contract';
import { useSale } from '../../data/use-sale';
import { useFormats } from '../../i18n/use-formats';
import { DeliveredFacts } from '../../ui/delivered-facts';
import { ErrorLine } from '../../ui/error-line';
import { SaleStateBox } from '../../ui/sale-state-box';
import { useSaleStateText } from '../../ui/sale-state-text';
import { SaleActions } from './sale-actions';
import { SaleDocument } from './sale-document';

export function SaleDetail({ id, onBack }: { id: string; onBack(): void }) {
  const { t } = useTranslation('recent');
  const formats = useFormats();
  // Kept current by `sale.updated` through the cache, and re-read until final (data/use-sale.ts).
  const detail = useSale(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const sale = detail.data?.sale ?? null;
  // The list the clerk pressed is gone: the keyboard starts again at the top of what replaced it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="sale-detail" aria-label={t('detail.label')}>
      <div className="picker-head">
        <h2 ref={heading} tabIndex={-1}>
          {sale ? t('detail.title', { when: formats.dateTime(sale.createdAt) }) : t('detail.untitled')}
        </h2>
        <ErrorLine error={detail.error} />
        <button type="button" className="button" onClick={onBack}>
          {t('detail.back')}
        </button>
      </div>
      {sale ? (
        // The sale and what happened to it on one side; its paper, as it prints, on the other.
        <div className="detail-columns">
          <div className="detail-main">
            <SaleStateBox sale={sale} />
            <SaleFacts sale={sale} />
            <SaleActions sale={sale} />
            <Timeline events={detail.data?.events ?? []} />
          </div>
          <div className="detail-side">
            <SaleDocument sale={sale} />
          </div>
        </div>
      ) : (
        <p className="hint">{detail.isFetching ? t('detail.reading') : ''}</p>
      )}
    </section>
  );
}

function SaleFacts({ sale }: { sale: Sale }) {
  const { t } = useTranslation('recent');
  const formats = useFormats();
  return (
    // A pair a row, the number and what was paid first.
    <dl className="summary detail-facts">
      <dt>{t('detail.number')}</dt>
      <dd className="number">
        <bdi dir="ltr">{formats.recipient(sale.recipient)}</bdi>
      </dd>
      <dt>{t('detail.paid')}</dt>
      <dd className="amount">{formats.money(sale.amount)}</dd>
      <dt>{t('detail.operator')}</dt>
      <dd>{sale.operator.name}</dd>
      <DeliveredFacts sale={sale} deliveredLabel={t('detail.delivered')} />
      <dt>{t('detail.clerk')}</dt>
      <dd>{sale.clerk}</dd>
      <dt>{t('detail.transactionId')}</dt>
      <dd className="selectable">
        <bdi dir="ltr">{sale.transactionId ?? '—'}</bdi>
      </dd>
      <dt>{t('detail.saleId')}</dt>
      <dd className="selectable sale-id">
        <bdi dir="ltr">{sale.id}</bdi>
      </dd>
    </dl>
  );
}

/** Every change of the sale's state, oldest first, as the journal recorded it. */
function Timeline({ events }: { events: SaleEvent[] }) {
  const { t } = useTranslation('recent');
  const formats = useFormats();
  const stateText = useSaleStateText();
  const title = useId();
  return (
    <div className="timeline">
      <h3 id={title}>{t('timeline.title')}</h3>
      <ol aria-labelledby={title}>
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <span className="time">{formats.time(event.at)}</span>
            <span className="change">
              {event.from ? stateText(event.from).title : t('timeline.newSale')}
              {/* The arrow is drawn for the eye (and turned round right to left); the words say it. */}
              <span className="flow-arrow" aria-hidden="true">
                {' → '}
              </span>
              <span className="visually-hidden"> {t('timeline.to')} </span>
              {stateText(event.to).title}
            </span>
            {/* Main's words, in the language it wrote them in. */}
            <span className="reason" dir="auto">
              {event.reason}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
