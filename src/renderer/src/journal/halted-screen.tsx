/**
 * What the till shows instead of selling when its journal cannot be trusted: what happened, where the file
 * is (kept exactly as found), what to do, a way to try again once the fault is fixed, and the backups to
 * restore. Nothing here can start a sale: cash must not be taken for a sale the till cannot record.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { INTACT_JOURNAL, type Halt, type JournalHealth } from '../../../shared/contract';
import { type BridgeError, toBridgeError } from '../bridge/bridge-error';
import { useBridge } from '../bridge-context';
import { ErrorLine } from '../components/error-line';
import { showTime } from '../format';
import { useCall } from '../hooks/use-call';
import { BackupList } from './backup-list';

export function HaltedScreen({ halt, onRecovered }: { halt: Halt | null; onRecovered(): void }) {
  const bridge = useBridge();
  const health = useCall(() => bridge['journal.health'](), [bridge]);
  const backups = useCall(() => bridge['journal.backups'](), [bridge]);
  const [trying, setTrying] = useState(false);
  const [problem, setProblem] = useState<BridgeError | string | null>(null);
  const shown = health.value?.halted ?? halt;
  const heading = useRef<HTMLHeadingElement>(null);
  // The screen the clerk was using is gone: the keyboard (and a screen reader) start again at what happened.
  useEffect(() => heading.current?.focus(), []);

  const after = (next: JournalHealth, still: string) => {
    if (!next.halted) return onRecovered();
    health.set(next);
    backups.reload();
    setProblem(still);
  };
  // Recovered elsewhere meanwhile (another window restored a backup): nothing to wait for here.
  const recoveredElsewhere = useEffectEvent(onRecovered);
  useEffect(() => {
    if (health.value && !health.value.halted) recoveredElsewhere();
  }, [health.value]);

  const tryAgain = async () => {
    setTrying(true);
    setProblem(null);
    try {
      after(await bridge['journal.reopen'](), `Tried again at ${showTime(new Date().toISOString())}: the journal still cannot be used.`);
    } catch (reason) {
      setProblem(toBridgeError(reason));
    } finally {
      setTrying(false);
    }
  };

  return (
    <section className="halted" aria-label="Till stopped">
      <div className="halted-why">
        <h2 ref={heading} tabIndex={-1}>
          The till has stopped taking sales
        </h2>
        <p className="halted-what">{shown?.what ?? 'Reading what happened…'}</p>
        <p>
          The journal file is kept at: <span className="file-path">{shown?.file ?? health.value?.file ?? '…'}</span>
        </p>
        <p>{shown?.advice ?? ''}</p>
        <ErrorLine error={problem ?? health.error} />
        <button type="button" className="button primary wide" disabled={trying} onClick={() => void tryAgain()}>
          {trying ? 'Trying again…' : 'Try again'}
        </button>
      </div>
      <div className="halted-backups">
        <h3>Backups</h3>
        {shown && INTACT_JOURNAL.has(shown.reason) ? (
          // The journal holds sales no backup has: restoring one would set them aside for nothing.
          <p className="hint">The journal itself is not damaged, so no backup is needed: fix the cause above, then press Try again.</p>
        ) : (
          <BackupList backups={backups} folder={health.value?.backups.folder ?? null} onRestored={(next) => after(next, 'The backup was restored, but the till still cannot use it.')} />
        )}
      </div>
    </section>
  );
}
