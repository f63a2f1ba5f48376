/**
 * The renderer's Content-Security-Policy. src/renderer/index.html carries the same text in a <meta> tag (a
 * unit test keeps the two equal); the web host and the Electron protocol handler also send it as a header.
 * Scripts and styles only from the app itself, no eval; `connect-src 'self'` lets the page reach the web
 * host's API; images are the app's own (bundled flags) or data: URLs (operator logos kept in the journal),
 * so nothing is fetched from elsewhere.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-src 'none'",
].join('; ');

/** `frame-ancestors` only works in a header (a <meta> policy ignores it with a console warning). */
export const CONTENT_SECURITY_POLICY_HEADER = `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`;
