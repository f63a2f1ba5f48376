/**
 * At most `running` tasks at once and `waiting` more queued, first come first served; past that a task is turned
 * away at once (null), so a flood of sign-ins cannot pile scrypt work (32 MiB and a core each) without end.
 */
export interface BoundedWork {
  /** The task's promise, or null when it was turned away. */
  run<T>(task: () => Promise<T>): Promise<T> | null;
}

export function createBoundedWork(running: number, waiting: number): BoundedWork {
  let active = 0;
  const queue: Array<() => void> = [];
  // A finished task hands its place straight to the next one waiting, so none can slip in between.
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };
  const go = async <T>(task: () => Promise<T>): Promise<T> => {
    try {
      return await task();
    } finally {
      release();
    }
  };
  return {
    run(task) {
      if (active < running) {
        active += 1;
        return go(task);
      }
      if (queue.length >= waiting) return null;
      return new Promise<void>((resolve) => queue.push(resolve)).then(() => go(task));
    },
  };
}
