/** Whom a sale being prepared goes to, as the steps show it: the number in international form, or the e-mail. */
import type { SaleDraft } from './sale-flow';

export function recipientText(draft: SaleDraft): string {
  if (draft.operator?.recipientKind === 'email') return draft.email;
  return draft.e164 ?? draft.recipient.number;
}
