/**
 * Ships the journal's chain log to the chain's central database, in order, a batch at a time: reads the entries
 * after the last acknowledged one, hands them to the centre's `chain_ingest`, and takes as acknowledged only what
 * the centre's answer (after its COMMIT) says it holds. A lost answer means the batch is sent again; the centre
 * absorbs what it already has. When the centre is away the till goes on selling exactly as before and tries
 * again after a growing, jittered pause (so a thousand tills back at once do not all knock at the same second);
 * a new entry wakes an idle loop at once.
 *
 * On each new connection, before it sends, the till and the centre agree on where its log stands (`agree`): a
 * journal behind the centre's copy (restored from an older backup, moved to a new PC from one) numbers what it has
 * made since after the centre's last entry, from the first entry the centre does not hold as the journal does.
 * What the centre holds and the journal lacks stays there, reported (chain_rewind); nothing is parked as a conflict.
 */
import type { ChainStatus, Environment } from '../../shared/contract';
import type { ChainLogRepo } from '../journal/chain-log-repo';
import type { Logger } from '../logger';
import type { CrashPoint, TillTimings } from '../timings';
import type { CentralLink } from './central-link';
import type { ChainEnrolment } from './enrolment';

export const CHAIN_BATCH = 500;

export interface ChainSyncDeps {
  log: ChainLogRepo;
  /** The environment of the journal this loop ships from. */
  environment: Environment;
  enrolment(): ChainEnrolment | null;
  /** What the till tells the centre on each new connection: the version it runs and its shop's time zone now. */
  identity(): { version: string; timeZone: string };
  connect(enrolment: ChainEnrolment): CentralLink;
  timings: Pick<TillTimings, 'chainRetryMinMs' | 'chainRetryMaxMs' | 'chainDeadlineMs' | 'chainIdlePollMs'>;
  batchSize?: number;
  now(): Date;
  /** In [0, 1): the jitter. */
  random?(): number;
  logger: Logger;
  onChange(status: ChainStatus): void;
  /** The journal failed under the loop (a read or the acknowledgement's write): the till halts, the loop stops. */
  onFault(error: unknown): void;
  crashPoint?: (point: CrashPoint) => void;
}

