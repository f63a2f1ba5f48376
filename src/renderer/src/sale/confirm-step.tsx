/**
 * Step 3: everything the customer is paying for, the quote of what the recipient gets, and one button the
 * clerk presses after taking the cash. The button works once, and every press carries the request key of the
 * sale being prepared (see sale-flow.ts): neither a double tap nor a dropped connection can create two sales.
 */
import { useRef, useState } from 'react';
import type { Operator, Sale } from '../../../shared/contract';
import { type BridgeError, toBridgeError } from '../bridge/bridge-error';
import { useBridge } from '../bridge-context';
import { ErrorLine } from '../components/error-line';
import { OperatorCard } from '../components/operator-card';
import { showMoney } from '../format';
import { useCall } from '../hooks/use-call';
import type { Recipient } from './sale-flow';

interface ConfirmStepProps {
  requestId: string;
  recipient: Recipient;
  e164: string;
  operator: Operator;
  amount: string;
  onSent(sale: Sale): void;
  onBack(): void;
  onNewSale(): void;
}

export function ConfirmStep({ requestId, recipient, e164, operator, amount, onSent, onBack, onNewSale }: ConfirmStepProps) {
  const bridge = useBridge();
  const quote = useCall(() => bridge['sales.quote']({ operatorId: operator.id, amount }), [bridge, operator.id, amount]);
  const [error, setError] = useState<BridgeError | null>(null);
  const [sending, setSending] = useState(false);
  const sent = useRef(false);
  // This key already took another sale (details changed after an answer was lost): pressing again with it
  // can only be refused again, so the way on is a new sale with a new key.
  const keyUsed = error?.code === 'DUPLICATE_REQUEST';

  const confirm = async () => {
    if (sent.current) return;
    sent.current = true;
    setSending(true);
    try {
      onSent(
        await bridge['sales.create']({
          operatorId: operator.id,
          amount,
          recipient: { country: recipient.country, number: recipient.number },
          requestId,
        }),
      );
    } catch (reason) {
      sent.current = false;
      setSending(false);
      setError(toBridgeError(reason));
    }
  };

  return (
    <section className="step step-confirm" aria-label="Confirm the sale">
      <div className="step-main">
        <dl className="summary">
          <dt>Number</dt>
          <dd>{e164}</dd>
          <dt>Operator</dt>
          <dd>
            <OperatorCard operator={operator} />
          </dd>
          <dt>Customer pays</dt>
          <dd className="amount">{quote.value ? showMoney(quote.value.amount) : `${amount} ${operator.senderCurrency}`}</dd>
          <dt>Recipient gets</dt>
          <dd>{quote.value ? showMoney(quote.value.delivered) : quote.loading ? 'Asking for the rate…' : '—'}</dd>
        </dl>
        <ErrorLine error={error ?? quote.error} />
      </div>
      <div className="step-side">
        <button type="button" className="button primary huge" disabled={sending || keyUsed || quote.value === null} onClick={() => void confirm()}>
          {sending ? 'Saving the sale…' : 'Cash taken — send top-up'}
        </button>
        <button type="button" className="button wide" disabled={sending} onClick={onBack}>
          Change amount
        </button>
        {keyUsed ? (
          <button type="button" className="button primary wide" onClick={onNewSale}>
            Start a new sale
          </button>
        ) : null}
      </div>
    </section>
  );
}
