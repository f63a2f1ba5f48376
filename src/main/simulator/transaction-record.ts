/** A stored top-up as the service shows it: the Top-up transaction record of the spec. */
import { fromMicros } from './amounts';
import { findCurrency } from './catalog/currencies';
import type { PinDetail, StoredTransaction } from './ledger';
import { hashString } from './random';
import { formatServiceTime } from './time';

export function transactionRecord(transaction: StoredTransaction) {
  return {
    transactionId: transaction.transactionId,
    status: transaction.status,
    operatorTransactionId: transaction.operatorTransactionId,
    customIdentifier: transaction.customIdentifier,
    recipientPhone: transaction.recipientPhone,
    recipientEmail: transaction.recipientEmail,
    senderPhone: transaction.senderPhone,
    countryCode: transaction.countryCode,
    operatorId: transaction.operatorId,
    operatorName: transaction.operatorName,
    discount: fromMicros(transaction.discountMicros),
    // The spec describes this as the recipient's currency; the service sends the account's, in which the discount is.
    discountCurrencyCode: transaction.accountCurrency,
    requestedAmount: fromMicros(transaction.requestedMicros),
    requestedAmountCurrencyCode: transaction.accountCurrency,
    deliveredAmount: fromMicros(transaction.deliveredMicros),
    deliveredAmountCurrencyCode: transaction.deliveredCurrency,
    transactionDate: formatServiceTime(transaction.transactionDate),
    pinDetail: transaction.pinDetail,
    balanceInfo: {
      oldBalance: fromMicros(transaction.oldBalanceMicros),
      newBalance: fromMicros(transaction.newBalanceMicros),
      cost: fromMicros(transaction.costMicros),
      currencyCode: transaction.accountCurrency,
      currencyName: findCurrency(transaction.accountCurrency)?.name ?? transaction.accountCurrency,
      updatedAt: formatServiceTime(transaction.balanceUpdatedAt),
    },
  };
}

/** What a successful top-up gets from its operator: a reference and, for PIN operators, the PIN. */
export function operatorDelivery(transactionId: number, operatorName: string, pin: boolean) {
  const pinDetail: PinDetail | null = pin
    ? {
        serial: digits(transactionId, 'serial', 10),
        info1: `Dial *123*PIN# from your ${operatorName.replace(/ PIN$/, '')} phone`,
        info2: 'Or call the IVR number and follow the instructions',
        info3: 'Keep this voucher until the credit shows on your balance',
        value: null,
        code: digits(transactionId, 'code', 14),
        ivr: '1-888-555-0142',
        validity: '90 days',
      }
    : null;
  return { operatorTransactionId: `OP${digits(transactionId, 'operator', 12)}`, pinDetail };
}

/** Digits that look random but are the transaction's own, so a restarted simulator answers the same. */
function digits(transactionId: number, salt: string, length: number): string {
  let text = '';
  for (let i = 0; text.length < length; i++) text += String(hashString(`${salt}:${transactionId}:${i}`));
  return text.slice(0, length);
}
