/** The sale the confirm step asks the till to take, from the draft: a phone recipient, or an e-mail and its sender. */
import type { MethodInput } from '@shared/contract';
import type { SaleDraft } from './sale-flow';

export function createInput(draft: SaleDraft & { operator: NonNullable<SaleDraft['operator']>; amount: string }): MethodInput<'sales.create'> {
  const base = { operatorId: draft.operator.id, amount: draft.amount, useLocalAmount: draft.useLocalAmount, requestId: draft.requestId };
  if (draft.operator.recipientKind === 'email') {
    return { ...base, recipient: { email: draft.email }, sender: { country: draft.sender.country, number: draft.sender.number } };
  }
  return { ...base, recipient: { country: draft.recipient.country, number: draft.e164 ?? draft.recipient.number } };
}
