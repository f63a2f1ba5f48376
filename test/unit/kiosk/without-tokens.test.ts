import { describe, expect, it } from 'vitest';
import { withoutTokens } from '../../../scripts/kiosk/without-tokens';

describe('what the kiosk logs of a web host that failed', () => {
  it('never holds a token, wherever it appears', () => {
    const printed = 'the web host exited with 1 before it was ready\nstdout:\ntill ready at http://127.0.0.1:4700/#token=Ab-9_x\ncustomer display at http://127.0.0.1:4700/customer#token=Zz0';
    expect(withoutTokens(printed)).toBe(
      'the web host exited with 1 before it was ready\nstdout:\ntill ready at http://127.0.0.1:4700/#token=[redacted]\ncustomer display at http://127.0.0.1:4700/customer#token=[redacted]',
    );
    expect(withoutTokens('GET /api/events?token=abc&x=1')).toBe('GET /api/events?token=[redacted]&x=1');
  });
});
