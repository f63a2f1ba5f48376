/**
 * Who may ask the office what. On loopback it answers only to its own Host names (a DNS-rebinding page arrives
 * with another); a POST (sign-in, sign-out) must come from the office's own page: its Origin is the office's, it
 * is JSON (which a cross-site form cannot send without asking first), and Sec-Fetch-Site, where the browser sends
 * it, says same-origin. With SameSite=Strict cookies this is the office's CSRF defence.
 */
import type { IncomingMessage } from 'node:http';

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? undefined : value);

export function hostAllowed(request: IncomingMessage, loopbackOnly: boolean, port: number): boolean {
  const host = single(request.headers.host)?.toLowerCase();
  if (!host) return false;
  if (!loopbackOnly) return true;
  return [`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`].includes(host);
}

export function sameOriginPost(request: IncomingMessage, secure: boolean): boolean {
  const origin = single(request.headers.origin);
  const host = single(request.headers.host);
  const site = single(request.headers['sec-fetch-site']);
  const type = single(request.headers['content-type']) ?? '';
  return origin !== undefined && host !== undefined && origin === `${secure ? 'https' : 'http'}://${host}` && (site === undefined || site === 'same-origin') && /^application\/json\b/.test(type);
}
