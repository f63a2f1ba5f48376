/**
 * What the clerk's screen shows of the sale, as the customer display is told it (customer.show): nothing before
 * a number is begun, the number as it is typed (and its operator once known), the confirm step's sale exactly as
 * "Cash taken" will send it, then the sale taken. Pure; main derives everything the customer sees from it.
 */
import type { MethodInput } from '@shared/contract';
import type { Language } from '@shared/languages';
import { createInput } from './create-input';
import type { SaleFlow } from './sale-flow';

/** The screen as `customer.show` takes it (before the contract's defaults are applied). */
export type ShownScreen = MethodInput<'customer.show'>;

export function customerScreenOf(flow: SaleFlow, language: Language): ShownScreen {
  const { draft } = flow;
  if (flow.step === 'sent') return { step: 'sale', language, saleId: flow.sale.id };
  if (flow.step === 'confirm' && draft.operator && draft.amount !== null) {
    return { step: 'confirm', language, sale: createInput({ ...draft, operator: draft.operator, amount: draft.amount }), region: draft.region };
  }
  if (draft.recipient.number === '' && draft.operator === null) return { step: 'idle' };
  return { step: 'typing', language, country: draft.recipient.country, number: draft.recipient.number, operatorId: draft.operator?.id ?? null };
}
