import { describe, expect, it } from 'vitest';
import { SchemaError } from '../../../src/main/topup-api/errors';
import {
  balanceSchema,
  commissionSchema,
  countrySchema,
  fxRateSchema,
  operatorSchema,
  promotionSchema,
  topupStatusSchema,
  transactionSchema,
} from '../../../src/main/topup-api/schemas';
import { decode } from '../../../src/main/topup-api/schemas/decode';
import { envelopeSchema, listSchema } from '../../../src/main/topup-api/schemas/page';

// Literal samples in the shapes the real service is known to send, variants included.

const transaction = {
  transactionId: 4602,
  status: 'SUCCESSFUL',
  operatorTransactionId: null,
  customIdentifier: 'sale-0001',
  recipientPhone: '2348031234111',
  recipientEmail: null,
  senderPhone: '',
  countryCode: 'NG',
  operatorId: 341,
  operatorName: 'MTN Nigeria',
  discount: 63.37,
  discountCurrencyCode: 'NGN',
  requestedAmount: 1000,
  requestedAmountCurrencyCode: 'NGN',
  deliveredAmount: 1000,
  deliveredAmountCurrencyCode: 'NGN',
  transactionDate: '2022-05-02 10:31:51',
  pinDetail: null,
  balanceInfo: {
    oldBalance: 60576.86,
    newBalance: 59640.23,
    cost: 936.63,
    currencyCode: 'NGN',
    currencyName: 'Nigerian Naira',
    updatedAt: '2022-05-02 14:31:51',
  },
};

const operator = {
  id: 341,
  operatorId: 341,
  name: 'MTN Nigeria',
  bundle: false,
  data: false,
  pin: false,
  supportsLocalAmounts: true,
  denominationType: 'RANGE',
  senderCurrencyCode: 'USD',
  senderCurrencySymbol: '$',
  destinationCurrencyCode: 'NGN',
  destinationCurrencySymbol: '₦',
  commission: 4.42,
  internationalDiscount: 4.42,
  localDiscount: 0,
  mostPopularAmount: null,
  mostPopularLocalAmount: null,
  minAmount: 0.22,
  maxAmount: 120,
  localMinAmount: 50,
  localMaxAmount: 50000,
  country: { isoName: 'NG', name: 'Nigeria' },
  fx: { rate: 412.5, currencyCode: 'NGN' },
  logoUrls: ['https://example.invalid/logo.png'],
  fixedAmounts: [],
  fixedAmountsDescriptions: [],
  localFixedAmounts: [],
  localFixedAmountsDescriptions: {},
  suggestedAmounts: [1, 2, 5],
  suggestedAmountsMap: { '1': 412.5, '2': '825.00' },
  promotions: [
    {
      id: 5665,
      operatorId: 341,
      title: 'Double data',
      title2: null,
      description: 'Get double',
      startDate: 'Mon, 25 Jun 2018 06:00:00 +0000',
      endDate: '2020-02-07 11:00:00',
      denominations: 'USD 5 and up',
      localDenominations: null,
    },
  ],
};

describe('amounts', () => {
  it('accepts numbers or numeric strings and hands out numbers', () => {
    const parsed = transactionSchema.parse({
      ...transaction,
      discount: '63.37',
      requestedAmount: '1000',
      deliveredAmount: ' 1000.50 ',
      balanceInfo: { ...transaction.balanceInfo, cost: '936.63', oldBalance: '60576.86' },
    });
    expect(parsed.discount).toBe(63.37);
    expect(parsed.requestedAmount).toBe(1000);
    expect(parsed.deliveredAmount).toBe(1000.5);
    expect(parsed.balanceInfo?.cost).toBe(936.63);
    expect(parsed.balanceInfo?.oldBalance).toBe(60576.86);
  });

  it('refuses text that is not a number', () => {
    expect(transactionSchema.safeParse({ ...transaction, requestedAmount: 'ten' }).success).toBe(false);
    expect(transactionSchema.safeParse({ ...transaction, requestedAmount: '' }).success).toBe(false);
  });
});

