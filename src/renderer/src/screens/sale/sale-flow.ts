/**
 * The steps of one sale at the counter, as a reducer. Free of React and the DOM.
 *
 *   number ──Find operator──▶ (circle, Indian plans) ──▶ (e-mail, Cuban e-mail operator) ──▶ amount ──Next──▶ confirm ──▶ sent
 *      └──Choose operator / detection failed──▶ operators ──▶ (the same steps on)
 *
 * "Change operator" from any later step opens the operator list and keeps the number. A customer who says on the
 * customer display that the number is not theirs sends the confirm step back to the number, to be corrected. Going back keeps what
 * was typed; a new sale starts from the shop's country. "Start over", on every step before the cash is taken,
 * drops the sale on screen for a fresh number step; a sale already sent is never dropped by it.
 *
 * Each sale being prepared owns one request key from its first step to its last. The till takes a sale once
 * per key, so whatever the clerk does before the answer comes back (back, change amount, same amount again)
 * cannot take the customer's cash twice; only a new sale (or "Same again", a repeat) gets a new key. Keys are
 * passed in, never made here, so the reducer stays pure.
 */
import type { Operator, Sale } from '@shared/contract';

export interface PhoneInput {
  country: string;
  /** Digits as typed (the screen shows them formatted). */
  number: string;
}

export interface SaleDraft {
  requestId: string;
  recipient: PhoneInput;
  /** The recipient's number in international form, once the operator is known for it. */
  e164: string | null;
  operator: Operator | null;
  /** Detected numbers' operators follow the number; one chosen by hand stays when the number changes. */
  operatorChosen: boolean;
  /** The Indian telecom circle whose plans are on sale. */
  region: string | null;
  /** The e-mail-addressed operator's recipient, and the customer's own phone the service asks for with it. */
  email: string;
  sender: PhoneInput;
  useLocalAmount: boolean;
  amount: string | null;
  /**
   * "Cash taken" was pressed and its answer lost: the till may have taken the sale under this key. Until a press
   * with the same key is answered, the sale is not dropped ("Start over"): a new key could send it twice.
   */
  answerLost: boolean;
}

export type SaleStep = 'number' | 'operators' | 'region' | 'email' | 'amount' | 'confirm';

export type SaleFlow =
  | {
      step: SaleStep;
      draft: SaleDraft;
      /** Why the operator list opened by itself (detection failed, offline). */
      listReason: string | null;
      /** The number step came back because the customer said on their display that the number is not theirs. */
      customerSaidNo?: boolean;
    }
  | { step: 'sent'; draft: SaleDraft; sale: Sale };

/** What "Same again" and a recent number start from: a finished sale's facts, ready to confirm. */
export interface Repeat {
  recipient: PhoneInput | null;
  e164: string | null;
  email: string;
  sender: PhoneInput | null;
  /** The Indian circle whose plan it was; a recent number does not know it (the service is not told one). */
  region: string | null;
  operator: Operator;
  amount: string;
  useLocalAmount: boolean;
}

export type SaleFlowAction =
  | { type: 'country'; country: string; number?: string }
  | { type: 'number'; number: string }
  | { type: 'detected'; operator: Operator; e164: string }
  | { type: 'choose-operator'; reason: string | null }
  | { type: 'operator'; operator: Operator; e164: string | null }
  | { type: 'region'; region: string }
  | { type: 'email'; email: string; sender: PhoneInput }
  | { type: 'email-done' }
  | { type: 'local-amount'; useLocalAmount: boolean }
  | { type: 'amount'; amount: string }
  | { type: 'back' }
  | { type: 'sent'; sale: Sale }
  /** "Cash taken" failed: with its answer lost (the sale may be taken), or refused in words (it was not). */
  | { type: 'not-sent'; answerLost: boolean }
  /** The customer said on the customer display that the number is not theirs: no sale was taken. */
  | { type: 'customer-said-no' }
  | { type: 'sale-updated'; sale: Sale }
  | { type: 'new-sale'; country: string; requestId: string }
  /** The sale being prepared dropped, before the cash is taken: a sent sale stays where it is. */
  | { type: 'start-over'; country: string; requestId: string }
  /** The manager set the shop's country (first run): a sale not begun yet starts there. */
  | { type: 'shop-country'; country: string }
  | { type: 'repeat'; repeat: Repeat; country: string; requestId: string };

