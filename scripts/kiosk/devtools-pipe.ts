/**
 * Chromium's DevTools protocol over `--remote-debugging-pipe` (it reads commands on its fd 3 and answers on fd 4,
 * each message JSON ended by a NUL). The kiosk opens the till's address this way, so the address and its token are
 * never on Chromium's command line (which `ps` shows every user of the machine), and no debugging port is open
 * for another program to drive the browser.
 */
import type { Readable, Writable } from 'node:stream';

interface Answer {
  id?: number;
  sessionId?: string;
  method?: string;
  result?: Record<string, unknown>;
  error?: { message: string };
}

export interface DevtoolsPipe {
  /** Sends one command (to the browser, or to a page's session) and resolves with its result. */
  send(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<Record<string, unknown>>;
  /** Resolves at the next event of that name (from any session); rejects if none comes in `withinMs` or the pipe closes. */
  next(method: string, withinMs: number): Promise<void>;
}

/** Splits the NUL-ended messages of the stream; a message split across chunks is put back together. */
export function nulMessages(onMessage: (text: string) => void): (chunk: Buffer) => void {
  let rest = Buffer.alloc(0);
  return (chunk) => {
    rest = Buffer.concat([rest, chunk]);
    for (let end = rest.indexOf(0); end !== -1; end = rest.indexOf(0)) {
      onMessage(rest.subarray(0, end).toString('utf8'));
      rest = rest.subarray(end + 1);
    }
  };
}

export function devtoolsPipe(toBrowser: Writable, fromBrowser: Readable): DevtoolsPipe {
  let lastId = 0;
  const pending = new Map<number, { resolve(result: Record<string, unknown>): void; reject(error: Error): void }>();
  const waiting = new Map<string, Array<{ resolve(): void; reject(error: Error): void }>>();
  const closed = new Error('Chromium closed its DevTools pipe');
  fromBrowser.on(
    'data',
    nulMessages((text) => {
      const answer = JSON.parse(text) as Answer;
      if (answer.id !== undefined) {
        const call = pending.get(answer.id);
        pending.delete(answer.id);
        if (answer.error) call?.reject(new Error(answer.error.message));
        else call?.resolve(answer.result ?? {});
      } else if (answer.method) {
        const waits = waiting.get(answer.method) ?? [];
        waiting.delete(answer.method);
        for (const wait of waits) wait.resolve();
      }
    }),
  );
  fromBrowser.on('close', () => {
    for (const call of pending.values()) call.reject(closed);
    pending.clear();
    for (const wait of [...waiting.values()].flat()) wait.reject(closed);
    waiting.clear();
  });
  // A write after Chromium died fails here, and the command's promise is already rejected by 'close'.
  toBrowser.on('error', () => {});
  return {
    send: (method, params = {}, sessionId) =>
      new Promise((resolve, reject) => {
        if (fromBrowser.destroyed) return reject(closed);
        const id = ++lastId;
        pending.set(id, { resolve, reject });
        toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
      }),
    next: (method, withinMs) =>
      new Promise((resolve, reject) => {
        if (fromBrowser.destroyed) return reject(closed);
        const timer = setTimeout(() => {
          waiting.set(method, (waiting.get(method) ?? []).filter((each) => each !== wait));
          reject(new Error(`Chromium sent no ${method} in ${withinMs} ms`));
        }, withinMs);
        const wait = {
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
          reject: (error: Error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        waiting.set(method, [...(waiting.get(method) ?? []), wait]);
      }),
  };
}

/** Far beyond a page of the till loading from loopback on a slow mini-PC. */
const PAGE_LOAD_MS = 60_000;

/**
 * Opens `url` in the browser's one page, loaded afresh: the till's page keeps its token from the first load, so a
 * web host started again (with a new token) needs a new document, not a change of the address's fragment.
 */
export async function openInPage(pipe: DevtoolsPipe, url: string): Promise<void> {
  const { targetInfos } = (await pipe.send('Target.getTargets')) as { targetInfos: Array<{ targetId: string; type: string }> };
  const page = targetInfos.find((target) => target.type === 'page');
  if (!page) throw new Error('Chromium has no page to open the till in');
  const { sessionId } = (await pipe.send('Target.attachToTarget', { targetId: page.targetId, flatten: true })) as { sessionId: string };
  await pipe.send('Page.enable', {}, sessionId);
  for (const address of ['about:blank', url]) {
    // A page that never loads (Chromium stuck) is opened again by the caller rather than waited on for ever.
    const loaded = pipe.next('Page.loadEventFired', PAGE_LOAD_MS);
    await pipe.send('Page.navigate', { url: address }, sessionId);
    await loaded;
  }
  await pipe.send('Target.detachFromTarget', { sessionId });
}
