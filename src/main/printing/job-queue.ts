/**
 * One job at a time per printer: two receipts sent at once to a thermal printer interleave their bytes on
 * paper. Each job gets a deadline; a job past it is aborted, so one dead printer cannot hold the queue.
 */
export function createJobQueue(timeoutMs: number) {
  const tails = new Map<string, Promise<unknown>>();

  return function enqueue<T>(printer: string, job: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const previous = tails.get(printer) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(() => job(AbortSignal.timeout(timeoutMs)));
    tails.set(printer, run);
    // The map keeps only the tail; once it settles with nothing behind it, the printer's entry goes.
    void run.catch(() => undefined).then(() => {
      if (tails.get(printer) === run) tails.delete(printer);
    });
    return run;
  };
}
