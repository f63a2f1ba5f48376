import type { CountryCode } from 'libphonenumber-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  errorShape,
  eventually,
  findOperator,
  get,
  mobileNumber,
  post,
  reference,
  SERVICE_TIME,
  sleep,
  startSimulator,
  TRANSACTION_FIELDS,
  validAmount,
  type ApiErrorBody,
  type Balance,
  type IndianOperator,
  type Operator,
  type Page,
  type RunningSimulator,
  type TopupStatusAnswer,
  type Transaction,
} from './support';

let sim: RunningSimulator;
let all: Operator[];
let mtn: Operator;

const cents = (value: number) => Math.round(value * 100) / 100;
const micros = (value: number) => Math.round(value * 1e6);

/** A top-up to `operator` for a number of its country ending in `lastThree`; `T`: the body expected, a transaction by default. */
function topup<T = Transaction>(target: RunningSimulator, operator: Operator, lastThree: string, extra: Record<string, unknown> = {}) {
  const iso = operator.country.isoName as CountryCode;
  return post<T>(target, '/topups', {
    operatorId: operator.id,
    amount: validAmount(operator),
    recipientPhone: { countryCode: iso, number: mobileNumber(iso, lastThree) },
    ...extra,
  });
}

const some = (test: (operator: Operator) => boolean) => {
  const found = all.find((operator) => test(operator) && operator.country.isoName !== 'CU');
  if (!found) throw new Error('no such operator');
  return found;
};

beforeAll(async () => {
  sim = await startSimulator({ seed: 11, rechargeWaitSeconds: 0, settleMs: 300, balance: 100000 });
  all = (await get<Page<Operator>>(sim, '/operators?size=1000')).body.content;
  mtn = await findOperator(sim, 'NG', (o) => o.name === 'MTN Nigeria');
});
afterAll(() => sim.close());

