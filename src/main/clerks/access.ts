/**
 * Who is at the till, and whether they may do what they ask: the clerk signed in, the idle lock, and manager
 * approvals (one action at a time, or the settings screen while it is open). Every call passes `guard` before
 * its handler; until the first manager is set up the till has no one to ask, and lets every call through.
 */
import type { Actor, Person } from '../../shared/actor';
import type { ApprovalAction, Clerk, HandlerInput, MethodName, Session, Shift } from '../../shared/contract';
import { TillError } from '../../shared/errors';
import type { EventBus } from '../events';
import type { Logger } from '../logger';
import { lockedOut, type ClerksStore, type PinCheck } from './clerks-store';
import { accessOf, type AccessFacts } from './method-access';

/** A one-action approval is used within this time or not at all: the manager stands at the till when giving it. */
const ONE_ACTION_MS = 2 * 60_000;
/** The settings screen's approval lapses after this long without a change, even if the screen stays open. */
const SETTINGS_IDLE_MS = 15 * 60_000;
const IDLE_GRACE_MS = 60_000;

/** Told whether the guarded call succeeded. */
export type Settle = (done: boolean) => void;
const NOTHING: Settle = () => undefined;

/** What the guard lets through: who is acting (the action writes it into the trail), and what to do once it ran. */
export interface Allowed {
  actor: Actor;
  settle: Settle;
}

interface Grant {
  subject: string | null;
  until: number;
  /** Held for several calls (the settings screen) rather than used once. */
  lasting: boolean;
  manager: Person;
}

export interface AccessDeps {
  clerks: ClerksStore;
  idleLockMinutes: () => number;
  facts: AccessFacts;
  shift: () => Shift | null;
  cashCurrency: () => string;
  bus: EventBus;
  now: () => Date;
  logger: Logger;
}