export function startSale(country: string, requestId: string): SaleFlow {
  return {
    step: 'number',
    listReason: null,
    draft: {
      requestId,
      recipient: { country, number: '' },
      e164: null,
      operator: null,
      operatorChosen: false,
      region: null,
      email: '',
      sender: { country, number: '' },
      useLocalAmount: false,
      amount: null,
      answerLost: false,
    },
  };
}

const at = (step: SaleStep, draft: SaleDraft, listReason: string | null = null): SaleFlow => ({ step, draft, listReason });

/** The step after the operator is known: its circle, its e-mail recipient, or straight to the amount. */
function afterOperator(draft: SaleDraft): SaleFlow {
  const operator = draft.operator;
  if (!operator) return at('number', draft);
  if (operator.recipientKind === 'email') return at('email', draft);
  // A phone operator chosen before the number was typed: the number comes first.
  if (draft.e164 === null) return at('number', draft);
  if (operator.regions.length > 0 && draft.region === null) return at('region', draft);
  return at('amount', draft);
}

/** A new operator: what was priced by the old one (circle, currency, amount) no longer applies. */
function withOperator(draft: SaleDraft, operator: Operator, e164: string | null, chosen: boolean): SaleDraft {
  return { ...draft, operator, e164, operatorChosen: chosen, region: null, useLocalAmount: false, amount: null };
}

export function saleFlow(flow: SaleFlow, action: SaleFlowAction): SaleFlow {
  if (flow.step === 'sent') return sentFlow(flow, action);
  const { draft } = flow;
  switch (action.type) {
    case 'country': {
      if (flow.step !== 'number') return flow;
      // Another country: another numbering plan and other operators. A number typed with its calling code
      // switches the country and keeps what follows the code. The sender is the customer at the counter: their
      // phone stays in the shop's country whatever country they send to.
      return at('number', {
        ...startSale(action.country, draft.requestId).draft,
        recipient: { country: action.country, number: action.number ?? '' },
        sender: draft.sender,
        answerLost: draft.answerLost,
      });
    }
    case 'number': {
      if (flow.step !== 'number') return flow;
      const recipient = { ...draft.recipient, number: action.number };
      // A detected operator belongs to the number it was detected for.
      return at('number', draft.operatorChosen ? { ...draft, recipient, e164: null } : { ...draft, recipient, e164: null, operator: null, region: null, amount: null });
    }
    case 'detected':
      return flow.step === 'number' ? afterOperator(withOperator(draft, action.operator, action.e164, false)) : flow;
    case 'choose-operator':
      return flow.step === 'operators' ? flow : at('operators', draft, action.reason);
    case 'operator': {
      if (flow.step !== 'operators' && flow.step !== 'number') return flow;
      const e164 = action.operator.recipientKind === 'email' ? null : (action.e164 ?? draft.e164);
      return afterOperator(withOperator(draft, action.operator, e164, true));
    }
    case 'region':
      return flow.step === 'region' ? at('amount', { ...draft, region: action.region, amount: null }) : flow;
    case 'email':
      return flow.step === 'email' ? at('email', { ...draft, email: action.email, sender: action.sender }) : flow;
    case 'email-done':
      return flow.step === 'email' ? at('amount', draft) : flow;
    case 'local-amount':
      return flow.step === 'amount' && draft.useLocalAmount !== action.useLocalAmount ? at('amount', { ...draft, useLocalAmount: action.useLocalAmount, amount: null }) : flow;
    case 'amount':
      return flow.step === 'amount' ? at('confirm', { ...draft, amount: action.amount }) : flow;
    case 'back':
      return back(flow.step, draft);
    case 'sent':
      return flow.step === 'confirm' ? { step: 'sent', draft: { ...draft, answerLost: false }, sale: action.sale } : flow;
    case 'not-sent':
      return flow.step === 'confirm' && draft.answerLost !== action.answerLost ? at('confirm', { ...draft, answerLost: action.answerLost }) : flow;
    case 'sale-updated':
      return flow;
    case 'customer-said-no':
      return flow.step === 'confirm' && !draft.answerLost ? { step: 'number', draft, listReason: null, customerSaidNo: true } : flow;
    case 'new-sale':
      return startSale(action.country, action.requestId);
    case 'start-over':
      return draft.answerLost ? flow : startSale(action.country, action.requestId);
    case 'shop-country':
      return flow.step === 'number' && draft.recipient.number === '' && draft.operator === null && !draft.answerLost ? startSale(action.country, draft.requestId) : flow;
    case 'repeat':
      return repeatSale(action.repeat, action.country, action.requestId);
  }
}