describe('POST /topups: a successful top-up', () => {
  it('answers the full transaction record and charges amount less discount', async () => {
    const before = sim.balance();
    const amount = validAmount(mtn);
    const answer = await topup(sim, mtn, '567', { customIdentifier: reference('ok'), senderPhone: { countryCode: 'GB', number: '07400123456' } });
    expect(answer.status).toBe(200);
    const record = answer.body;
    for (const field of TRANSACTION_FIELDS) expect(record).toHaveProperty(field);
    const discount = cents((amount * mtn.internationalDiscount) / 100);
    expect(record).toMatchObject({
      status: 'SUCCESSFUL',
      countryCode: 'NG',
      operatorId: mtn.id,
      operatorName: 'MTN Nigeria',
      recipientPhone: `234${mobileNumber('NG', '567')}`,
      recipientEmail: null,
      senderPhone: '447400123456',
      requestedAmount: amount,
      requestedAmountCurrencyCode: 'USD',
      discount,
      discountCurrencyCode: 'USD',
      deliveredAmountCurrencyCode: 'NGN',
      pinDetail: null,
    });
    expect(record.operatorTransactionId).toEqual(expect.any(String));
    expect(record.deliveredAmount).toBe(cents(amount * mtn.fx.rate));
    expect(record.transactionDate).toMatch(SERVICE_TIME);
    expect(record.transactionId).toBeGreaterThanOrEqual(10000);
    const info = record.balanceInfo;
    expect(Object.keys(info).sort()).toEqual(['cost', 'currencyCode', 'currencyName', 'newBalance', 'oldBalance', 'updatedAt']);
    expect(micros(info.cost)).toBe(micros(amount) - micros(discount));
    expect(info.oldBalance).toBe(before);
    expect(micros(info.newBalance)).toBe(micros(before) - micros(info.cost));
    expect(info).toMatchObject({ currencyCode: 'USD', currencyName: 'United States dollar' });
    expect(info.updatedAt).toMatch(SERVICE_TIME);
    expect(sim.balance()).toBe(info.newBalance);
    expect((await get<Balance>(sim, '/accounts/balance')).body.balance).toBe(info.newBalance);
  });

  it('takes operatorId and amount as numeric strings', async () => {
    const answer = await topup(sim, mtn, '568', { operatorId: String(mtn.id), amount: String(validAmount(mtn)) });
    expect(answer.status).toBe(200);
    expect(answer.body.requestedAmount).toBe(validAmount(mtn));
  });

  it.each([
    ['national with trunk prefix', '0' + mobileNumber('NG', '569')],
    ['calling code and national digits', '234' + mobileNumber('NG', '569')],
    ['E.164', '+234' + mobileNumber('NG', '569')],
    ['spaced', `+234 ${mobileNumber('NG', '569').replace(/(\d{3})(\d{3})/, '$1 $2 ')}`],
  ])('reads a number given %s', async (_label, number) => {
    const answer = await post<Transaction>(sim, '/topups', { operatorId: mtn.id, amount: validAmount(mtn), recipientPhone: { countryCode: 'NG', number } });
    expect(answer.status).toBe(200);
    expect(answer.body.recipientPhone).toBe(`234${mobileNumber('NG', '569')}`);
  });

  it('tops up a number whose prefix belongs to another operator of the same country', async () => {
    const airtel = await findOperator(sim, 'NG', (o) => o.name === 'Airtel Nigeria');
    const answer = await post<Transaction>(sim, '/topups', { operatorId: airtel.id, amount: validAmount(airtel), recipientPhone: { countryCode: 'NG', number: '08031234565' } });
    expect(answer.status).toBe(200);
    expect(answer.body.operatorName).toBe('Airtel Nigeria');
  });

  it('keeps the books exact over many top-ups', async () => {
    const fresh = await startSimulator({ seed: 11, rechargeWaitSeconds: 0 });
    try {
      const range = some((o) => o.denominationType === 'RANGE' && o.internationalDiscount > 0);
      const costs: number[] = [];
      for (let i = 0; i < 30; i++) {
        const iso = range.country.isoName as CountryCode;
        const answer = await post<Transaction>(fresh, '/topups', {
          operatorId: range.id,
          amount: Number((range.minAmount! + 0.37 * i).toFixed(2)),
          recipientPhone: { countryCode: iso, number: mobileNumber(iso, String(500 + i)) },
        });
        expect(answer.status).toBe(200);
        costs.push(micros(answer.body.balanceInfo.cost));
      }
      expect(micros(fresh.balance())).toBe(micros(10000) - costs.reduce((a, b) => a + b, 0));
    } finally {
      await fresh.close();
    }
  });
});

