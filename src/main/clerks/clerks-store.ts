/**
 * The till's clerks: one JSON file beside the settings (mode 0600, written atomically), the same whichever
 * environment the till runs, so a clerk trained on the simulator signs in the same way on the live till.
 * PINs are kept only as scrypt hashes; wrong tries are counted in the file, so a restart does not reset them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { messageOf, TillError } from '../../shared/errors';
import { writeFileAtomic } from '../files/atomic-write';
import type { Logger } from '../logger';
import type { Clerk, ClerkRole } from '../../shared/contract';
import { DEFAULT_COST, hashPin, pinMatches } from './pin-hash';
import { afterWrongPin, lockedUntil, type PinTries } from './pin-lockout';

const StoredClerk = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(['clerk', 'manager']),
  active: z.boolean(),
  pin: z.object({ algorithm: z.literal('scrypt'), n: z.number().int(), r: z.number().int(), p: z.number().int(), salt: z.string(), hash: z.string() }),
  wrongTries: z.number().int().min(0),
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
});
type StoredClerk = z.infer<typeof StoredClerk>;
const ClerksFile = z.object({ version: z.literal(1), clerks: z.array(StoredClerk) });

export type PinCheck = { ok: true; clerk: Clerk } | { ok: false; attemptsLeft: number; lockedUntil: string | null };

const toClerk = (stored: StoredClerk, now: Date): Clerk => ({
  id: stored.id,
  name: stored.name,
  role: stored.role,
  active: stored.active,
  lockedUntil: lockedUntil(stored, now),
});

export interface ClerksStoreOptions {
  logger?: Logger;
  now?: () => Date;
  /** scrypt's cost; tests of many sign-ins may lower it. */
  pinCost?: { n: number; r: number; p: number };
}

export function createClerksStore(dataDir: string, options: ClerksStoreOptions = {}) {
  const file = join(dataDir, 'clerks.json');
  const now = options.now ?? (() => new Date());
  const cost = options.pinCost ?? DEFAULT_COST;

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

  function save(next: StoredClerk[]): void {
    requireReadable();
    writeFileAtomic(file, JSON.stringify({ version: 1, clerks: next }, null, 2));
    clerks = next;
  }

  function find(id: string): StoredClerk {
    const found = clerks.find((clerk) => clerk.id === id);
    if (!found) throw new TillError('NOT_FOUND', 'No such clerk.');
    return found;
  }

  function replace(changed: StoredClerk): void {
    save(clerks.map((clerk) => (clerk.id === changed.id ? changed : clerk)));
  }

  function uniqueName(name: string, exceptId?: string): void {
    const taken = clerks.some((clerk) => clerk.id !== exceptId && clerk.name.toLocaleLowerCase() === name.toLocaleLowerCase());
    if (taken) throw new TillError('INVALID_INPUT', `There is already a clerk named ${name}.`, { name: 'Already taken' });
  }

  // PIN checks one at a time: two wrong tries at once must both count.
  let checking: Promise<unknown> = Promise.resolve();
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const step = checking.catch(() => undefined).then(work);
    checking = step;
    return step;
  }

  async function add(input: { name: string; pin: string; role: ClerkRole }, onlyIfEmpty = false): Promise<Clerk> {
    requireReadable();
    uniqueName(input.name);
    const stored: StoredClerk = {
      id: randomUUID(),
      name: input.name,
      role: input.role,
      active: true,
      pin: await hashPin(input.pin, cost),
      wrongTries: 0,
      lockedUntil: null,
      createdAt: now().toISOString(),
    };
    // Checked again after the slow hash: another call may have added a clerk meanwhile.
    if (onlyIfEmpty && clerks.length > 0) throw new TillError('ILLEGAL_STATE', 'This till already has its manager. Sign in.');
    uniqueName(input.name);
    save([...clerks, stored]);
    return toClerk(stored, now());
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

    add: (input: { name: string; pin: string; role: ClerkRole }): Promise<Clerk> => add(input),
    /** The first run's manager: refused once any clerk exists, even one added while this PIN was hashed. */
    addFirstManager: (name: string, pin: string): Promise<Clerk> => {
      if (clerks.length > 0 || damaged) throw new TillError('ILLEGAL_STATE', damaged ?? 'This till already has its manager. Sign in.');
      return add({ name, pin, role: 'manager' }, true);
    },

    update(id: string, change: { name?: string | undefined; role?: ClerkRole | undefined; active?: boolean | undefined }): Clerk {
      const stored = find(id);
      if (change.name !== undefined) uniqueName(change.name, id);
      const next = {
        ...stored,
        ...(change.name !== undefined ? { name: change.name } : {}),
        ...(change.role !== undefined ? { role: change.role } : {}),
        ...(change.active !== undefined ? { active: change.active } : {}),
      };
      // The till must keep a way in: the last active manager cannot be demoted or deactivated.
      const managersLeft = clerks.map((clerk) => (clerk.id === id ? next : clerk)).filter((clerk) => clerk.active && clerk.role === 'manager');
      if (managersLeft.length === 0) throw new TillError('ILLEGAL_STATE', 'The till needs at least one active manager. Make another clerk a manager first.');
      replace(next);
      return toClerk(next, now());
    },

    async resetPin(id: string, pin: string): Promise<Clerk> {
      find(id);
      const hashed = await hashPin(pin, cost);
      // Read again after the await: another change may have landed meanwhile.
      const next = { ...find(id), pin: hashed, wrongTries: 0, lockedUntil: null };
      replace(next);
      return toClerk(next, now());
    },

    /** Checks a PIN, counting wrong tries; five in a row lock the clerk out for a minute. */
    checkPin(id: string, pin: string): Promise<PinCheck> {
      return serially(async () => {
        const before = find(id);
        if (!before.active) throw new TillError('ILLEGAL_STATE', `${before.name} has been deactivated. A manager can reactivate them in Settings → Clerks.`);
        const locked = lockedUntil(before, now());
        if (locked) throw new TillError('LOCKED_OUT', `Too many wrong PINs. ${before.name} can try again after ${locked}.`, { until: locked });
        const ok = await pinMatches(pin, before.pin);
        const stored = find(id);
        if (ok) {
          if (stored.wrongTries > 0 || stored.lockedUntil) replace({ ...stored, wrongTries: 0, lockedUntil: null });
          return { ok: true, clerk: toClerk(stored, now()) };
        }
        const tries: PinTries = afterWrongPin(stored, now());
        replace({ ...stored, ...tries });
        return { ok: false, attemptsLeft: tries.attemptsLeft, lockedUntil: tries.lockedUntil };
      });
    },
  };
}

export type ClerksStore = ReturnType<typeof createClerksStore>;
