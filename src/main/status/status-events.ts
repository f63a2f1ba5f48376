/**
 * Coalesces status announcements: several changes in one turn (a sale's transition and its new balance) make
 * one `status.changed` event, read when the turn is over. A status that cannot be read is a fault to report.
 */
export function createStatusEvents(read: () => void, onFailure: (error: unknown) => void) {
  let queued = false;
  let closed = false;
  return {
    announce(): void {
      if (queued || closed) return;
      queued = true;
      setImmediate(() => {
        queued = false;
        if (closed) return;
        try {
          read();
        } catch (error) {
          onFailure(error);
        }
      });
    },
    close(): void {
      closed = true;
    },
  };
}
