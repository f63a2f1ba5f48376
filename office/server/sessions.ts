/**
 * Signed-in sessions, kept in memory (a restart of the office signs everyone out): a random 32-byte id in an
 * HttpOnly cookie, good for 12 hours at most and 30 minutes without a request. Each keeps the fingerprint of the
 * password hash it was signed in with, so the server ends it once that password is reset or its user removed.
 */
import { randomBytes } from 'node:crypto';

export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
export const SESSION_IDLE_MS = 30 * 60_000;

export interface SignedIn {
  user: string;
  fingerprint: string;
}

interface Session extends SignedIn {
  createdAt: number;
  lastAt: number;
}

export interface Sessions {
  start(signedIn: SignedIn): string;
  /** Who the session is, its idle time renewed; null when unknown or expired (and then forgotten). */
  touch(id: string | undefined): SignedIn | null;
  end(id: string | undefined): void;
}

export function createSessions(now: () => number): Sessions {
  const sessions = new Map<string, Session>();
  const expired = (session: Session) => now() - session.createdAt >= SESSION_ABSOLUTE_MS || now() - session.lastAt >= SESSION_IDLE_MS;
  const sweep = () => {
    for (const [id, session] of sessions) if (expired(session)) sessions.delete(id);
  };
  return {
    start({ user, fingerprint }) {
      sweep();
      const id = randomBytes(32).toString('base64url');
      sessions.set(id, { user, fingerprint, createdAt: now(), lastAt: now() });
      return id;
    },
    touch(id) {
      const session = id ? sessions.get(id) : undefined;
      if (!session) return null;
      if (expired(session)) {
        sessions.delete(id!);
        return null;
      }
      session.lastAt = now();
      return { user: session.user, fingerprint: session.fingerprint };
    },
    end(id) {
      if (id) sessions.delete(id);
    },
  };
}
