/**
 * Step 3: everything the customer is paying for, the quote of what the recipient gets, and one button the
 * clerk presses after taking the cash. The button works once, and every press carries the request key of the
 * sale being prepared (see sale-flow.ts): neither a double tap nor a dropped connection can create two sales.
 */
import type { Operator, Sale } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useTillQuery } from '../../data/use-till-query';
import { ErrorLine } from '../../ui/error-line';
import { showMoney } from '../../ui/format';
import { OperatorCard } from '../../ui/operator-card';
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
  const quote = useTillQuery('sales.quote', { operatorId: operator.id, amount });
  // `once`: after the till took the sale the button stays spent while the screen moves on to its progress.
  const confirm = useAction(
    async () =>
      onSent(
        await bridge['sales.create']({
          operatorId: operator.id,
          amount,
          recipient: { country: recipient.country, number: recipient.number },
          requestId,
        }),
      ),
    { once: true },
  );
  const sending = confirm.busy;
  // This key already took another sale (details changed after an answer was lost): pressing again with it
  // can only be refused again, so the way on is a new sale with a new key.
  const keyUsed = confirm.error?.code === 'DUPLICATE_REQUEST';

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
          <dd className="amount">{quote.data ? showMoney(quote.data.amount) : `${amount} ${operator.senderCurrency}`}</dd>
          <dt>Recipient gets</dt>
          <dd>{quote.data ? showMoney(quote.data.delivered) : quote.isFetching ? 'Asking for the rate…' : '—'}</dd>
        </dl>
        <ErrorLine error={confirm.error ?? quote.error} />
      </div>
      <div className="step-side">
        <button type="button" className="button primary huge" disabled={sending || keyUsed || quote.data === undefined} onClick={() => void confirm.run()}>
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
