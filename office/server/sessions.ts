/**
 * Signed-in sessions, kept in memory (a restart of the office signs everyone out): a random 32-byte id in an
 * HttpOnly cookie, good for 12 hours at most and 30 minutes without a request.
 */
import { randomBytes } from 'node:crypto';

export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
export const SESSION_IDLE_MS = 30 * 60_000;

interface Session {
  user: string;
  createdAt: number;
  lastAt: number;
}

export interface Sessions {
  start(user: string): string;
  /** The session's user, its idle time renewed; null when unknown or expired (and then forgotten). */
  touch(id: string | undefined): string | null;
  end(id: string | undefined): void;
}

export function createSessions(now: () => number): Sessions {
  const sessions = new Map<string, Session>();
  const expired = (session: Session) => now() - session.createdAt >= SESSION_ABSOLUTE_MS || now() - session.lastAt >= SESSION_IDLE_MS;
  const sweep = () => {
    for (const [id, session] of sessions) if (expired(session)) sessions.delete(id);
  };
  return {
    start(user) {
      sweep();
      const id = randomBytes(32).toString('base64url');
      sessions.set(id, { user, createdAt: now(), lastAt: now() });
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
      return session.user;
    },
    end(id) {
      if (id) sessions.delete(id);
    },
  };
}
