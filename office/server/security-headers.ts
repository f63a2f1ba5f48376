/**
 * Headers on every answer of the office, the till's web host's policy made stricter where the office can: the
 * till's CSP (src/main/renderer-files/content-security-policy.ts: scripts, styles and data only from the office
 * itself, no eval, no frames) with `img-src 'self'` (the office shows no logos), and HSTS over HTTPS.
 */
export const OFFICE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(secure: boolean): Record<string, string> {
  return {
    'content-security-policy': OFFICE_CSP,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(secure ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}