/** Words for a failure, never a key or a certificate: the server's refusal, a time-out, a refused connection. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && !error.message.includes(code) ? `${error.message} (${code})` : error.message;
}

export function createChainSync(deps: ChainSyncDeps) {
  const batchSize = deps.batchSize ?? CHAIN_BATCH;
  const random = deps.random ?? Math.random;
  let closed = false;
  let link: { enrolment: ChainEnrolment; central: CentralLink } | null = null;
  let failures = 0;
  let offlineSince: string | null = null;
  let lastSyncAt: string | null = null;
  let problem: string | null = null;
  let wake: (() => void) | null = null;
  let idle = false;
  let announced = '';
  let announcing = false;
  /** The conflicts last said in the log: said again only when there are more. */
  let conflictsLogged = 0;

  function status(): ChainStatus {
    const enrolment = deps.enrolment();
    const acked = deps.log.acked();
    const waiting = Math.max(0, deps.log.lastSeq() - acked.seq);
    const summary = enrolment
      ? { tillId: enrolment.tillId, name: enrolment.name, shop: enrolment.shop, environment: enrolment.environment, server: `${enrolment.host}:${enrolment.port}/${enrolment.database}` }
      : null;
    const state = !enrolment ? 'off' : enrolment.environment !== deps.environment ? 'paused' : offlineSince ? 'offline' : waiting > 0 ? 'waiting' : 'synced';
    return { state, waiting, offlineSince, lastSyncAt, problem, conflicts: acked.conflicts, restored: enrolment ? deps.log.rewound() : null, enrolment: summary };
  }

  /** Tells the screens, once per turn and only when something they show changed. */
  function announce(): void {
    if (announcing || closed) return;
    announcing = true;
    setImmediate(() => {
      announcing = false;
      if (closed) return;
      let now: ChainStatus;
      try {
        now = status();
      } catch (error) {
        return deps.onFault(error);
      }
      const text = JSON.stringify(now);
      if (text === announced) return;
      announced = text;
      deps.onChange(now);
    });
  }

  function pause(ms: number): Promise<void> {
    if (closed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref?.();
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  }

  async function dropLink(): Promise<void> {
    const old = link;
    link = null;
    await old?.central.destroy().catch(() => undefined);
  }

  /**
   * Where the log stands at the centre, agreed before the first batch of a connection, so that what is sent next
   * follows the centre's last entry without a gap and never over an entry it holds otherwise:
   * - the centre holding less than the journal saw acknowledged (its copy restored from a backup): what it lacks
   *   goes again;
   * - the centre holding more: either answers were lost (its entries are the journal's: they count as acknowledged),
   *   or the journal went back in time — from the first entry the centre holds otherwise (or, all alike, from the
   *   journal's next) the journal's entries follow the centre's last, told to the centre first (a rewind);
   * - and whatever came before, an entry that would land past the centre's next one (a numbering from another
   *   chain, or from before the centre's copy was restored) is numbered again to follow it.
   */
  async function agree(central: CentralLink, enrolment: ChainEnrolment): Promise<void> {
    await placeLog(central, enrolment);
    // Said once the log is placed (renumbered, if it was behind), so that where it ends is in the centre's numbers.
    await hello(central);
  }

  /**
   * What the till says of itself, which only informs the owner: a centre that refuses it (not upgraded yet) never
   * stops the log. A connection that fails here fails the agreement as any other call would.
   */
  async function hello(central: CentralLink): Promise<void> {
    const { version, timeZone } = deps.identity();
    const journalLast = deps.log.centreSeq(deps.log.lastSeq());
    await central.hello(version, timeZone, journalLast, deps.timings.chainDeadlineMs).catch((error: unknown) => {
      if (!(error instanceof Error) || error.name !== 'PostgresError') throw error;
      deps.logger.warn('the chain did not take what the till says of itself (its version, time zone and log)', { reason: describe(error) });
    });
  }

  async function placeLog(central: CentralLink, enrolment: ChainEnrolment): Promise<void> {
    const deadline = deps.timings.chainDeadlineMs;
    const high = await central.position(deadline);
    await sameJournal(central, enrolment, high);
    const ackedAtCentre = deps.log.centreSeq(deps.log.acked().seq);
    if (high < ackedAtCentre) deps.log.acknowledge(high, deps.log.acked().conflicts);
    if (high > ackedAtCentre && (await behind(central, high))) return;
    const next = deps.log.acked().seq + 1;
    if (deps.log.lastSeq() >= next && deps.log.centreSeq(next) > high + 1) deps.log.renumber(next, high, null);
  }

  /**
   * A journal a chain has acknowledged begins as that chain's copy of the counter's log does: one that does not is
   * another counter's (its till given another till's enrolment file), and sending would put its sales under this
   * counter too. Refused, in words, until the till is enrolled with its own file. (A journal no chain has
   * acknowledged yet cannot be told apart from one restored from before it joined: it goes on, as a rewind.)
   */
  async function sameJournal(central: CentralLink, enrolment: ChainEnrolment, high: number): Promise<void> {
    if (deps.log.acked().seq === 0 || high === 0 || deps.log.centreSeq(1) !== 1) return;
    const [first] = deps.log.after(0, 1);
    if (!first || first.seq !== 1) return;
    const held = await central.compare([first], deps.timings.chainDeadlineMs);
    if (held.get(1) === false) {
      throw new Error(
        `the chain's copy of ${enrolment.tillId}'s log does not begin as this journal does: this till may have been given another till's enrolment file (enrol it with its own, or as a new till)`,
      );
    }
  }

  /**
   * The centre holds entries past what the journal saw acknowledged: compares the journal's entries with them. True
   * when the journal was found behind (and is numbered after the centre's last now); false when every entry the
   * centre holds is the journal's (lost answers: acknowledged now).
   */
  async function behind(central: CentralLink, high: number): Promise<boolean> {
    const deadline = deps.timings.chainDeadlineMs;
    let acked = deps.log.acked().seq;
    let differs: number | null = null;
    for (;;) {
      const entries = deps.log.after(acked, batchSize).filter((entry) => entry.seq <= high);
      if (entries.length === 0) break;
      const held = await central.compare(entries, deadline);
      const first = entries.find((entry) => held.get(entry.seq) !== true);
      if (first) {
        differs = first.seq;
        break;
      }
      acked = deps.log.localSeq(entries.at(-1)!.seq);
    }
    const last = deps.log.lastSeq();
    const lastAtCentre = deps.log.centreSeq(last);
    if (differs === null && high <= lastAtCentre) {
      deps.log.acknowledge(high, deps.log.acked().conflicts);
      return false;
    }
    // The centre's first entry the journal lacks (by the centre's numbers), and the journal's first to follow the centre.
    const missingFrom = differs ?? lastAtCentre + 1;
    const from = differs === null ? last + 1 : deps.log.localSeq(differs);
    const centreLast = await central.rewound(missingFrom, lastAtCentre, deadline);
    deps.log.renumber(from, centreLast, { at: deps.now().toISOString(), missing: centreLast - missingFrom + 1 });
    deps.logger.warn("this journal is behind the chain's copy of it (restored from an older backup?): what it made since goes after the centre's last entry", {
      from,
      journalLast: last,
      centreLast,
    });
    return true;
  }

  /** One batch, and what came of it ('journal': the journal failed, so the loop stops and the till halts). */
  async function sendBatch(enrolment: ChainEnrolment): Promise<'sent' | 'idle' | 'failed' | 'journal'> {
    let entries;
    try {
      entries = deps.log.after(deps.log.acked().seq, batchSize);
    } catch (error) {
      deps.onFault(error);
      return 'journal';
    }
    if (entries.length === 0) return 'idle';
    let answer;
    try {
      if (link?.enrolment !== enrolment) {
        await dropLink();
        const central = deps.connect(enrolment);
        link = { enrolment, central };
        await agree(central, enrolment);
        // Renumbered, or acknowledged further: the batch is read again. All of it held already (the answer to the
        // last batch was lost on its way) is the centre reached, not still away.
        entries = deps.log.after(deps.log.acked().seq, batchSize);
        if (entries.length === 0) {
          reached();
          return 'idle';
        }
      }
      answer = await link.central.ingest(entries, deps.timings.chainDeadlineMs);
    } catch (error) {
      failures += 1;
      offlineSince ??= deps.now().toISOString();
      problem = describe(error);
      if (failures === 1 || failures % 10 === 0) deps.logger.warn('the chain could not take the log; trying again later', { problem, failures, waiting: entries.length });
      await dropLink();
      return 'failed';
    }
    deps.crashPoint?.('chain-answered');
    if (answer.acked < entries[0]!.seq - 1) {
      // The centre's copy ends before what was offered (restored, or another chain's numbering): nothing was stored.
      // The next connection agrees again where the log stands; never the same batch again at once.
      failures += 1;
      offlineSince ??= deps.now().toISOString();
      problem = `the chain's copy of this till's log ends at entry ${answer.acked}, before what the till sent: agreeing where it stands again`;
      deps.logger.warn('the chain holds less of this log than the till sent from; agreeing again', { centreLast: answer.acked, sentFrom: entries[0]!.seq });
      await dropLink();
      return 'failed';
    }
    // Never past what was offered: a centre ahead of this journal (restored from an older backup) must see each
    // of its entries, and say which ones it already held differently.
    const acked = Math.min(answer.acked, entries.at(-1)!.seq);
    try {
      deps.log.acknowledge(acked, answer.conflicts);
    } catch (error) {
      deps.onFault(error);
      return 'journal';
    }
    if (answer.conflicts > conflictsLogged) deps.logger.error('the chain holds entries of this till that differ from its journal', { conflicts: answer.conflicts, acked });
    conflictsLogged = answer.conflicts;
    reached();
    return 'sent';
  }

  /** The centre answered and holds the log as far as it was offered: whatever kept it away is over. */
  function reached(): void {
    if (offlineSince) deps.logger.info('the chain takes the log again', { offlineSince, failures });
    failures = 0;
    offlineSince = null;
    problem = null;
    lastSyncAt = deps.now().toISOString();
  }

  /**
   * The journal's logging follows the enrolment: on when this journal's environment is enrolled (with its past
   * copied in, a step per turn of the loop), off when the till left its chain. False when the journal failed.
   */
  function keepLogging(enrolment: ChainEnrolment | null): boolean {
    try {
      if (!enrolment) {
        if (deps.log.logging()) deps.log.stop();
      } else if (enrolment.environment === deps.environment) {
        if (!deps.log.logging()) deps.log.start();
        deps.log.copyPast();
      }
      return true;
    } catch (error) {
      deps.onFault(error);
      return false;
    }
  }

  async function run(): Promise<void> {
    while (!closed) {
      const enrolment = deps.enrolment();
      if (!keepLogging(enrolment)) return;
      if (!enrolment || enrolment.environment !== deps.environment) {
        await dropLink();
        offlineSince = null;
        problem = null;
        announce();
        idle = true;
        await pause(deps.timings.chainIdlePollMs);
        idle = false;
        continue;
      }
      const outcome = await sendBatch(enrolment);
      // Closing ended the batch under way: no pause after it, the till is waiting for this loop.
      if (outcome === 'journal' || closed) return;
      announce();
      if (outcome === 'sent') continue;
      if (outcome === 'idle') {
        idle = true;
        await pause(deps.timings.chainIdlePollMs);
        idle = false;
        continue;
      }
      // Full jitter: anywhere up to the doubled pause, so tills that lost the centre together come back apart.
      const ceiling = Math.min(deps.timings.chainRetryMaxMs, deps.timings.chainRetryMinMs * 2 ** Math.min(failures - 1, 30));
      await pause(Math.max(deps.timings.chainRetryMinMs / 10, random() * ceiling));
    }
  }

  const running = run();

  return {
    status,
    /**
     * A new entry: an idle loop looks now; one pausing after a failure keeps its pause. A journal in no chain
     * (or enrolled for another environment) logs nothing, so there is nothing to ship or to say: every sale
     * kicks, and waking the loop for nothing would cost each sale a turn of it (enrolmentChanged wakes it).
     */
    kick(): void {
      if (deps.enrolment()?.environment !== deps.environment) return;
      if (idle) wake?.();
      announce();
    },
    /**
     * An enrolment made or forgotten: the journal starts (or stops) logging at once, so the answer to the
     * manager already counts what waits; then the loop tries now, pause or not.
     */
    enrolmentChanged(): void {
      keepLogging(deps.enrolment());
      wake?.();
      announce();
    },
    async close(): Promise<void> {
      closed = true;
      wake?.();
      // A batch under way ends now (its connection with it) rather than at its deadline; the centre absorbs it
      // if its COMMIT got through, and it is sent again otherwise.
      await dropLink();
      await running;
      await dropLink();
    },
  };
}

export type ChainSync = ReturnType<typeof createChainSync>;
