/**
 * Sales and a shop to print from, for the receipt tests: a PIN sale (the voucher), a queued sale (PENDING),
 * and an e-mail-addressed one. Shapes of the contract's Sale, values as the simulator makes them.
 */
import { groupedNumber } from '../../src/main/journal/grouped-number';
import { maskPin } from '../../src/shared/pin-mask';
import type { Sale } from '../../src/shared/contract';

export const SHOP = {
  name: 'Corner Shop',
  address: '12 Market Road, Lagos',
  taxId: 'TX-99',
  receiptHeader: 'Open 7 days',
  receiptFooter: 'Thank you for your custom',
  defaultCountry: 'NG',
};

const base: Sale = {
  id: 'S-20261123-0001',
  createdAt: '2026-11-23T09:15:00.000Z',
  updatedAt: '2026-11-23T09:15:02.000Z',
  businessDay: '2026-11-23',
  clerk: 'Amina',
  shift: 1,
  // A real sale's slips; a training one is the same sale with environment 'training' (and the mark on its paper).
  environment: 'live',
  operator: { id: 341, name: 'MTN Nigeria', countryIso: 'NG' },
  recipient: { kind: 'phone', country: 'NG', e164: '+2348031234567', grouped: groupedNumber('+2348031234567') },
  sender: null,
  amount: { micros: 5_000_000, currency: 'USD' },
  useLocalAmount: false,
  quotedDelivered: { micros: 3_250_000_000, currency: 'NGN' },
  state: 'succeeded',
  attempts: 1,
  transactionId: 4242,
  operatorTransactionId: 'OP123456789012',
  delivered: { micros: 3_250_000_000, currency: 'NGN' },
  cost: { micros: 4_750_000, currency: 'USD' },
  discount: { micros: 250_000, currency: 'USD' },
  pin: null,
  error: null,
  completedAt: '2026-11-23T09:15:02.000Z',
  sendAfter: null,
};

export const RECEIPT_SALE: Sale = base;

/** The till as these slips are made: moments after the sales, the service answering. */
export const TILL_NOW = { now: new Date('2026-11-23T09:15:05.000Z'), online: true };

/** The PIN code of PIN_SALE: a sale carries it masked; a counted copy is given it (`pinCode`). */
export const PIN_CODE = '12345678901234';

export const PIN_SALE: Sale = {
  ...base,
  id: 'S-20261123-0002',
  operator: { id: 342, name: 'MTN Nigeria PIN', countryIso: 'NG' },
  pin: {
    serial: '4815162342',
    masked: maskPin(PIN_CODE),
    value: null,
    ivr: '1-888-555-0142',
    validity: '90 days',
    info: ['Dial *123*PIN# from your MTN phone', 'Or call the IVR number and follow the instructions', 'Keep this voucher until the credit shows on your balance'],
  },
};

/** The PIN sale made in training: its PIN is the simulator's, worth nothing. */
export const TRAINING_PIN_SALE: Sale = { ...PIN_SALE, environment: 'training' };

export const QUEUED_SALE: Sale = {
  ...base,
  id: 'S-20261123-0003',
  state: 'queued',
  transactionId: null,
  operatorTransactionId: null,
  delivered: null,
  cost: null,
  discount: null,
  completedAt: null,
};

export const EMAIL_SALE: Sale = {
  ...base,
  id: 'S-20261123-0004',
  operator: { id: 777, name: 'Cubacel Nauta', countryIso: 'CU' },
  recipient: { kind: 'email', email: 'yanet.perez@nauta.com.cu' },
  sender: { country: 'US', e164: '+13055550123', grouped: groupedNumber('+13055550123') },
  amount: { micros: 10_000_000, currency: 'USD' },
  quotedDelivered: { micros: 10_000_000, currency: 'CUP' },
  delivered: { micros: 10_000_000, currency: 'CUP' },
};

/** Refunded by the operator, the service's record as it came: it still carries a delivered amount and a discount. */
export const REFUNDED_SALE: Sale = {
  ...base,
  id: 'S-20261123-0005',
  state: 'refunded',
  delivered: { micros: 3_074_180_000, currency: 'NGN' },
  cost: { micros: 0, currency: 'USD' },
  discount: { micros: 250_000, currency: 'USD' },
};