describe('POST /topups: local amounts, fixed amounts, PIN', () => {
  it('RANGE with useLocalAmount: delivers the local amount, charges it at the fx rate less the local discount', async () => {
    const local = some((o) => o.denominationType === 'RANGE' && o.supportsLocalAmounts && o.fx.rate > 1 && o.localDiscount > 0 && o.localDiscount !== o.internationalDiscount);
    const iso = local.country.isoName as CountryCode;
    const localAmount = Math.ceil(local.localMinAmount!) + 1;
    const answer = await post<Transaction>(sim, '/topups', {
      operatorId: local.id,
      amount: localAmount,
      useLocalAmount: true,
      recipientPhone: { countryCode: iso, number: mobileNumber(iso, '570') },
    });
    expect(answer.status).toBe(200);
    const requested = cents(localAmount / local.fx.rate);
    expect(answer.body.deliveredAmount).toBe(localAmount);
    expect(answer.body.requestedAmount).toBe(requested);
    expect(answer.body.discount).toBe(cents((requested * local.localDiscount) / 100));
  });

  it('FIXED with useLocalAmount: a local plan costs its aligned sender plan', async () => {
    const fixed = some((o) => o.denominationType === 'FIXED' && o.localFixedAmounts.length > 0);
    const iso = fixed.country.isoName as CountryCode;
    const answer = await post<Transaction>(sim, '/topups', {
      operatorId: fixed.id,
      amount: fixed.localFixedAmounts[1] ?? fixed.localFixedAmounts[0],
      useLocalAmount: true,
      recipientPhone: { countryCode: iso, number: mobileNumber(iso, '571') },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.requestedAmount).toBe(fixed.fixedAmounts[1] ?? fixed.fixedAmounts[0]);
    expect(answer.body.deliveredAmount).toBe(fixed.localFixedAmounts[1] ?? fixed.localFixedAmounts[0]);
  });

  it('an Indian circle plan delivers its INR price', async () => {
    const indian = (await findOperator(sim, 'IN', (o) => o.supportsGeographicalRechargePlans)) as IndianOperator;
    const plan = indian.geographicalRechargePlans[0]!;
    const answer = await post<Transaction>(sim, '/topups', {
      operatorId: indian.id,
      amount: plan.fixedAmounts[0],
      recipientPhone: { countryCode: 'IN', number: mobileNumber('IN', '572') },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.deliveredAmount).toBe(plan.localAmounts[0]);
    expect(answer.body.deliveredAmountCurrencyCode).toBe('INR');
  });

  it('a PIN operator answers a pinDetail', async () => {
    const pin = some((o) => o.pin);
    const answer = await topup(sim, pin, '573');
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.pinDetail!).sort()).toEqual(['code', 'info1', 'info2', 'info3', 'ivr', 'serial', 'validity', 'value']);
    expect(answer.body.pinDetail!.code).toMatch(/^\d+$/);
    expect(answer.body.pinDetail!.value).toBeNull();
  });

  it.each([
    ['a FIXED amount not in the list', (o: Operator) => o.denominationType === 'FIXED', (o: Operator) => o.fixedAmounts[0]! + 0.01, false],
    ['a RANGE amount below the minimum', (o: Operator) => o.denominationType === 'RANGE', (o: Operator) => o.minAmount! - 0.01, false],
    ['a RANGE amount above the maximum', (o: Operator) => o.denominationType === 'RANGE', (o: Operator) => o.maxAmount! + 1, false],
    ['a local amount above the local maximum', (o: Operator) => o.denominationType === 'RANGE' && o.supportsLocalAmounts, (o: Operator) => o.localMaxAmount! + 1, true],
    ['a local amount to an operator without local amounts', (o: Operator) => !o.supportsLocalAmounts, (o: Operator) => validAmount(o), true],
  ])('refuses %s with 400 INVALID_AMOUNT_FOR_OPERATOR and charges nothing', async (_label, test, amount, useLocalAmount) => {
    const operator = some(test);
    const before = sim.balance();
    const answer = await topup<ApiErrorBody>(sim, operator, '574', { amount: amount(operator), useLocalAmount });
    expect(answer.status).toBe(400);
    expect(errorShape(answer.body).errorCode).toBe('INVALID_AMOUNT_FOR_OPERATOR');
    expect(answer.body.path).toBe('/topups');
    expect(sim.balance()).toBe(before);
  });
});

describe('POST /topups: the Cuban e-mail operator', () => {
  let nauta: Operator;
  beforeAll(async () => {
    nauta = await findOperator(sim, 'CU', (o) => o.name === 'Cubacel Nauta');
  });
  const send = <T = Transaction>(extra: Record<string, unknown>) =>
    post<T>(sim, '/topups', { operatorId: nauta.id, amount: nauta.fixedAmounts[0], senderPhone: { countryCode: 'US', number: '2015550123' }, ...extra });

  it.each(['juan.perez567@nauta.com.cu', 'maria568@nauta.co.cu'])('tops up %s', async (email) => {
    const answer = await send({ recipientEmail: email });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'SUCCESSFUL', recipientEmail: email, recipientPhone: null, senderPhone: '12015550123', countryCode: 'CU' });
  });

  it('applies the outcome rule to the local part', async () => {
    expect((await send({ recipientEmail: 'ana222@nauta.com.cu' })).body.status).toBe('REFUNDED');
    expect((await send<ApiErrorBody>({ recipientEmail: 'ana333@nauta.com.cu' })).body.errorCode).toBe('TOPUP_TRANSACTION_FAILED');
  });

  it.each([
    ['another domain', { recipientEmail: 'juan@gmail.com' }, 'INVALID_RECIPIENT_EMAIL'],
    ['no e-mail', { recipientPhone: { countryCode: 'CU', number: mobileNumber('CU', '575') } }, 'INVALID_RECIPIENT_EMAIL'],
    ['no sender phone', { recipientEmail: 'juan@nauta.com.cu', senderPhone: undefined }, 'INVALID_SENDER_PHONE'],
  ])('refuses %s', async (_label, extra, code) => {
    const answer = await send(extra);
    expect(answer.status).toBe(400);
    expect(errorShape(answer.body).errorCode).toBe(code);
  });
});

