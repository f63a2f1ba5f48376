/** A journal row as the contract's `Sale`: what every screen and receipt shows. */
import type { ListedSale, Money, PinDetail, Sale } from '../../shared/contract';
import { maskPin } from '../../shared/pin-mask';
import { groupedNumber } from './grouped-number';
import { moneyStanding, type SaleMoneyRecord } from '../../shared/sale-money';
import type { SaleRow } from './sales-repo';

/** An amount from its two columns; either missing is no amount. */
export function moneyOf(micros: number | null, currency: string | null): Money | null {
  return micros === null || currency === null ? null : { micros, currency };
}

type MoneyColumns = 'state' | 'amount_micros' | 'amount_currency' | 'quoted_delivered_micros' | 'quoted_delivered_currency' | 'delivered_micros' | 'delivered_currency' | 'cost_micros' | 'cost_currency' | 'discount_micros' | 'discount_currency';

/** A row's money as the service and the clerk left it: what `saleMoney` decides a view shows of. */
export function moneyRecordOf(row: Pick<SaleRow, MoneyColumns>): SaleMoneyRecord {
  return {
    state: row.state,
    amount: { micros: row.amount_micros, currency: row.amount_currency },
    quotedDelivered: moneyOf(row.quoted_delivered_micros, row.quoted_delivered_currency),
    delivered: moneyOf(row.delivered_micros, row.delivered_currency),
    cost: moneyOf(row.cost_micros, row.cost_currency),
    discount: moneyOf(row.discount_micros, row.discount_currency),
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : typeof value === 'number' ? String(value) : null;
}

/** The service's PIN detail as stored (normalised by the client: info1–info3), or null. */
function storedPin(transactionJson: string | null): Record<string, unknown> | null {
  if (!transactionJson) return null;
  const pin = (JSON.parse(transactionJson) as { pinDetail?: unknown }).pinDetail;
  return pin && typeof pin === 'object' ? (pin as Record<string, unknown>) : null;
}

/** The PIN voucher's fields as a screen may show them: the code masked, here and wherever another field repeats it. */
export function pinOf(transactionJson: string | null): PinDetail | null {
  const pin = storedPin(transactionJson);
  if (!pin) return null;
  const code = text(pin.code);
  // An operator's instructions may quote the code ("Dial *123*<code>#"): none of it leaves here.
  const field = (value: unknown): string | null => {
    const shown = text(value);
    return shown === null || code === null || code.trim() === '' ? shown : shown.split(code).join(maskPin(code));
  };
  return {
    serial: field(pin.serial),
    masked: code === null ? null : maskPin(code),
    value: field(pin.value),
    ivr: field(pin.ivr),
    validity: field(pin.validity),
    info: [pin.info1, pin.info2, pin.info3, pin.info].map(field).filter((line): line is string => line !== null),
  };
}

/** The PIN's code itself: only for a counted copy of the voucher (a print, a PDF, "Show PIN"). */
export function pinCodeOf(row: Pick<SaleRow, 'transaction_json'>): string | null {
  return text(storedPin(row.transaction_json)?.code);
}

export function toSale(row: SaleRow): Sale {
  return {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    businessDay: row.business_day,
    clerk: row.clerk,
    shift: row.shift,
    environment: row.environment,
    operator: { id: row.operator_id, name: row.operator_name, countryIso: row.country_iso },
    recipient: recipientOf(row),
    sender: senderOf(row),
    ...moneyRecordOf(row),
    // A sale whose cash goes back travels with no delivered amount, cost or discount, whatever the service's record
    // of it says (the journal keeps that): no screen, event or later consumer can count money that never moved.
    ...(moneyStanding(row.state) === 'handedBack' ? { delivered: null, cost: null, discount: null } : {}),
    useLocalAmount: row.use_local_amount === 1,
    attempts: row.attempts,
    transactionId: row.transaction_id,
    operatorTransactionId: row.operator_transaction_id,
    pin: pinOf(row.transaction_json),
    error: errorOf(row),
    completedAt: row.completed_at,
    sendAfter: row.state === 'queued' ? row.not_before : null,
  };
}

/** The columns a listed sale is made of: a day's report reads only these for the sales it lists. */
export const LISTED_COLUMNS = [
  'id', 'created_at', 'clerk', 'operator_id', 'operator_name', 'country_iso', 'recipient_country', 'recipient_phone', 'recipient_email',
  'amount_micros', 'amount_currency', 'state', 'error_code', 'error_message',
] as const satisfies ReadonlyArray<keyof SaleRow>;
export type ListedRow = Pick<SaleRow, (typeof LISTED_COLUMNS)[number]>;

export function toListedSale(row: ListedRow): ListedSale {
  return {
    id: row.id,
    createdAt: row.created_at,
    clerk: row.clerk,
    operator: { id: row.operator_id, name: row.operator_name, countryIso: row.country_iso },
    recipient: recipientOf(row),
    amount: { micros: row.amount_micros, currency: row.amount_currency },
    state: row.state,
    error: errorOf(row),
  };
}

/** Whom a sale went to, its number grouped as people write it. */
export function recipientOf(row: Pick<SaleRow, 'recipient_email' | 'recipient_country' | 'recipient_phone' | 'country_iso'>): Sale['recipient'] {
  return row.recipient_email !== null
    ? { kind: 'email', email: row.recipient_email }
    : phoneRecipient(row.recipient_country ?? row.country_iso, row.recipient_phone ?? '');
}

function phoneRecipient(country: string, e164: string): Sale['recipient'] {
  return { kind: 'phone', country, e164, grouped: groupedNumber(e164) };
}

/** The sender's number an e-mail-addressed operator takes, grouped too. */
export function senderOf(row: Pick<SaleRow, 'sender_country' | 'sender_phone'>): Sale['sender'] {
  return row.sender_phone !== null && row.sender_country !== null ? { country: row.sender_country, e164: row.sender_phone, grouped: groupedNumber(row.sender_phone) } : null;
}

function errorOf(row: Pick<SaleRow, 'error_code' | 'error_message'>): Sale['error'] {
  return row.error_code !== null ? { code: row.error_code, message: row.error_message ?? row.error_code } : null;
}
