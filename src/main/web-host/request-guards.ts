/**
 * Who may talk to the web host. It listens on 127.0.0.1, but any web page the shop's browser opens could
 * still send requests there: a DNS-rebinding page arrives with its own `Host`, a cross-site page with its
 * own `Origin`, and neither knows the per-launch token.
 */
import { tokenMatches } from './access-token';

export interface Refusal {
  status: 401 | 403;
  code: 'UNAUTHORIZED' | 'FORBIDDEN';
  message: string;
}

/** The only `Host` values (and origins, with `http://`) this web host answers to. */
function loopbackHosts(port: number): string[] {
  return [`127.0.0.1:${port}`, `localhost:${port}`];
}

export function checkHost(host: string | undefined, port: number): Refusal | null {
  if (host !== undefined && loopbackHosts(port).includes(host.toLowerCase())) return null;
  return { status: 403, code: 'FORBIDDEN', message: 'This till only answers on its own loopback address.' };
}

/** No `Origin` is fine (curl, same-origin GETs); any but this web host's own, as browsers spell it, is refused. */
export function checkOrigin(origin: string | undefined, port: number): Refusal | null {
  if (origin === undefined || loopbackHosts(port).some((host) => origin === `http://${host}`)) return null;
  return { status: 403, code: 'FORBIDDEN', message: 'Requests from other web pages are refused.' };
}

export function checkToken(expected: string, given: string | null | undefined): Refusal | null {
  if (tokenMatches(expected, given)) return null;
  return { status: 401, code: 'UNAUTHORIZED', message: 'Open the till with the address it printed when it started (it carries the access token).' };
}

/** A header that arrived more than once is refused rather than guessed at. */
export function singleHeader(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? undefined : value;
}