export function createAccess(deps: AccessDeps) {
  const { clerks, now } = deps;
  let signedIn: string | null = null;
  let lastActivity = 0;
  const grants = new Map<ApprovalAction, Grant>();

  function current(): Clerk | null {
    if (signedIn === null) return null;
    const clerk = clerks.get(signedIn);
    return clerk.active ? clerk : null;
  }

  function liveGrants(): ApprovalAction[] {
    const at = now().getTime();
    for (const [action, grant] of grants) if (grant.until <= at) grants.delete(action);
    return [...grants.keys()];
  }

  function session(): Session {
    endIfIdle();
    return {
      needsSetup: clerks.isEmpty(),
      clerk: current(),
      shift: deps.shift(),
      approved: liveGrants(),
      cashCurrency: deps.cashCurrency(),
      idleLockMinutes: deps.idleLockMinutes(),
    };
  }

  function changed(): Session {
    const view = session();
    deps.bus.emit('session.changed', view);
    return view;
  }

  function signOut(why: string): void {
    if (signedIn === null && grants.size === 0) return;
    deps.logger.info('the till is locked', { why });
    signedIn = null;
    grants.clear();
  }

  /**
   * The core's own idle lock, behind the screen's: a session with no touch for longer than the setting (and a
   * minute's grace for the screen's own lock and its touches, sent at most every 20 s) has ended.
   */
  function endIfIdle(): void {
    if (signedIn !== null && now().getTime() - lastActivity > deps.idleLockMinutes() * 60_000 + IDLE_GRACE_MS) {
      signOut('idle');
      changed();
    }
  }

  function pinRefused(check: Extract<PinCheck, { ok: false }>, name: string): TillError {
    if (check.lock) return lockedOut(name, check.lock.until);
    return new TillError('WRONG_PIN', `Wrong PIN. ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'try' : 'tries'} left before ${name} is locked out.`, {
      attemptsLeft: String(check.attemptsLeft),
    });
  }

  const personOf = (clerk: Clerk): Person => ({ id: clerk.id, name: clerk.name });

  /**
   * Whether a manager allows this call now, and which: the manager signed in, or the one whose approval holds for
   * this action (and for this sale or day, exactly). A one-action approval is taken before the call runs (two
   * calls cannot both use it) and given back if the call fails. The action itself writes who allowed it.
   */
  function managerAllows(clerk: Clerk, action: ApprovalAction, subject: string | null): Allowed {
    if (clerk.role === 'manager') return { actor: { clerk: personOf(clerk), manager: personOf(clerk) }, settle: NOTHING };
    liveGrants();
    const grant = grants.get(action);
    if (grant && grant.subject === subject) {
      const actor = { clerk: personOf(clerk), manager: grant.manager };
      if (grant.lasting) {
        grant.until = now().getTime() + SETTINGS_IDLE_MS;
        return { actor, settle: NOTHING };
      }
      grants.delete(action);
      return {
        actor,
        settle: (done) => {
          if (!done && grant.until > now().getTime()) grants.set(action, grant);
          changed();
        },
      };
    }
    throw new TillError('MANAGER_REQUIRED', 'Only a manager can do this. Ask a manager to approve it with their PIN.', subject === null ? { action } : { action, subject });
  }

  /** Who is at the till, as the trail names them. */
  function actorNow(): Actor {
    const clerk = current();
    return { clerk: clerk ? personOf(clerk) : null, manager: null };
  }

  return {
    session,

    /** The clerk whose sales these are, or null on a till with no clerks yet. */
    signedIn: current,

    async setup(name: string, pin: string): Promise<Session> {
      const manager = await clerks.addFirstManager(name, pin);
      signedIn = manager.id;
      lastActivity = now().getTime();
      return changed();
    },

    /** Who is at the till now, for work the till does by itself (an automatic print). */
    actor: actorNow,

    async signIn(clerkId: string, pin: string): Promise<Session> {
      const check = await clerks.checkPin(clerkId, pin, { kind: 'sign-in' });
      if (!check.ok) {
        changed();
        throw pinRefused(check, clerks.get(clerkId).name);
      }
      grants.clear();
      signedIn = check.clerk.id;
      lastActivity = now().getTime();
      deps.logger.info('a clerk signed in', { clerkId: check.clerk.id });
      return changed();
    },

    lock(): Session {
      signOut('lock');
      return changed();
    },

    async approve(managerId: string, pin: string, action: ApprovalAction, subject: string | null): Promise<Session> {
      const manager = clerks.get(managerId);
      if (manager.role !== 'manager') throw new TillError('INVALID_INPUT', `${manager.name} is not a manager.`, { clerkId: 'Not a manager' });
      const check = await clerks.checkPin(managerId, pin, { kind: 'approval', action, subject, by: actorNow() });
      if (!check.ok) throw pinRefused(check, manager.name);
      const lasting = action === 'settings';
      grants.set(action, { subject, lasting, manager: personOf(manager), until: now().getTime() + (lasting ? SETTINGS_IDLE_MS : ONE_ACTION_MS) });
      lastActivity = now().getTime();
      return changed();
    },

    endApproval(): Session {
      grants.delete('settings');
      return changed();
    },

    /**
     * Throws SIGNED_OUT or MANAGER_REQUIRED when the call may not run now (`input` is the method's, validated);
     * else answers who is acting and what to do once it has run: `settle(true)` when it succeeded.
     */
    guard(method: MethodName, input: unknown): Allowed {
      const access = accessOf(method, input as HandlerInput<typeof method>, deps.facts);
      if (access.kind === 'anyone') return { actor: actorNow(), settle: NOTHING };
      clerks.requireReadable();
      // Before the first manager is set up there is nobody to ask: the calls of the first run go through.
      if (clerks.isEmpty()) return { actor: actorNow(), settle: NOTHING };
      endIfIdle();
      const clerk = current();
      if (clerk === null) throw new TillError('SIGNED_OUT', 'The till is locked. Sign in to go on.');
      // Only the clerk's own doings keep the session: the screens' polling does not (clerks.touch is sent on touches).
      if (method === 'clerks.touch') lastActivity = now().getTime();
      if (access.kind === 'manager-in-person') {
        if (clerk.role !== 'manager') {
          throw new TillError('ILLEGAL_STATE', 'Only a manager signed in as themselves can add a manager, change a manager or reset their PIN, or make someone a manager. Sign in as a manager.');
        }
        return managerAllows(clerk, 'settings', null);
      }
      return access.kind === 'manager' ? managerAllows(clerk, access.action, access.subject) : { actor: { clerk: personOf(clerk), manager: null }, settle: NOTHING };
    },

    /** A deactivated clerk, or one whose role changed, is signed out at once if they were at the till. */
    clerkChanged(clerk: Clerk): void {
      if (clerk.id === signedIn && !clerk.active) signOut('deactivated');
      changed();
    },

    /** A shift opened or closed: every screen hears it. */
    announce: changed,
  };
}

export type Access = ReturnType<typeof createAccess>;
