import { describe, expect, it } from 'vitest';
import { emailTrouble, emailTroubleToShow, withEnding } from '../../../src/renderer/src/screens/sale/email-entry';
import { typeTextKey } from '../../../src/renderer/src/ui/text-keyboard-entry';

const NAUTA = ['nauta.com.cu', 'nauta.co.cu'];

describe('the e-mail recipient', () => {
  it('takes addresses at the operator’s own domains only', () => {
    expect(emailTrouble('ana.perez@nauta.com.cu', NAUTA)).toBeNull();
    expect(emailTrouble('Ana_1@NAUTA.co.cu', NAUTA)).toBeNull();
    expect(emailTrouble('ana@gmail.com', NAUTA)).toBe('domain');
    expect(emailTrouble('ana', NAUTA)).toBe('address');
    expect(emailTrouble('.ana@nauta.com.cu', NAUTA)).toBe('address');
    expect(emailTrouble('an..a@nauta.com.cu', NAUTA)).toBe('address');
    expect(emailTrouble('@nauta.com.cu', NAUTA)).toBe('address');
  });

  it('says nothing while the name or the ending is still being typed', () => {
    expect(emailTroubleToShow('', NAUTA)).toBeNull();
    expect(emailTroubleToShow('ana', NAUTA)).toBeNull();
    expect(emailTroubleToShow('ana@', NAUTA)).toBeNull();
    expect(emailTroubleToShow('ana@nauta.co', NAUTA)).toBeNull();
    expect(emailTroubleToShow('ana@gm', NAUTA)).toBe('domain');
    expect(emailTroubleToShow('a na', NAUTA)).toBe('address');
  });

  it('completes the name with a tapped ending, replacing any ending begun', () => {
    expect(withEnding('ana', 'nauta.com.cu')).toBe('ana@nauta.com.cu');
    expect(withEnding('ana@nau', 'nauta.co.cu')).toBe('ana@nauta.co.cu');
  });
});

describe('the on-screen text keyboard', () => {
  it('types at the caret and replaces a selection', () => {
    expect(typeTextKey('ana', { start: 3, end: 3 }, 'b')).toEqual({ value: 'anab', caret: 4 });
    expect(typeTextKey('ana', { start: 1, end: 1 }, '.')).toEqual({ value: 'a.na', caret: 2 });
    expect(typeTextKey('ana', { start: 0, end: 3 }, 'x')).toEqual({ value: 'x', caret: 1 });
  });

  it('deletes the selection or the character before the caret', () => {
    expect(typeTextKey('ana', { start: 3, end: 3 }, 'back')).toEqual({ value: 'an', caret: 2 });
    expect(typeTextKey('ana', { start: 0, end: 0 }, 'back')).toEqual({ value: 'ana', caret: 0 });
    expect(typeTextKey('ana', { start: 1, end: 3 }, 'back')).toEqual({ value: 'a', caret: 1 });
  });

  it('stops at the longest text allowed', () => {
    expect(typeTextKey('abc', { start: 3, end: 3 }, 'd', 3)).toEqual({ value: 'abc', caret: 3 });
  });
});
