import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY_HEADER } from '../../../src/main/renderer-files/content-security-policy';

const html = readFileSync(join(__dirname, '..', '..', '..', 'src', 'renderer', 'index.html'), 'utf8');

describe("the renderer's Content-Security-Policy", () => {
  it('is the same in the HTML meta tag as in the headers the web host and the app protocol send', () => {
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
    expect(meta?.[1]).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY_HEADER.startsWith(CONTENT_SECURITY_POLICY)).toBe(true);
  });

  it('allows scripts only from the app, never eval or inline code', () => {
    const directives = new Map(CONTENT_SECURITY_POLICY.split('; ').map((directive) => [directive.split(' ')[0], directive]));
    expect(directives.get('default-src')).toBe("default-src 'self'");
    expect(directives.get('script-src')).toBe("script-src 'self'");
    expect(directives.get('connect-src')).toBe("connect-src 'self'");
    expect(directives.get('img-src')).toBe("img-src 'self' data:");
    expect(directives.get('object-src')).toBe("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|unsafe-inline|\*/);
  });
});
