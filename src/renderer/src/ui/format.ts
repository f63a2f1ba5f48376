/** Whom a sale went to: the number, or the e-mail address for an e-mail-addressed operator. */
import type { Sale } from '@shared/contract';

export function showRecipient(recipient: Sale['recipient']): string {
  return recipient.kind === 'phone' ? recipient.e164 : recipient.email;
}
