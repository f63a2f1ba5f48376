/** Bad input gets a clear, typed error and changes nothing in the journal. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TillError } from '../../../src/shared/errors';
import { numberEnding, startHarness, validAmount, waitForConnectivity, type Harness } from '../../support/till-harness';

let h: Harness;
let operatorId: number;
let amount: string;
const number = numberEnding('NG', '000');

beforeAll(async () => {
  h = await startHarness();
  await waitForConnectivity(h.till, 'online');
  const { operator } = await h.call('operators.detect', { country: 'NG', number });
  operatorId = operator.id;
  amount = validAmount(operator);
});
afterAll(() => h.close());

async function journalSize(): Promise<number> {
  return (await h.call('sales.list', { limit: 500 })).sales.length;
}

async function refusal(method: string, input: unknown): Promise<TillError> {
  const error = await h.till.call(method, input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TillError);
  return error as TillError;
}

describe('invalid input writes nothing', () => {
  const cases: Array<[string, string, () => unknown, string]> = [
    ['a number that is not a phone number', 'sales.create', () => ({ operatorId, amount, recipient: { country: 'NG', number: '12' } }), 'INVALID_INPUT'],
    ['a number of another country', 'sales.create', () => ({ operatorId, amount, recipient: { country: 'NG', number: '+447700900123' } }), 'INVALID_PHONE'],
    ['a landline', 'sales.create', () => ({ operatorId, amount, recipient: { country: 'NG', number: '012345678' } }), 'INVALID_PHONE'],
    ['an amount out of range', 'sales.create', () => ({ operatorId, amount: '999999', recipient: { country: 'NG', number } }), 'INVALID_AMOUNT'],
    ['a negative amount', 'sales.create', () => ({ operatorId, amount: '-5', recipient: { country: 'NG', number } }), 'INVALID_INPUT'],
    ['an amount with too many decimals', 'sales.create', () => ({ operatorId, amount: '1.1234567', recipient: { country: 'NG', number } }), 'INVALID_INPUT'],
    ['an unknown operator', 'sales.create', () => ({ operatorId: 987654321, amount, recipient: { country: 'NG', number } }), 'NOT_FOUND'],
    ['an operator of another country', 'sales.create', () => ({ operatorId, amount, recipient: { country: 'GH', number: numberEnding('GH', '000') } }), 'INVALID_INPUT'],
    ['a JSON number too large to be exact', 'sales.create', () => ({ operatorId, amount: 1e21, recipient: { country: 'NG', number } }), 'INVALID_INPUT'],
    ['a JSON number with seven decimals', 'sales.create', () => ({ operatorId, amount: 0.1234567, recipient: { country: 'NG', number } }), 'INVALID_INPUT'],
    ['a day that does not exist', 'reports.day', () => ({ day: '2026-02-30' }), 'INVALID_INPUT'],
    ['closing a day that has not ended', 'reports.day', () => ({ day: '2099-01-01', kind: 'Z' }), 'ILLEGAL_STATE'],
    ['a missing recipient', 'sales.create', () => ({ operatorId, amount }), 'INVALID_INPUT'],
    ['an extra field', 'sales.create', () => ({ operatorId, amount, recipient: { country: 'NG', number }, price: 1 }), 'INVALID_INPUT'],
    ['a string where an object belongs', 'sales.create', () => 'sell me airtime', 'INVALID_INPUT'],
    ['null', 'sales.create', () => null, 'INVALID_INPUT'],
    ['an e-mail for a phone operator', 'sales.create', () => ({ operatorId, amount, recipient: { email: 'a@nauta.com.cu' } }), 'INVALID_INPUT'],
    ['an unknown method', 'sales.delete', () => ({}), 'UNKNOWN_METHOD'],
    ['cancel of an unknown sale', 'sales.cancel', () => ({ id: 'nope' }), 'NOT_FOUND'],
    ['settings with a bad time zone', 'settings.update', () => ({ businessDay: { timeZone: 'Mars/Olympus' } }), 'INVALID_INPUT'],
    ['settings with a bad paper width', 'settings.update', () => ({ printer: { columns: 40 } }), 'INVALID_INPUT'],
  ];

  it.each(cases)('%s', async (_name, method, input, code) => {
    const before = await journalSize();
    const settingsBefore = await h.call('settings.get');
    const error = await refusal(method, input());
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(5);
    expect(error.message).not.toMatch(/undefined|\[object|TypeError/);
    expect(await journalSize()).toBe(before);
    expect(await h.call('settings.get')).toEqual(settingsBefore);
  });

  it('the e-mail operator wants an accepted domain and the sender\'s phone', async () => {
    await h.call('catalog.sync');
    const cuba = await h.call('catalog.operators', { country: 'CU' });
    const nauta = cuba.find((op) => op.recipientKind === 'email');
    expect(nauta).toBeDefined();
    const full = await h.call('catalog.operator', { operatorId: nauta!.id });
    const amountText = validAmount(full);
    const before = await journalSize();
    expect((await refusal('sales.create', { operatorId: nauta!.id, amount: amountText, recipient: { email: 'someone@gmail.com' }, sender: { country: 'US', number: '2015550123' } })).code).toBe('INVALID_INPUT');
    expect((await refusal('sales.create', { operatorId: nauta!.id, amount: amountText, recipient: { email: 'someone@nauta.com.cu' } })).code).toBe('INVALID_INPUT');
    expect(await journalSize()).toBe(before);
    const sale = await h.call('sales.create', { operatorId: nauta!.id, amount: amountText, recipient: { email: 'someone@nauta.com.cu' }, sender: { country: 'US', number: '2015550123' } });
    expect(sale.recipient).toEqual({ kind: 'email', email: 'someone@nauta.com.cu' });
  });
});
