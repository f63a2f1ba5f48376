import { describe, expect, it } from 'vitest';
import { methods } from '../../../src/shared/contract';
import { invalidInput } from '../../../src/shared/errors';

const refusalOf = (method: keyof typeof methods, input: unknown) => {
  const parsed = methods[method].input.safeParse(input);
  if (parsed.success) throw new Error('expected a refusal');
  return invalidInput(parsed.error);
};

describe('a refused input names the field by its full path', () => {
  it.each([
    [{ country: 'NG' }, 'recipient.number', 'Enter the mobile number'],
    [{ country: 'N', number: '08031234567' }, 'recipient.country', 'Choose a country'],
    [{ email: 'not-an-address' }, 'recipient.email', 'Enter a valid e-mail address'],
    [{ country: 'NG', number: '08031234567', note: 'x' }, 'recipient', 'Unrecognized key: "note"'],
    [undefined, 'recipient', "Enter the customer's mobile number (or e-mail address)"],
  ])('recipient %j → %s', (recipient, field, message) => {
    const error = refusalOf('sales.create', { operatorId: 1, amount: '5', recipient });
    expect(error.fields?.[field]).toBe(message);
    expect(error.message).toBe(`${field}: ${message}`);
  });

  it('settings sections are strict: a misspelt key is refused, not dropped', () => {
    expect(refusalOf('settings.update', { shop: { nmae: 'Ada' } }).fields).toHaveProperty('shop');
    expect(refusalOf('settings.update', { businessDay: { startHours: 4 } }).fields).toHaveProperty('businessDay');
  });
});
