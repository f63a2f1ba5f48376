/**
 * What the customer sees, derived from what the clerk's screen shows and from the till's own records: the
 * operator and its plan from the catalog, the price from the same quote the clerk sees, the outcome from the
 * sale's state in the journal. Pure over the facts it is handed. Nothing here ever reads a PIN: a PIN sale says
 * only that the PIN is on the voucher.
 */
import type { CustomerRecipient, CustomerScene, CustomerScreen, HandlerInput, Operator, Quote, Sale } from '../../shared/contract';
import type { CustomerOutcome } from '../../shared/contract/customer';
import { planNameOf } from '../../shared/plan-name';
import { shownNumber } from '../../shared/phone-grouping';
import { typedNumber, wholeNumber } from './customer-number';

export interface SceneFacts {
  shopCountry: string;
  /** Throws when the catalog does not have it. */
  operator(id: number): Operator;
  logo(operatorId: number): string | null;
  quote(input: HandlerInput<'sales.quote'>): Quote;
  sale(id: string): Sale | null;
  /** The till cannot reach the service now (asked only of a sale's outcome). */
  offline(): boolean;
  now: Date;
}

/** The most promotions the idle screen turns through: a queue does not wait for the tenth. */
const IDLE_PROMOTIONS = 8;

const operatorOf = (operator: { id: number; name: string }, facts: SceneFacts) => ({ name: operator.name, logo: facts.logo(operator.id) });

function recipientOf(sale: Pick<HandlerInput<'sales.create'>, 'recipient'>, facts: SceneFacts): CustomerRecipient {
  const { recipient } = sale;
  if ('email' in recipient) return { kind: 'email', text: recipient.email };
  return { kind: 'phone', country: recipient.country, text: wholeNumber(recipient.country, recipient.number, facts.shopCountry) };
}

/** A sale's state in the customer's words: on its way, there, waiting for the connection, or not sent (their cash back). */
export function outcomeOf(state: Sale['state'], offline: boolean): CustomerOutcome {
  switch (state) {
    case 'succeeded':
      return 'delivered';
    case 'failed':
    case 'refunded':
    case 'cancelled':
      return 'not-sent';
    case 'queued':
    case 'unknown':
      // Kept safe in the journal and sent when the connection is back: the customer need not wait at the counter.
      return offline ? 'queued' : 'sending';
    case 'sending':
    case 'processing':
      return 'sending';
  }
}

/** Outcomes after which the customer has nothing more to wait for: their number leaves the screen a few seconds later. */
export function isEnding(outcome: CustomerOutcome): boolean {
  return outcome !== 'sending';
}

/** Between customers: the shop country's operators' promotions running now. */
export function idleScene(operators: readonly Operator[], facts: Pick<SceneFacts, 'logo' | 'now'>): CustomerScene {
  const at = facts.now.toISOString();
  const running = operators.flatMap((operator) =>
    operator.promotions
      .filter((promotion) => (promotion.startsAt === null || promotion.startsAt <= at) && (promotion.endsAt === null || promotion.endsAt >= at))
      .map((promotion) => ({ operator: { name: operator.name, logo: facts.logo(operator.id) }, title: promotion.title, description: promotion.description })),
  );
  return { kind: 'idle', promotions: running.slice(0, IDLE_PROMOTIONS) };
}

/** The scene for what the clerk's screen shows; `ask` is the question put to the customer at confirm, if any. */
export function sceneOf(screen: Exclude<CustomerScreen, { step: 'idle' }>, facts: SceneFacts, ask: { id: string; answer: 'waiting' | 'yes' | 'no' } | null): CustomerScene | null {
  switch (screen.step) {
    case 'typing': {
      const operator = screen.operatorId === null ? null : facts.operator(screen.operatorId);
      return {
        kind: 'typing',
        recipient: { kind: 'phone', country: screen.country.toUpperCase(), text: typedNumber(screen.country, screen.number) },
        operator: operator ? operatorOf(operator, facts) : null,
      };
    }
    case 'confirm': {
      const { sale } = screen;
      const operator = facts.operator(sale.operatorId);
      const quote = facts.quote({ operatorId: sale.operatorId, amount: sale.amount, useLocalAmount: sale.useLocalAmount });
      return {
        kind: 'confirm',
        recipient: recipientOf(sale, facts),
        operator: operatorOf(operator, facts),
        plan: planNameOf(operator, screen.region, String(sale.amount), sale.useLocalAmount),
        // What the customer hands over: the price before the shop's discount, as the clerk's confirm step says.
        pays: { micros: quote.cost.micros + quote.discount.micros, currency: quote.cost.currency },
        receives: quote.delivered,
        rate: quote.fxRate && quote.delivered.currency !== quote.cost.currency ? { from: quote.cost.currency, to: quote.delivered.currency, rate: quote.fxRate } : null,
        promotion: operator.promotions[0]?.title ?? null,
        ask,
      };
    }
    case 'sale': {
      const sale = facts.sale(screen.saleId);
      if (!sale) return null;
      const recipient: CustomerRecipient =
        sale.recipient.kind === 'email' ? { kind: 'email', text: sale.recipient.email } : { kind: 'phone', country: sale.recipient.country, text: shownNumber(sale.recipient, facts.shopCountry) };
      return {
        kind: 'outcome',
        outcome: outcomeOf(sale.state, facts.offline()),
        recipient,
        operator: operatorOf(sale.operator, facts),
        pin: sale.pin !== null || pinOperator(sale.operator.id, facts),
      };
    }
  }
}

/** A PIN operator's sale says "your PIN is on your voucher" before the PIN has come back too. */
function pinOperator(operatorId: number, facts: SceneFacts): boolean {
  try {
    return facts.operator(operatorId).pin;
  } catch {
    return false;
  }
}
