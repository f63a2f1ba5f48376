import { describe, expect, it } from 'vitest';
import { groupedNumber } from '../../../src/main/journal/grouped-number';
import { maskedEmail, maskedPhone } from '../../../src/main/receipts/masked-recipient';
import { groupPin } from '../../../src/main/receipts/pin-groups';
import { wrap } from '../../../src/main/receipts/text-wrap';

describe('PIN groups', () => {
  it('groups by four, the last nine by three when four would leave one alone, and leaves short codes whole', () => {
    expect(groupPin('12345678901234')).toBe('1234 5678 9012 34');
    expect(groupPin('123456789')).toBe('123 456 789');
    expect(groupPin('1234567890123')).toBe('1234 567 890 123');
    expect(groupPin('12345678901234567')).toBe('1234 5678 901 234 567');
    for (let n = 7; n <= 24; n++) expect(groupPin('7'.repeat(n)).split(' ').every((group) => group.length >= 2)).toBe(true);
    expect(groupPin('1234567890123456')).toBe('1234 5678 9012 3456');
    expect(groupPin('123456')).toBe('123456');
    expect(groupPin(' 1234 5678 ')).toBe('1234 5678');
  });
});

describe('masked numbers', () => {
  const phone = (e164: string) => ({ country: 'XX', e164, grouped: groupedNumber(e164) });
  it('keeps the calling code, two first and four last digits, grouped as the screen writes a foreign number', () => {
    expect(maskedPhone(phone('+2348031234567'), 'US')).toBe('+234 80* *** 4567');
    expect(maskedPhone(phone('+447700900123'), 'US')).toBe('+44 77** **0123');
    expect(maskedPhone(phone('+5351234567'), 'US')).toBe('+53 5 1**4567');
  });
  it("writes the shop's own country's numbers nationally: the trunk prefix, two first and four last digits", () => {
    expect(maskedPhone({ ...phone('+2348031234567'), country: 'NG' }, 'NG')).toBe('080* *** 4567');
    expect(maskedPhone({ ...phone('+33612345678'), country: 'FR' }, 'FR')).toBe('06 1* ** 56 78');
  });
  it('masks what it cannot parse too, and e-mail local parts', () => {
    expect(maskedPhone(phone('+99912345678'), 'US')).toMatch(/^\+999\**5678$/);
    expect(maskedEmail('yanet.perez@nauta.com.cu')).toBe('ya*********@nauta.com.cu');
    expect(maskedEmail('a@b.co')).toBe('*@b.co');
  });
});

describe('wrap', () => {
  it('keeps words whole, breaks a word longer than the line, and keeps paragraphs', () => {
    expect(wrap('Thank you for your custom', 10)).toEqual(['Thank you', 'for your', 'custom']);
    expect(wrap('ABCDEFGHIJKL', 5)).toEqual(['ABCDE', 'FGHIJ', 'KL']);
    expect(wrap('one\ntwo', 20)).toEqual(['one', 'two']);
    expect(wrap('   ', 20)).toEqual([]);
  });
});