function sentFlow(flow: Extract<SaleFlow, { step: 'sent' }>, action: SaleFlowAction): SaleFlow {
  switch (action.type) {
    case 'sale-updated':
      // Events may arrive out of order with the create answer: never step a sale back to an older state.
      return flow.sale.id === action.sale.id && action.sale.updatedAt >= flow.sale.updatedAt ? { ...flow, sale: action.sale } : flow;
    case 'new-sale':
      return startSale(action.country, action.requestId);
    case 'repeat':
      return repeatSale(action.repeat, action.country, action.requestId);
    default:
      return flow;
  }
}

/** A repeat goes straight to the confirm step: the clerk still sees the quote and takes the cash first. */
function repeatSale(repeat: Repeat, country: string, requestId: string): SaleFlow {
  const start = startSale(repeat.recipient?.country ?? country, requestId).draft;
  return at('confirm', {
    ...start,
    recipient: repeat.recipient ?? start.recipient,
    e164: repeat.e164,
    operator: repeat.operator,
    operatorChosen: true,
    region: repeat.region,
    email: repeat.email,
    sender: repeat.sender ?? { country, number: '' },
    useLocalAmount: repeat.useLocalAmount,
    amount: repeat.amount,
  });
}

/** The step before, as the clerk came: the amount goes back to the circle or e-mail it followed. */
function back(step: SaleStep, draft: SaleDraft): SaleFlow {
  const operator = draft.operator;
  switch (step) {
    case 'confirm':
      return at('amount', draft);
    case 'amount':
      if (operator?.recipientKind === 'email') return at('email', draft);
      if (operator && operator.regions.length > 0) return at('region', { ...draft, amount: null });
      return at('number', draft);
    case 'region':
    case 'email':
    case 'operators':
      return at('number', draft);
    case 'number':
      return at('number', draft);
  }
}

/**
 * Whether "Start over" may drop the sale on screen: never a sale already sent, nor one the till may have taken
 * (its answer lost); and not a number step as a new sale begins it (no number, no operator, the shop's country),
 * which has nothing to drop.
 */
export function canStartOver(flow: SaleFlow, shopCountry: string): boolean {
  if (flow.step === 'sent' || flow.draft.answerLost) return false;
  const { recipient, operator } = flow.draft;
  return flow.step !== 'number' || recipient.number !== '' || operator !== null || recipient.country !== shopCountry;
}

/** "Same again": the sale just made, once more, for the next customer's cash (a new key). */
export function repeatOf(flow: SaleFlow): Repeat | null {
  const { draft } = flow;
  if (!draft.operator || draft.amount === null) return null;
  return {
    recipient: draft.operator.recipientKind === 'email' ? null : draft.recipient,
    e164: draft.e164,
    email: draft.email,
    sender: draft.sender.number ? draft.sender : null,
    region: draft.region,
    operator: draft.operator,
    amount: draft.amount,
    useLocalAmount: draft.useLocalAmount,
  };
}
