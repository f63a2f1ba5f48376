/** The session cookie: HttpOnly, SameSite=Strict, Path=/, Secure over HTTPS, gone when the session would be. */
import { SESSION_ABSOLUTE_MS } from './sessions';

export const SESSION_COOKIE = 'office_session';

export function sessionCookie(id: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${id}; HttpOnly; SameSite=Strict; Path=/; Max-Age=${SESSION_ABSOLUTE_MS / 1000}${secure ? '; Secure' : ''}`;
}

export function clearedCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0${secure ? '; Secure' : ''}`;
}

/** The session id a request carries, if any (the first cookie of that name). */
export function sessionIdOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}