describe('POST /topups: the outcome rule', () => {
  it('111 answers PROCESSING, charged, and settles to SUCCESSFUL', async () => {
    const before = sim.balance();
    const answer = await topup(sim, mtn, '111');
    expect(answer.body.status).toBe('PROCESSING');
    expect(answer.body.operatorTransactionId).toBeNull();
    expect(sim.balance()).toBe(answer.body.balanceInfo.newBalance);
    expect(sim.balance()).toBeLessThan(before);
    const settled = await eventually(async () => {
      const status = (await get<TopupStatusAnswer>(sim, `/topups/${answer.body.transactionId}/status`)).body;
      return status.status === 'PROCESSING' ? undefined : status;
    });
    expect(settled).toMatchObject({ code: null, status: 'SUCCESSFUL', transaction: { status: 'SUCCESSFUL', transactionId: answer.body.transactionId } });
    expect(settled.transaction!.operatorTransactionId).toEqual(expect.any(String));
  });

  it.each([
    ['112', 'REFUNDED'],
    ['113', 'FAILED'],
  ])('%s answers PROCESSING and settles to %s, refunding the cost', async (lastThree, final) => {
    const before = sim.balance();
    const answer = await topup(sim, mtn, lastThree);
    expect(answer.body.status).toBe('PROCESSING');
    expect(micros(sim.balance())).toBe(micros(before) - micros(answer.body.balanceInfo.cost));
    const record = await eventually(async () => {
      const found = (await get<Transaction>(sim, `/topups/reports/transactions/${answer.body.transactionId}`)).body;
      return found.status === 'PROCESSING' ? undefined : found;
    });
    expect(record.status).toBe(final);
    expect(record.balanceInfo.cost).toBe(0);
    expect(record.balanceInfo.newBalance).toBe(record.balanceInfo.oldBalance);
    expect(sim.balance()).toBe(before);
  });

  it('222 answers REFUNDED at once with the balance unchanged', async () => {
    const before = sim.balance();
    const answer = await topup(sim, mtn, '222');
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('REFUNDED');
    expect(answer.body.balanceInfo.newBalance).toBe(answer.body.balanceInfo.oldBalance);
    expect(answer.body.balanceInfo.cost).toBe(0);
    expect(sim.balance()).toBe(before);
  });

  it.each([
    ['333', 400, 'TOPUP_TRANSACTION_FAILED'],
    ['444', 503, 'OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE'],
  ])('%s is refused with %i %s: nothing charged or recorded, the reference stays free', async (lastThree, status, code) => {
    const before = sim.balance();
    const count = sim.transactions().length;
    const customIdentifier = reference(`refused-${lastThree}`);
    const answer = await topup(sim, mtn, lastThree, { customIdentifier });
    expect(answer.status).toBe(status);
    expect(errorShape(answer.body).errorCode).toBe(code);
    expect(sim.balance()).toBe(before);
    expect(sim.transactions()).toHaveLength(count);
    expect((await topup(sim, mtn, '576', { customIdentifier })).status).toBe(200);
  });
});

