/**
 * Who does what at the till: the clerk signed in, and the manager who allowed it when the action needed one
 * (the manager signed in themselves, or whose PIN approved it for a clerk). The guard in front of every call
 * works it out; the action writes it into the audit trail with itself.
 */
export interface Person {
  id: string;
  name: string;
}

export interface Actor {
  clerk: Person | null;
  manager: Person | null;
}

/** Nobody signed in, nobody approving: a sign-in screen, a till with no clerks yet, the till's own background work. */
export const NOBODY: Actor = { clerk: null, manager: null };
