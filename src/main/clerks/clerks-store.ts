/**
 * The till's clerks: one JSON file beside the settings (mode 0600, written atomically), the same whichever
 * environment the till runs, so a clerk trained on the simulator signs in the same way on the live till.
 * PINs are kept only as scrypt hashes; wrong tries are counted in the file, so a restart does not reset them.
 *
 * Every change, and every PIN typed, is written to the audit trail of the journal open now. A change's file is
 * prepared first, the trail's entry committed, then the file put in place: a full disk stops both.
 */
import { existsSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { NOBODY, type Actor } from '../../shared/actor';
import { messageOf, TillError } from '../../shared/errors';
import { prepareFileAtomic } from '../files/atomic-write';
import { storageFaultOf } from '../journal/storage-fault';
import type { Logger } from '../logger';
import type { ApprovalAction, Clerk, ClerkRole } from '../../shared/contract';
import type { NewAuditEntry } from '../journal/audit-repo';
import type { Trail } from '../journal/audit-trail';
import { DEFAULT_COST, hashPin, pinMatches } from './pin-hash';
import { afterWrongPin, lockAt, UNLOCKED, type LockState } from './pin-lockout';

const StoredClerk = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['clerk', 'manager']),
  active: z.boolean(),
  pin: z.object({ algorithm: z.literal('scrypt'), n: z.number().int(), r: z.number().int(), p: z.number().int(), salt: z.string(), hash: z.string() }),
  wrongTries: z.number().int().min(0),
  lockedUntil: z.string().nullable(),
  // Files from before locks escalated have neither: no lock yet.
  lockouts: z.number().int().min(0).default(0),
  needsUnlock: z.boolean().default(false),
  createdAt: z.string(),
});
type StoredClerk = z.infer<typeof StoredClerk>;
const ClerksFile = z.object({ version: z.literal(1), clerks: z.array(StoredClerk) });

/** Why a PIN is typed: to sign in, or to approve an action for the clerk signed in. */
export type PinPurpose = { kind: 'sign-in' } | { kind: 'approval'; action: ApprovalAction; subject: string | null; by: Actor };

export type PinCheck = { ok: true; clerk: Clerk } | { ok: false; attemptsLeft: number; lock: { until: string | null } | null };

const lockStateOf = (stored: StoredClerk): LockState => ({
  wrongTries: stored.wrongTries,
  lockedUntil: stored.lockedUntil,
  lockouts: stored.lockouts,
  needsUnlock: stored.needsUnlock,
});

const toClerk = (stored: StoredClerk, now: Date): Clerk => {
  const lock = lockAt(lockStateOf(stored), now);
  return {
    id: stored.id,
    name: stored.name,
    role: stored.role,
    active: stored.active,
    lockedUntil: lock?.until ?? null,
    needsUnlock: lock !== null && lock.until === null,
  };
};

const person = (stored: StoredClerk) => ({ id: stored.id, name: stored.name });

/** What a change to a clerk was, in the trail's words. */
function changeWords(before: StoredClerk, after: StoredClerk): string {
  const words: string[] = [];
  if (before.name !== after.name) words.push(`renamed from ${before.name}`);
  if (before.role !== after.role) words.push(`now a ${after.role}`);
  if (before.active !== after.active) words.push(after.active ? 'reactivated' : 'deactivated');
  return words.join('; ') || 'no change';
}

export interface ClerksStoreOptions {
  /** The audit trail of the journal open now: every change and every PIN typed is written there. */
  trail: Trail;
  logger?: Logger;
  now?: () => Date;
  /** scrypt's cost; tests of many sign-ins may lower it. */
  pinCost?: { n: number; r: number; p: number };
}

