/**
 * One way to run what the clerk presses: `busy` while it runs, its failure kept as a BridgeError for the error
 * line, and a second press while it runs does nothing. The guard is a ref, not `busy`: two taps in one frame
 * both see the same render's `busy`. Each run starts by forgetting the last failure.
 */
import { useCallback, useRef, useState } from 'react';
import { type BridgeError, toBridgeError } from './bridge/bridge-error';

export interface Action<Args extends unknown[]> {
  busy: boolean;
  error: BridgeError | null;
  /** Runs the action unless it is running already; never rejects (a failure lands in `error`). */
  run(...args: Args): Promise<void>;
  /** Forgets the last failure: another action sharing the same error line spoke since. */
  reset(): void;
}

export interface ActionOptions {
  /**
   * It succeeds at most once: after a success it stays busy for good while the screen moves on (cash taken
   * for a sale, a backup restored), so nothing can press it again meanwhile.
   */
  once?: boolean;
  /** What follows a failure, after it is shown and while the action still counts as busy. */
  afterFailure?(error: BridgeError): Promise<void> | void;
}

export function useAction<Args extends unknown[]>(perform: (...args: Args) => Promise<unknown>, options: ActionOptions = {}): Action<Args> {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<BridgeError | null>(null);
  const running = useRef(false);

  const run = async (...args: Args) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(null);
    let succeeded = false;
    try {
      await perform(...args);
      succeeded = true;
    } catch (reason) {
      const failure = toBridgeError(reason);
      setError(failure);
      await options.afterFailure?.(failure);
    } finally {
      if (!succeeded || !options.once) {
        running.current = false;
        setBusy(false);
      }
    }
  };
  const reset = useCallback(() => setError(null), []);
  return { busy, error, run, reset };
}
