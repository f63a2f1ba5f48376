/**
 * Reads the body of POST /topups and /topups-async into a typed request, refusing bodies of the
 * wrong shape. Only shape is checked here: whether the operator, number and amount make sense is
 * topups.ts's business (an asynchronous top-up answers those later, as FAILED).
 */
import { readPositiveAmount } from './amounts';
import { ApiError, refusals } from './errors';

export interface PhoneInput {
  countryCode: string | null;
  number: string;
}

export interface TopupRequest {
  operatorId: number;
  amountMicros: number;
  useLocalAmount: boolean;
  customIdentifier: string | null;
  recipientPhone: PhoneInput | null;
  recipientEmail: string | null;
  senderPhone: PhoneInput | null;
}

const MAX_CUSTOM_IDENTIFIER = 150;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const absent = (value: unknown): value is null | undefined => value === undefined || value === null;

/** An integer id sent as a number or a numeric string (the vendor's samples send strings). */
export function readId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

function readPhone(value: unknown, countryRequired: boolean): PhoneInput | null {
  if (!isObject(value)) return null;
  const number = typeof value.number === 'number' ? String(value.number) : value.number;
  const countryCode = value.countryCode;
  if (typeof number !== 'string' || number.trim() === '') return null;
  if (typeof countryCode === 'string' && countryCode.trim() !== '') return { countryCode: countryCode.trim().toUpperCase(), number };
  return countryRequired || !absent(countryCode) ? null : { countryCode: null, number };
}

export function readTopupRequest(body: unknown): TopupRequest {
  if (!isObject(body)) throw refusals.invalidInput('body', 'Request body must be a JSON object');

  if (absent(body.operatorId)) throw refusals.invalidInput('operatorId', 'Missing required field operatorId');
  const operatorId = readId(body.operatorId);
  if (operatorId === null) throw refusals.invalidInput('operatorId', 'operatorId must be an integer');

  const amountMicros = readPositiveAmount(body.amount);
  if (amountMicros === null) throw refusals.invalidAmount();

  const useLocal = body.useLocalAmount;
  if (!absent(useLocal) && typeof useLocal !== 'boolean' && useLocal !== 'true' && useLocal !== 'false') {
    throw refusals.invalidInput('useLocalAmount', 'useLocalAmount must be true or false');
  }

  const customIdentifier = body.customIdentifier;
  if (!absent(customIdentifier) && typeof customIdentifier !== 'string') {
    throw refusals.invalidInput('customIdentifier', 'customIdentifier must be a string');
  }
  if (typeof customIdentifier === 'string' && customIdentifier.length > MAX_CUSTOM_IDENTIFIER) {
    throw refusals.invalidInput('customIdentifier', `Maximum length allowed for field customIdentifier is ${MAX_CUSTOM_IDENTIFIER}`);
  }

  // The async endpoint's field table calls the receiver `receiverPhone`; every sample says `recipientPhone`.
  const receiver = absent(body.recipientPhone) ? body.receiverPhone : body.recipientPhone;
  const recipientPhone = readPhone(receiver, true);
  if (!absent(receiver) && recipientPhone === null) {
    throw new ApiError(400, 'INVALID_RECIPIENT_PHONE', 'recipientPhone needs a countryCode and a number');
  }
  const recipientEmail = body.recipientEmail;
  if (!absent(recipientEmail) && typeof recipientEmail !== 'string') {
    throw refusals.invalidInput('recipientEmail', 'recipientEmail must be a string');
  }
  if (recipientPhone === null && absent(recipientEmail)) {
    throw new ApiError(400, 'INVALID_RECIPIENT_PHONE', 'Missing required field recipientPhone');
  }

  const senderPhone = readPhone(body.senderPhone, false);
  if (!absent(body.senderPhone) && senderPhone === null) {
    throw new ApiError(400, 'INVALID_SENDER_PHONE', 'senderPhone needs a number (and the ISO code of its country)');
  }

  return {
    operatorId,
    amountMicros,
    useLocalAmount: useLocal === true || useLocal === 'true',
    customIdentifier: typeof customIdentifier === 'string' && customIdentifier !== '' ? customIdentifier : null,
    recipientPhone,
    recipientEmail: typeof recipientEmail === 'string' ? recipientEmail.trim() : null,
    senderPhone,
  };
}