describe('POST /topups: refusals', () => {
  it('refuses a used customIdentifier with 400 CUSTOM_IDENTIFIER_ALREADY_USED', async () => {
    const customIdentifier = reference('once');
    expect((await topup(sim, mtn, '577', { customIdentifier })).status).toBe(200);
    const again = await topup(sim, mtn, '578', { customIdentifier });
    expect(again.status).toBe(400);
    expect(errorShape(again.body).errorCode).toBe('CUSTOM_IDENTIFIER_ALREADY_USED');
  });

  it('a REFUNDED top-up still uses its customIdentifier up', async () => {
    const customIdentifier = reference('refunded');
    expect((await topup(sim, mtn, '222', { customIdentifier })).body.status).toBe('REFUNDED');
    expect((await topup<ApiErrorBody>(sim, mtn, '579', { customIdentifier })).body.errorCode).toBe('CUSTOM_IDENTIFIER_ALREADY_USED');
  });

  it.each([
    ['a customIdentifier over 150 characters', { customIdentifier: 'x'.repeat(151) }, 'INVALID_INPUT_PROVIDED'],
    ['a customIdentifier that is not a string', { customIdentifier: 42 }, 'INVALID_INPUT_PROVIDED'],
    ['no operatorId', { operatorId: undefined }, 'INVALID_INPUT_PROVIDED'],
    ['a non-numeric operatorId', { operatorId: 'MTN' }, 'INVALID_INPUT_PROVIDED'],
    ['a text amount', { amount: 'five' }, 'INVALID_AMOUNT'],
    ['a negative amount', { amount: -5 }, 'INVALID_AMOUNT'],
    ['a zero amount', { amount: 0 }, 'INVALID_AMOUNT'],
    ['no amount', { amount: undefined }, 'INVALID_AMOUNT'],
    ['an object amount', { amount: { value: 5 } }, 'INVALID_AMOUNT'],
    ['useLocalAmount that is not a boolean', { useLocalAmount: 'yes' }, 'INVALID_INPUT_PROVIDED'],
    ['no recipientPhone', { recipientPhone: undefined }, 'INVALID_RECIPIENT_PHONE'],
    ['a recipientPhone without countryCode', { recipientPhone: { number: '08031234567' } }, 'INVALID_RECIPIENT_PHONE'],
    ['a recipientPhone that is a string', { recipientPhone: '+2348031234567' }, 'INVALID_RECIPIENT_PHONE'],
    ['a recipientPhone of another country', { recipientPhone: { countryCode: 'GH', number: mobileNumber('GH', '580') } }, 'INVALID_RECIPIENT_PHONE'],
    ['an invalid number', { recipientPhone: { countryCode: 'NG', number: '12345' } }, 'INVALID_RECIPIENT_PHONE'],
    ['a landline', { recipientPhone: { countryCode: 'NG', number: '012345678' } }, 'INVALID_RECIPIENT_PHONE'],
    ['an invalid sender phone', { senderPhone: { countryCode: 'NG', number: '99' } }, 'INVALID_SENDER_PHONE'],
    ['a sender phone that is not an object', { senderPhone: 7 }, 'INVALID_SENDER_PHONE'],
  ])('refuses %s with 400 %s', async (_label, extra, code) => {
    const answer = await topup(sim, mtn, '581', extra);
    expect(answer.status).toBe(400);
    expect(errorShape(answer.body).errorCode).toBe(code);
  });

  it('refuses an unknown operator with 404 and a null errorCode', async () => {
    const answer = await topup(sim, mtn, '582', { operatorId: 99999 });
    expect(answer.status).toBe(404);
    expect(errorShape(answer.body).errorCode).toBeNull();
  });

  it.each([['[]'], ['"text"'], ['42'], ['null']])('refuses the body %s with 400', async (rawBody) => {
    const answer = await post(sim, '/topups', undefined, { rawBody });
    expect(answer.status).toBe(400);
    errorShape(answer.body);
  });

  it('takes a sender phone in E.164 without a countryCode', async () => {
    const answer = await topup(sim, mtn, '583', { senderPhone: { number: '+447400123456' } });
    expect(answer.status).toBe(200);
    expect(answer.body.senderPhone).toBe('447400123456');
  });
});

