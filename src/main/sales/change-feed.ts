/**
 * Changes told after the turn that made them: pushed in order, delivered in that order once the turn is over
 * (setImmediate, so after the answers and requests the turn set off), each exactly once. `flush` delivers what
 * is waiting at once, for a close that must not lose any. A delivery that throws is reported and the next goes on.
 */
export function createChangeFeed<T>(deliver: (change: T) => void, onError: (error: unknown, change: T) => void) {
  let waiting: T[] = [];
  let scheduled: NodeJS.Immediate | null = null;

  function flush(): void {
    if (scheduled) clearImmediate(scheduled);
    scheduled = null;
    // Delivering may push more (a watcher that changes a sale): those follow in the next batch, still in order.
    const batch = waiting;
    waiting = [];
    for (const change of batch) {
      try {
        deliver(change);
      } catch (error) {
        onError(error, change);
      }
    }
  }

  return {
    push(change: T): void {
      waiting.push(change);
      scheduled ??= setImmediate(flush);
    },
    flush,
  };
}
