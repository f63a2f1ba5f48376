/** The till's place in a chain of shops: where its log goes, how far the centre has it. This domain's slice of the contract; src/shared/contract/index.ts merges every slice. */
import { z } from 'zod';
import { Empty, Environment, IsoTime, method } from '../schemas';

/**
 * off: not enrolled. paused: enrolled for another environment's sales than the one running. synced: the centre
 * has every entry. waiting: entries to send, the centre answering. offline: the last attempt failed.
 */
export const ChainState = z.enum(['off', 'paused', 'synced', 'waiting', 'offline']);
export type ChainState = z.infer<typeof ChainState>;

export const ChainStatus = z.object({
  state: ChainState,
  /** Entries of the log the centre has not acknowledged. */
  waiting: z.number().int(),
  offlineSince: IsoTime.nullable(),
  lastSyncAt: IsoTime.nullable(),
  /** The last failure, in words (the server's refusal, a time-out), until a batch goes through. */
  problem: z.string().nullable(),
  /** Entries the centre already held with another content: raised, never dropped (see the chain's chain_conflict). */
  conflicts: z.number().int(),
  /**
   * When this journal was last found behind the centre's copy of its log (restored from an older backup), and how
   * many of the centre's entries it lacks: those stay at the centre, and what the journal made since follows them.
   */
  restored: z.object({ at: IsoTime, missing: z.number().int() }).nullable(),
  /** What the enrolment says; never its key. */
  enrolment: z
    .object({ tillId: z.string(), name: z.string(), shop: z.string(), environment: Environment, server: z.string() })
    .nullable(),
});
export type ChainStatus = z.infer<typeof ChainStatus>;

export const chainMethods = {
  'chain.status': method(Empty, ChainStatus),
  /**
   * Main reads the file `npm run chain:enroll` wrote (it holds the till's key: the page never sees it), from
   * `path`, or from the desktop app's open dialog when there is none; checked whole before it is kept. A dialog
   * closed without a file changes nothing.
   */
  'chain.enrol': method(z.object({ path: z.string().trim().min(1).max(4_096).optional() }).strict(), ChainStatus),
  /** Forgets the enrolment (its key with it); the log stays in the journal, to be sent after a new enrolment. */
  'chain.leave': method(Empty, ChainStatus),
} as const;

export const chainEvents = {
  'chain.changed': ChainStatus,
} as const;