describe('transaction', () => {
  it('keeps fields it does not know, for the journal', () => {
    const parsed = transactionSchema.parse({ ...transaction, newFieldFrom2030: { a: 1 } });
    expect(parsed).toMatchObject({ newFieldFrom2030: { a: 1 } });
  });

  it('takes all four statuses and nothing else', () => {
    for (const status of ['SUCCESSFUL', 'PROCESSING', 'REFUNDED', 'FAILED']) {
      expect(transactionSchema.parse({ ...transaction, status }).status).toBe(status);
    }
    expect(transactionSchema.safeParse({ ...transaction, status: 'DONE' }).success).toBe(false);
  });

  it('normalises a pinDetail with the single documented `info` field', () => {
    const parsed = transactionSchema.parse({
      ...transaction,
      pinDetail: { serial: 558111, info: 'Dial *123*PIN#', value: null, code: 773709733097662, ivr: '1-888-888-8888', validity: '30 days' },
    });
    expect(parsed.pinDetail).toEqual({
      serial: '558111',
      info1: 'Dial *123*PIN#',
      info2: null,
      info3: null,
      value: null,
      code: '773709733097662',
      ivr: '1-888-888-8888',
      validity: '30 days',
    });
  });

  it('still checks `info` when info1 is there too', () => {
    expect(transactionSchema.safeParse({ ...transaction, pinDetail: { info1: 'Dial', info: { bad: true } } }).success).toBe(false);
  });

  it('keeps info1-info3 as sent', () => {
    const pinDetail = { serial: 'S', info1: 'a', info2: 'b', info3: 'c', value: 'v', code: 'C', ivr: 'I', validity: 'V' };
    expect(transactionSchema.parse({ ...transaction, pinDetail }).pinDetail).toEqual(pinDetail);
  });

  it('reads a record without the later-added cost, or without balanceInfo', () => {
    const { cost: _cost, ...oldBalanceInfo } = transaction.balanceInfo;
    expect(transactionSchema.parse({ ...transaction, balanceInfo: oldBalanceInfo }).balanceInfo?.cost).toBeNull();
    const { balanceInfo: _b, ...bare } = transaction;
    expect(transactionSchema.parse(bare).balanceInfo).toBeNull();
  });

  it('parses its own output again to the same value (the journal re-reads stored records)', () => {
    const once = transactionSchema.parse({ ...transaction, pinDetail: { info: 'x' } });
    expect(transactionSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });
});

describe('top-up status', () => {
  it('reads the wrapped shape, transaction null while processing', () => {
    const parsed = topupStatusSchema.parse({ code: null, message: null, status: 'PROCESSING', transaction: null });
    expect(parsed).toEqual({ code: null, message: null, status: 'PROCESSING', transaction: null });
  });

  it('reads the wrapped shape with its transaction', () => {
    const parsed = topupStatusSchema.parse({ code: 'OK', message: 'done', status: 'SUCCESSFUL', transaction });
    expect(parsed.transaction?.transactionId).toBe(4602);
    expect(parsed.code).toBe('OK');
  });

  it('lifts the flat shape (a bare transaction) into the wrapped one', () => {
    const parsed = topupStatusSchema.parse({ ...transaction, status: 'REFUNDED' });
    expect(parsed.code).toBeNull();
    expect(parsed.message).toBeNull();
    expect(parsed.status).toBe('REFUNDED');
    expect(parsed.transaction?.status).toBe('REFUNDED');
    expect(parsed.transaction?.balanceInfo?.cost).toBe(936.63);
  });

  it('refuses a wrapped answer without the transaction key, and a broken flat one', () => {
    expect(topupStatusSchema.safeParse({ code: null, message: null, status: 'SUCCESSFUL' }).success).toBe(false);
    const { deliveredAmount: _d, ...broken } = transaction;
    expect(topupStatusSchema.safeParse(broken).success).toBe(false);
  });
});

describe('promotion', () => {
  it.each([
    ['Mon, 25 Jun 2018 06:00:00 +0000', '2018-06-25T06:00:00.000Z'],
    ['2020-02-07 11:00:00', '2020-02-07T11:00:00.000Z'],
    ['2021-03-04T05:06:07+01:00', '2021-03-04T04:06:07.000Z'],
  ])('normalises the date %s to ISO', (startDate, iso) => {
    const parsed = promotionSchema.parse({ promotionId: 1, operatorId: 2, startDate, endDate: null });
    expect(parsed.startDate).toBe(iso);
    expect(parsed.endDate).toBeNull();
  });

  it('accepts `id` for promotionId and refuses a date it cannot read', () => {
    expect(promotionSchema.parse({ id: 9, operatorId: 2 }).promotionId).toBe(9);
    expect(promotionSchema.safeParse({ promotionId: 1, operatorId: 2, startDate: 'next week' }).success).toBe(false);
  });
});

describe('operator', () => {
  it('reads a full record, normalising empty-list maps and amount strings', () => {
    const parsed = operatorSchema.parse(operator);
    expect(parsed.operatorId).toBe(341);
    expect(parsed.fixedAmountsDescriptions).toEqual({});
    expect(parsed.suggestedAmountsMap).toEqual({ '1': 412.5, '2': 825 });
    expect(parsed.promotions[0]?.startDate).toBe('2018-06-25T06:00:00.000Z');
    expect(parsed.supportsGeographicalRechargePlans).toBe(false);
    expect(parsed.geographicalRechargePlans).toEqual([]);
  });

  it('accepts a record that only carries `id`, and minimal records', () => {
    const { operatorId: _o, ...byId } = operator;
    expect(operatorSchema.parse(byId).operatorId).toBe(341);
    const minimal = operatorSchema.parse({ operatorId: 1, name: 'X', denominationType: 'FIXED', country: { isoName: 'GB', name: 'UK' } });
    expect(minimal).toMatchObject({ pin: false, fx: null, minAmount: null, logoUrls: [], suggestedAmounts: [], promotions: [] });
  });

  it('reads the Indian extras', () => {
    const parsed = operatorSchema.parse({
      ...operator,
      supportsGeographicalRechargePlans: true,
      fixedAmountsPlanNames: { '10.00': 'Talktime' },
      geographicalRechargePlans: [
        { locationCode: 'DL', locationName: 'Delhi', fixedAmounts: [1.5], localAmounts: ['100'], fixedAmountsPlanNames: { '1.50': 'A' } },
      ],
    });
    expect(parsed.geographicalRechargePlans[0]).toMatchObject({ locationCode: 'DL', localAmounts: [100], localFixedAmountsPlanNames: {} });
    expect(parsed.fixedAmountsPlanNames).toEqual({ '10.00': 'Talktime' });
  });

  it('parses its own output again to the same value (the catalog stores parsed records)', () => {
    const once = operatorSchema.parse(operator);
    expect(operatorSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });
});

describe('other resources', () => {
  it('balance, country, commission, fx rate', () => {
    expect(balanceSchema.parse({ balance: '10000.50', currencyCode: 'USD' })).toEqual({
      balance: 10000.5,
      currencyCode: 'USD',
      currencyName: null,
      updatedAt: null,
    });
    expect(countrySchema.parse({ isoName: 'NG', name: 'Nigeria', callingCodes: ['+234'] })).toMatchObject({ callingCodes: ['+234'], flag: null });
    expect(
      commissionSchema.parse({ operator: { operatorId: 1, name: 'X', countryCode: 'NG', status: true }, percentage: '5', updatedAt: '2022-01-01 00:00:00' }),
    ).toMatchObject({ operator: { operatorId: 1, bundle: false, status: true }, percentage: 5, localPercentage: null });
    expect(fxRateSchema.parse({ id: 341, name: 'MTN', fxRate: '412.5', currencyCode: 'NGN' }).fxRate).toBe(412.5);
  });
});

describe('lists and pages', () => {
  it('reads the page envelope', () => {
    const page = envelopeSchema(countrySchema).parse({
      content: [{ isoName: 'NG', name: 'Nigeria' }],
      pageable: 'INSTANCE',
      number: 2,
      totalPages: 5,
      totalElements: 41,
      last: false,
      first: false,
      size: 10,
    });
    expect(page).toMatchObject({ number: 2, totalPages: 5, totalElements: 41, last: false });
  });

  it('reads a bare array as one complete page, and a list endpoint that pages anyway', () => {
    expect(envelopeSchema(countrySchema).parse([{ isoName: 'NG', name: 'Nigeria' }])).toMatchObject({ number: 0, totalPages: 1, last: true });
    expect(listSchema(countrySchema).parse({ content: [{ isoName: 'NG', name: 'Nigeria' }] })).toHaveLength(1);
  });
});

describe('decode', () => {
  function schemaErrorOf(run: () => unknown): SchemaError {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(SchemaError);
      return error as SchemaError;
    }
    throw new Error('expected a SchemaError');
  }

  it('a missing required field is a SchemaError with the raw body and the field named, not a crash', () => {
    const { transactionId: _t, ...missing } = transaction;
    const raw = JSON.stringify(missing);
    const error = schemaErrorOf(() => decode(transactionSchema, raw, 200));
    expect(error).toMatchObject({ raw, status: 200, code: 'SCHEMA_MISMATCH' });
    expect(error.issues.join('\n')).toMatch(/^transactionId: /m);
  });

  it('a body that is not JSON is a SchemaError carrying it', () => {
    expect(schemaErrorOf(() => decode(balanceSchema, '{"balance": 1', 200)).raw).toBe('{"balance": 1');
    expect(schemaErrorOf(() => decode(balanceSchema, '<html>oops</html>', 200))).toMatchObject({
      raw: '<html>oops</html>',
      issues: ['the body is not JSON'],
    });
  });

  it('names the field inside a list', () => {
    const raw = JSON.stringify([{ isoName: 'NG', name: 'Nigeria' }, { isoName: 'GB' }]);
    expect(schemaErrorOf(() => decode(listSchema(countrySchema), raw, 200)).issues).toEqual([expect.stringMatching(/^content\.1\.name: /)]);
  });
});
