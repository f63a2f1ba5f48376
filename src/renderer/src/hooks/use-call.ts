/**
 * One bridge call's answer for a component: loaded on mount and whenever `reload()` is called, with the
 * last error kept for display. A reply that arrives after a newer request began is ignored.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { type BridgeError, toBridgeError } from '../bridge/bridge-error';

export interface CallState<T> {
  value: T | null;
  error: BridgeError | null;
  loading: boolean;
  reload(): void;
  /** Replaces the value directly, e.g. from an event that carries the new one. */
  set(value: T): void;
}

export function useCall<T>(load: () => Promise<T>, dependencies: readonly unknown[]): CallState<T> {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<BridgeError | null>(null);
  const [loading, setLoading] = useState(true);
  const generation = useRef(0);
  // `dependencies` says when `load` asks for something new (as with useEffect); a new closure alone does not.
  const run = useCallback(load, dependencies);

  const reload = useCallback(() => {
    const mine = ++generation.current;
    setLoading(true);
    run().then(
      (result) => {
        if (mine !== generation.current) return;
        setValue(result);
        setError(null);
        setLoading(false);
      },
      (reason: unknown) => {
        if (mine !== generation.current) return;
        setError(toBridgeError(reason));
        setLoading(false);
      },
    );
  }, [run]);

  useEffect(reload, [reload]);
  const set = useCallback((next: T) => {
    generation.current++;
    setValue(next);
    setError(null);
    setLoading(false);
  }, []);
  return { value, error, loading, reload, set };
}
