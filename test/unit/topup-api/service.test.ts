import { describe, expect, it } from 'vitest';
import { fillRoute, queryString, redactToken } from '../../../src/main/topup-api/service';

describe('request building', () => {
  it('fills and encodes path parameters', () => {
    expect(fillRoute('/operators/auto-detect/phone/{phone}/countries/{iso}', { phone: '+234 803', iso: 'NG' })).toBe(
      '/operators/auto-detect/phone/%2B234%20803/countries/NG',
    );
    expect(fillRoute('/operators/{id}', { id: 341 })).toBe('/operators/341');
  });

  it('refuses an id that would address something else', () => {
    expect(() => fillRoute('/operators/{id}', { id: Number.NaN })).toThrow(TypeError);
    expect(() => fillRoute('/operators/{id}', { id: 1.5 })).toThrow(TypeError);
    expect(() => fillRoute('/countries/{iso}', { iso: ' ' })).toThrow(TypeError);
    expect(() => fillRoute('/countries/{iso}', {})).toThrow(TypeError);
  });

  it('writes only the query values given', () => {
    expect(queryString({ page: 2, size: undefined, includePin: false, startDate: '2024-01-01 00:00:00' })).toBe(
      '?page=2&includePin=false&startDate=2024-01-01+00%3A00%3A00',
    );
    expect(queryString({ size: undefined })).toBe('');
  });
});

describe('redactToken', () => {
  it('hides the token in a whole or a cut-off body', () => {
    expect(redactToken('{"access_token":"eyJ.abc.def","expires_in":"x"}')).toBe('{"access_token":"<redacted>","expires_in":"x"}');
    expect(redactToken('{"scope":"a","access_token" : "eyJ.ab')).toBe('{"scope":"a","access_token" : "<redacted>"');
    expect(redactToken('{"expires_in":60}')).toBe('{"expires_in":60}');
  });
});
