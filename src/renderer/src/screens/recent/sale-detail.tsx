/**
 * One sale as the journal knows it: its state, what was paid and delivered, the ids support asks for, the PIN
 * (so it can be read out again after the result screen is gone) and every change of state with its reason.
 * Live: the sale's events re-read it, and an unfinished sale is re-read anyway in case an event was missed.
 */
import { useEffect, useId, useRef } from 'react';
import type { Sale, SaleEvent } from '@shared/contract';
import { useSale } from '../../data/use-sale';
import { ErrorLine } from '../../ui/error-line';
import { showDateTime, showMoney, showRecipient, showTime } from '../../ui/format';
import { PinVoucher } from '../../ui/pin-voucher';
import { SaleStateBox } from '../../ui/sale-state-box';
import { SALE_STATE_TEXT } from '../../ui/sale-state-text';

export function SaleDetail({ id, onBack }: { id: string; onBack(): void }) {
  // Kept current by `sale.updated` through the cache, and re-read until final (data/use-sale.ts).
  const detail = useSale(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const sale = detail.data?.sale ?? null;
  // The list the clerk pressed is gone: the keyboard starts again at the top of what replaced it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="sale-detail" aria-label="Sale detail">
      <div className="picker-head">
        <h2 ref={heading} tabIndex={-1}>
          {sale ? `Sale of ${showDateTime(sale.createdAt)}` : 'Sale'}
        </h2>
        <ErrorLine error={detail.error} />
        <button type="button" className="button" onClick={onBack}>
          Back to the list
        </button>
      </div>
      {sale ? (
        // A PIN sale puts the voucher under its state, where the eye goes first; its facts move beside it.
        <div className="detail-columns">
          <div className="detail-main">
            <SaleStateBox sale={sale} />
            {sale.pin ? <PinVoucher pin={sale.pin} /> : <SaleFacts sale={sale} />}
          </div>
          <div className="detail-side">
            {sale.pin ? <SaleFacts sale={sale} /> : null}
            <Timeline events={detail.data?.events ?? []} />
          </div>
        </div>
      ) : (
        <p className="hint">{detail.isFetching ? 'Reading the sale…' : ''}</p>
      )}
    </section>
  );
}

function SaleFacts({ sale }: { sale: Sale }) {
  return (
    <dl className="summary">
      <dt>Number</dt>
      <dd>{showRecipient(sale.recipient)}</dd>
      <dt>Operator</dt>
      <dd>{sale.operator.name}</dd>
      <dt>Amount paid</dt>
      <dd className="amount">{showMoney(sale.amount)}</dd>
      <dt>Delivered</dt>
      <dd>{sale.delivered ? showMoney(sale.delivered) : '—'}</dd>
      <dt>Transaction id</dt>
      <dd className="selectable">{sale.transactionId ?? '—'}</dd>
      <dt>Sale id</dt>
      <dd className="selectable sale-id">{sale.id}</dd>
    </dl>
  );
}

/** Every change of the sale's state, oldest first, as the journal recorded it. */
function Timeline({ events }: { events: SaleEvent[] }) {
  const title = useId();
  return (
    <div className="timeline">
      <h3 id={title}>What happened</h3>
      <ol aria-labelledby={title}>
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`}>
            <span className="time">{showTime(event.at)}</span>
            <span className="change">
              {event.from ? SALE_STATE_TEXT[event.from].title : 'New sale'}
              {/* The arrow is drawn for the eye (and turned round right to left); the words say it. */}
              <span className="flow-arrow" aria-hidden="true">
                {' → '}
              </span>
              <span className="visually-hidden"> to </span>
              {SALE_STATE_TEXT[event.to].title}
            </span>
            <span className="reason">{event.reason}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
