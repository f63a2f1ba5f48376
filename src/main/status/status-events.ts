/**
 * Coalesces status announcements: several changes in one turn (a sale's transition and its new balance) make
 * one `status.changed` event, read when the turn is over; and while changes keep coming (sales one after
 * another, a queue draining) one every `minGapMs` at most, the last change always told. A status read is a
 * few journal queries: read at every turn of a busy till, it took a share of each sale's time for numbers a
 * screen shows no faster than a person reads them. A status that cannot be read is a fault to report.
 */
export const STATUS_MIN_GAP_MS = 100;

export function createStatusEvents(read: () => void, onFailure: (error: unknown) => void, minGapMs = STATUS_MIN_GAP_MS) {
  let queued = false;
  let closed = false;
  let lastRead = -Infinity;
  let timer: NodeJS.Timeout | null = null;

  function readNow(): void {
    queued = false;
    timer = null;
    if (closed) return;
    lastRead = performance.now();
    try {
      read();
    } catch (error) {
      onFailure(error);
    }
  }

  return {
    announce(): void {
      if (queued || closed) return;
      queued = true;
      const wait = lastRead + minGapMs - performance.now();
      if (wait <= 0) setImmediate(readNow);
      else timer = setTimeout(readNow, wait);
    },
    close(): void {
      closed = true;
      if (timer) clearTimeout(timer);
    },
  };
}