describe('account rules', () => {
  it('refuses a second top-up of the same number within the waiting time, in any form', async () => {
    // An hour's wait: the refusals below cannot be outrun by a slow machine.
    const waiting = await startSimulator({ seed: 11, rechargeWaitSeconds: 3600 });
    try {
      const customIdentifier = reference('waited');
      expect((await topup(waiting, mtn, '584', { customIdentifier })).status).toBe(200);
      // Resending a top-up whose answer was lost must say the reference is used, not that the number is waiting.
      expect((await topup<ApiErrorBody>(waiting, mtn, '584', { customIdentifier })).body.errorCode).toBe('CUSTOM_IDENTIFIER_ALREADY_USED');
      const again = await post(waiting, '/topups', {
        operatorId: mtn.id,
        amount: validAmount(mtn),
        recipientPhone: { countryCode: 'NG', number: `+234${mobileNumber('NG', '584')}` },
      });
      expect(again.status).toBe(400);
      expect(errorShape(again.body).errorCode).toBe('PHONE_RECENTLY_RECHARGED');
      expect((await topup(waiting, mtn, '585')).status).toBe(200);
      // A refunded top-up holds no money: the number may be retried at once.
      expect((await topup(waiting, mtn, '222')).body.status).toBe('REFUNDED');
      expect((await topup(waiting, mtn, '222')).body.status).toBe('REFUNDED');
    } finally {
      await waiting.close();
    }
  });

  it('takes the number again once the waiting time has passed', async () => {
    const waiting = await startSimulator({ seed: 11, rechargeWaitSeconds: 0.4 });
    try {
      expect((await topup(waiting, mtn, '584')).status).toBe(200);
      // Longer than the wait on any machine: the clock only moves forward.
      await sleep(450);
      expect((await topup(waiting, mtn, '584')).status).toBe(200);
    } finally {
      await waiting.close();
    }
  });

  it('refuses a top-up costing more than the balance with 400 INSUFFICIENT_BALANCE', async () => {
    const poor = await startSimulator({ seed: 11, balance: 1, rechargeWaitSeconds: 0 });
    try {
      const answer = await topup(poor, mtn, '586', { amount: Math.max(mtn.minAmount ?? 0, 5) });
      expect(answer.status).toBe(400);
      expect(errorShape(answer.body).errorCode).toBe('INSUFFICIENT_BALANCE');
      expect(poor.balance()).toBe(1);
      expect(poor.transactions()).toHaveLength(0);
      poor.setBalance(500);
      expect((await topup(poor, mtn, '586')).status).toBe(200);
    } finally {
      await poor.close();
    }
  });

  it('enforces the daily count limit', async () => {
    const limited = await startSimulator({ seed: 11, rechargeWaitSeconds: 0, dailyCountLimit: 2 });
    try {
      expect((await topup(limited, mtn, '587')).status).toBe(200);
      expect((await topup(limited, mtn, '222')).status).toBe(200); // refunded: does not count
      expect((await topup(limited, mtn, '588')).status).toBe(200);
      const third = await topup(limited, mtn, '589');
      expect(third.status).toBe(400);
      expect(errorShape(third.body).errorCode).toBe('MAX_DAILY_TRANSACTION_COUNT_REACHED');
    } finally {
      await limited.close();
    }
  });

  it('enforces the daily amount limit on costs', async () => {
    const amount = validAmount(mtn);
    const cost = amount - cents((amount * mtn.internationalDiscount) / 100);
    const limited = await startSimulator({ seed: 11, rechargeWaitSeconds: 0, dailyAmountLimit: cost * 1.5 });
    try {
      expect((await topup(limited, mtn, '590')).status).toBe(200);
      const second = await topup(limited, mtn, '591');
      expect(second.status).toBe(400);
      expect(errorShape(second.body).errorCode).toBe('MAX_DAILY_TRANSACTION_AMOUNT_REACHED');
    } finally {
      await limited.close();
    }
  });
});
