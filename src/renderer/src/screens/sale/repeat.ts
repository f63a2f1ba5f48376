/** A recent number as a sale to repeat: the same recipient, operator and amount, ready for the confirm step. */
import type { Operator, RecentNumber } from '@shared/contract';
import { microsToDecimal } from '@shared/money';
import type { Repeat } from './sale-flow';

export function repeatOfRecent(recent: RecentNumber, operator: Operator): Repeat {
  const phone = recent.recipient.kind === 'phone' ? recent.recipient : null;
  return {
    recipient: phone ? { country: phone.country, number: phone.e164 } : null,
    e164: phone?.e164 ?? null,
    email: recent.recipient.kind === 'email' ? recent.recipient.email : '',
    sender: recent.sender ? { country: recent.sender.country, number: recent.sender.e164 } : null,
    operator,
    amount: microsToDecimal(recent.amount.micros),
    useLocalAmount: recent.useLocalAmount,
  };
}
