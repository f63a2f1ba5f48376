/** A PIN as a screen or an event may carry it: none of its characters; and the voucher's other fields never quote it. */
import { describe, expect, it } from 'vitest';
import { maskPin } from '../../../src/shared/pin-mask';
import { pinOf } from '../../../src/main/journal/sale-view';

describe('a PIN masked', () => {
  it('keeps only its length, whatever spaces or line breaks it came with', () => {
    expect(maskPin('12345678901234')).toBe('••••••••••••••');
    expect(maskPin('1234 5678\n90\u0085')).toBe('••••••••••');
    expect(maskPin('')).toBe('');
  });

  it('is the only form of the code in a sale: an instruction quoting it quotes it masked', () => {
    const record = JSON.stringify({ pinDetail: { code: '55501234', serial: 'SN-1', info1: 'Dial *123*55501234#', info2: 'Keep this', value: null, ivr: '0800', validity: '30 days' } });
    const pin = pinOf(record)!;
    expect(pin).toEqual({ serial: 'SN-1', masked: '••••••••', value: null, ivr: '0800', validity: '30 days', info: ['Dial *123*••••••••#', 'Keep this'] });
    expect(JSON.stringify(pin)).not.toContain('55501234');
  });
});
