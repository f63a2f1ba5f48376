/** A recent number as a sale to repeat: the same recipient, operator and amount, ready for the confirm step. */
import type { Operator, RecentNumber } from '@shared/contract';
import { microsToDecimal } from '@shared/money';
import { countryOfEntry } from './phone-entry';
import type { PhoneInput, Repeat } from './sale-flow';

/** As the clerk would have typed it (national digits), so going back to the number step shows it as typed. */
function typed(country: string, e164: string): PhoneInput {
  const placed = countryOfEntry(e164);
  return { country, number: placed?.country === country ? placed.number : e164 };
}

export function repeatOfRecent(recent: RecentNumber, operator: Operator): Repeat {
  const phone = recent.recipient.kind === 'phone' ? recent.recipient : null;
  return {
    recipient: phone ? typed(phone.country, phone.e164) : null,
    e164: phone?.e164 ?? null,
    email: recent.recipient.kind === 'email' ? recent.recipient.email : '',
    sender: recent.sender ? typed(recent.sender.country, recent.sender.e164) : null,
    region: null,
    operator,
    amount: microsToDecimal(recent.amount.micros),
    useLocalAmount: recent.useLocalAmount,
  };
}
