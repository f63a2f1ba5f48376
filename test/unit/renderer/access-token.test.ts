import { describe, expect, it } from 'vitest';
import { findAccessToken } from '../../../src/renderer/src/data/bridge/access-token';

describe("the page's access token", () => {
  it('comes from the fragment first, to be stored and removed from the address', () => {
    expect(findAccessToken('#token=abc-DEF_123', 'older')).toEqual({ token: 'abc-DEF_123', fromFragment: true });
  });

  it('comes from the session after a reload', () => {
    expect(findAccessToken('', 'stored')).toEqual({ token: 'stored', fromFragment: false });
    expect(findAccessToken('#other=1', 'stored')).toEqual({ token: 'stored', fromFragment: false });
  });

  it('is missing when neither has it', () => {
    expect(findAccessToken('', null)).toEqual({ token: null, fromFragment: false });
    expect(findAccessToken('#token=', '')).toEqual({ token: null, fromFragment: false });
  });
});
