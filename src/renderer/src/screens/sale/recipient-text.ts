/**
 * Whom a sale being prepared goes to, as the steps show it: the number grouped as the shop writes it (read back
 * to the customer from the confirm step), or the e-mail address.
 */
import type { Formats } from '../../i18n/use-formats';
import { loadedPhoneRules } from './phone-rules';
import type { PhoneInput, SaleDraft } from './sale-flow';

export function recipientText(draft: SaleDraft, formats: Formats): string {
  if (draft.operator?.recipientKind === 'email') return draft.email;
  return phoneText(draft.recipient.country, draft.e164 ?? draft.recipient.number, formats);
}

/** The sender's number an e-mail operator asks for, grouped the same way. */
export function senderText(sender: PhoneInput, formats: Formats): string {
  return phoneText(sender.country, sender.number, formats);
}

function phoneText(country: string, number: string, formats: Formats): string {
  const rules = loadedPhoneRules();
  // Only before libphonenumber is there (never once a number has been read with it) is it shown as typed.
  return rules ? formats.phone({ country, grouped: rules.groupedOf(number, country) }) : number;
}