export function createClerksStore(dataDir: string, options: ClerksStoreOptions) {
  const file = join(dataDir, 'clerks.json');
  const now = options.now ?? (() => new Date());
  const cost = options.pinCost ?? DEFAULT_COST;
  const { trail } = options;

  /**
   * The clerks, or why they cannot be read. A file that cannot be read or parsed is kept exactly as found, and
   * the till then lets no one in rather than falling back to "no clerks yet", which would let anyone set up a
   * manager. Whoever can reach the data folder restores the file from a copy (or removes it to start over).
   */
  function read(): { clerks: StoredClerk[]; damaged: string | null } {
    if (!existsSync(file)) return { clerks: [], damaged: null };
    try {
      return { clerks: ClerksFile.parse(JSON.parse(readFileSync(file, 'utf8'))).clerks, damaged: null };
    } catch (error) {
      options.logger?.error('the clerks file cannot be read; no one can sign in until it is restored', { file, error: messageOf(error) });
      return { clerks: [], damaged: `The clerks file ${file} cannot be read (${messageOf(error)}). It is kept as it is; nobody can sign in until it is restored from a copy. Removing it sets the till up again from its first manager.` };
    }
  }

  const found = read();
  let clerks = found.clerks;
  const damaged = found.damaged;

  function requireReadable(): void {
    if (damaged) throw new TillError('ILLEGAL_STATE', damaged);
  }

  const prepare = (next: StoredClerk[]) => prepareFileAtomic(file, JSON.stringify({ version: 1, clerks: next }, null, 2));

  /** A change a person made: its entry in the trail and the file, both or neither. */
  function save(next: StoredClerk[], entry: NewAuditEntry): void {
    requireReadable();
    trail.file(prepare(next), entry);
    clerks = next;
  }

  /**
   * A PIN try's count. It is held in memory first, whatever the disk does, so a try whose write fails still
   * counts while the till runs; a write that fails refuses the PIN unchecked (see checkPin).
   */
  function keepTries(changed: StoredClerk): void {
    clerks = clerks.map((clerk) => (clerk.id === changed.id ? changed : clerk));
    prepare(clerks).commit();
  }

  function find(id: string): StoredClerk {
    const found = clerks.find((clerk) => clerk.id === id);
    if (!found) throw new TillError('NOT_FOUND', 'No such clerk.');
    return found;
  }

  const replaced = (changed: StoredClerk): StoredClerk[] => clerks.map((clerk) => (clerk.id === changed.id ? changed : clerk));

  function uniqueName(name: string, exceptId?: string): void {
    const taken = clerks.some((clerk) => clerk.id !== exceptId && clerk.name.toLocaleLowerCase() === name.toLocaleLowerCase());
    if (taken) throw new TillError('INVALID_INPUT', `There is already a clerk named ${name}.`, { name: 'Already taken' });
  }

  /**
   * Whether a lock of this clerk may wait for a manager: only while another active manager, not held themselves,
   * could unlock them — never all the managers held at once, with nobody left to let anyone in.
   */
  const mayHold = (stored: StoredClerk): boolean => clerks.some((clerk) => clerk.id !== stored.id && clerk.active && clerk.role === 'manager' && !clerk.needsUnlock);

  // PIN checks one at a time: two wrong tries at once must both count.
  let checking: Promise<unknown> = Promise.resolve();
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const step = checking.catch(() => undefined).then(work);
    checking = step;
    return step;
  }

  async function add(input: { name: string; pin: string; role: ClerkRole }, by: Actor, onlyIfEmpty = false): Promise<Clerk> {
    requireReadable();
    uniqueName(input.name);
    const stored: StoredClerk = {
      id: randomUUID(),
      name: input.name,
      role: input.role,
      active: true,
      pin: await hashPin(input.pin, cost),
      ...UNLOCKED,
      createdAt: now().toISOString(),
    };
    // Checked again after the slow hash: another call may have added a clerk meanwhile.
    if (onlyIfEmpty && clerks.length > 0) throw new TillError('ILLEGAL_STATE', 'This till already has its manager. Sign in.');
    uniqueName(input.name);
    save([...clerks, stored], { action: 'clerk-added', by, subject: stored.id, detail: `${stored.name} (${stored.role})` });
    return toClerk(stored, now());
  }

  /**
   * A PIN the till could not record a try of is refused, in words that are the same whatever the PIN was, so the
   * answer says nothing about it.
   */
  function notRecorded(error: unknown): TillError {
    options.logger?.error('a PIN try could not be recorded; the PIN was refused', { error: messageOf(error) });
    const why = storageFaultOf(error) === 'disk-full' ? 'the disk is full' : error instanceof TillError ? 'its journal is not open' : 'its journal refused to write';
    return new TillError('CANNOT_RECORD', `The till cannot record PIN tries right now (${why}), so no PIN is accepted. Free some space or see the manager, then try again.`);
  }

  return {
    requireReadable,
    /** No clerk yet (a damaged file is not "no clerks": nobody gets in until it is restored). */
    isEmpty: (): boolean => clerks.length === 0 && damaged === null,
    isManager: (id: string): boolean => clerks.some((clerk) => clerk.id === id && clerk.role === 'manager'),
    list: (): Clerk[] => {
      requireReadable();
      return clerks.map((clerk) => toClerk(clerk, now()));
    },
    get: (id: string): Clerk => toClerk(find(id), now()),

    add: (input: { name: string; pin: string; role: ClerkRole }, by: Actor): Promise<Clerk> => add(input, by),
    /** The first run's manager: refused once any clerk exists, even one added while this PIN was hashed. */
    addFirstManager: (name: string, pin: string): Promise<Clerk> => {
      if (clerks.length > 0 || damaged) throw new TillError('ILLEGAL_STATE', damaged ?? 'This till already has its manager. Sign in.');
      return add({ name, pin, role: 'manager' }, NOBODY, true);
    },

    update(id: string, change: { name?: string | undefined; role?: ClerkRole | undefined; active?: boolean | undefined }, by: Actor): Clerk {
      const stored = find(id);
      if (change.name !== undefined) uniqueName(change.name, id);
      const next = {
        ...stored,
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.active !== undefined ? { active: change.active } : {}),
      };
      // The till must keep a way in: the last active manager cannot be demoted or deactivated.
      const managersLeft = replaced(next).filter((clerk) => clerk.active && clerk.role === 'manager');
      if (managersLeft.length === 0) throw new TillError('ILLEGAL_STATE', 'The till needs at least one active manager. Make another clerk a manager first.');
      save(replaced(next), { action: 'clerk-changed', by, subject: id, detail: `${next.name}: ${changeWords(stored, next)}` });
      return toClerk(next, now());
    },

    async resetPin(id: string, pin: string, by: Actor): Promise<Clerk> {
      find(id);
      const hashed = await hashPin(pin, cost);
      // Read again after the await: another change may have landed meanwhile. A new PIN lifts any lock.
      const next = { ...find(id), pin: hashed, ...UNLOCKED };
      save(replaced(next), { action: 'pin-reset', by, subject: id, detail: next.name });
      return toClerk(next, now());
    },

    /** A manager lets a locked-out clerk try again, with a fresh count. */
    unlock(id: string, by: Actor): Clerk {
      const stored = find(id);
      if (lockAt(lockStateOf(stored), now()) === null && stored.lockouts === 0) throw new TillError('ILLEGAL_STATE', `${stored.name} is not locked out.`);
      const next = { ...stored, ...UNLOCKED };
      save(replaced(next), { action: 'clerk-unlocked', by, subject: id, detail: stored.name });
      return toClerk(next, now());
    },

    /**
     * Checks a PIN, failing closed. The try is first counted as a wrong one, in memory and in the file; only
     * then is the PIN compared. A try that cannot be counted, or whose outcome cannot be written to the trail,
     * is refused whatever the PIN — so a full disk neither lets anyone in nor tells a right PIN from a wrong one.
     */
    checkPin(id: string, pin: string, purpose: PinPurpose): Promise<PinCheck> {
      return serially(async () => {
        requireReadable();
        const before = find(id);
        if (!before.active) throw new TillError('ILLEGAL_STATE', `${before.name} has been deactivated. A manager can reactivate them in Settings → Clerks.`);
        const lock = lockAt(lockStateOf(before), now());
        if (lock) throw lockedOut(before.name, lock.until);
        // With no journal open (halted, switching) no try could be recorded: refused before it is counted.
        try {
          trail.ready();
        } catch (error) {
          throw notRecorded(error);
        }
        const counted = afterWrongPin(lockStateOf(before), now(), mayHold(before));
        const { attemptsLeft, ...tries } = counted;
        try {
          keepTries({ ...before, ...tries });
        } catch (error) {
          throw notRecorded(error);
        }
        const ok = await pinMatches(pin, before.pin);
        const by = purpose.kind === 'approval' ? purpose.by : NOBODY;
        const tried = find(id);
        const entry: NewAuditEntry = ok
          ? purpose.kind === 'sign-in'
            ? { action: 'signed-in', by: { clerk: person(tried), manager: null } }
            : { action: 'approval-given', by: { clerk: by.clerk, manager: person(tried) }, saleId: purpose.action === 'reprint' || purpose.action === 'cancel-sale' ? purpose.subject : null, subject: purpose.subject, detail: purpose.action }
          : {
              action: counted.attemptsLeft === 0 ? 'locked-out' : 'wrong-pin',
              by,
              subject: id,
              detail: `${tried.name}, ${purpose.kind === 'sign-in' ? 'signing in' : `approving ${purpose.action}`}${lockWords(counted)}`,
            };
        try {
          trail.record(entry);
        } catch (error) {
          throw notRecorded(error);
        }
        if (!ok) return { ok: false, attemptsLeft, lock: lockAt(tries, now()) };
        try {
          keepTries({ ...tried, ...UNLOCKED });
        } catch (error) {
          // Signed in all the same; the file keeps the count (the memory has let it go), which only ever locks sooner.
          options.logger?.warn('a right PIN could not reset the count of wrong ones', { error: messageOf(error) });
        }
        return { ok: true, clerk: toClerk(find(id), now()) };
      });
    },
  };
}

function lockWords(state: LockState & { attemptsLeft: number }): string {
  if (state.attemptsLeft > 0) return `; ${state.attemptsLeft} tries left`;
  return state.needsUnlock ? '; locked until a manager unlocks' : `; locked until ${state.lockedUntil}`;
}

/** A clerk locked out: until when, or until a manager unlocks them. */
export function lockedOut(name: string, until: string | null): TillError {
  return until === null
    ? new TillError('LOCKED_OUT', `Too many wrong PINs. ${name} is locked out until a manager unlocks them in Settings → Clerks.`, { until: 'manager' })
    : new TillError('LOCKED_OUT', `Too many wrong PINs. ${name} can try again after ${until}.`, { until });
}

export type ClerksStore = ReturnType<typeof createClerksStore>;
