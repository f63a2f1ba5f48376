/** Timeouts owned by a service, so that closing it leaves nothing behind to fire on a closed journal. */
export interface Timers {
  after(ms: number, run: () => void, key?: string): void;
  cancel(key: string): void;
  clear(): void;
}

export function createTimers(): Timers {
  const keyed = new Map<string, NodeJS.Timeout>();
  const loose = new Set<NodeJS.Timeout>();
  let closed = false;
  return {
    after(ms, run, key) {
      if (closed) return;
      if (key !== undefined) {
        const existing = keyed.get(key);
        if (existing) clearTimeout(existing);
      }
      const timer = setTimeout(
        () => {
          if (key !== undefined) keyed.delete(key);
          else loose.delete(timer);
          run();
        },
        Math.max(0, ms),
      );
      timer.unref?.();
      if (key !== undefined) keyed.set(key, timer);
      else loose.add(timer);
    },
    cancel(key) {
      const timer = keyed.get(key);
      if (timer) clearTimeout(timer);
      keyed.delete(key);
    },
    clear() {
      closed = true;
      for (const timer of [...keyed.values(), ...loose]) clearTimeout(timer);
      keyed.clear();
      loose.clear();
    },
  };
}
