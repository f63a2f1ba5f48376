// @vitest-environment happy-dom
/**
 * The customer display's connection: the desktop window's preload (a stand-in on window.customerDisplay), or the
 * web host's stream with the display's token from the page address (the browser's EventSource and fetch stood
 * in for). Views never step back to an older one; a new connection starts counting again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerReply, CustomerView } from '@shared/contract';
import { connectCustomerFeed, type FeedState } from '../../../../src/renderer/src/data/customer-feed';

const view = (seq: number): CustomerView => ({ seq, language: 'en', shop: { name: 'Corner Shop', country: 'US', timeZone: 'UTC' }, scene: { kind: 'idle', promotions: [] } });

afterEach(() => {
  delete (window as { customerDisplay?: unknown }).customerDisplay;
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/customer');
  vi.unstubAllGlobals();
});

function watch() {
  const feed = connectCustomerFeed();
  if (!feed) throw new Error('no feed');
  const seen: number[] = [];
  const states: FeedState[] = [];
  const stop = feed.watch(
    (each) => void seen.push(each.seq),
    (state) => void states.push(state),
  );
  return { feed, seen, states, stop };
}

describe('in the desktop app', () => {
  it("follows the display window's preload, dropping a view older than the one shown", () => {
    let told: (view: CustomerView) => void = () => undefined;
    const replies: CustomerReply[] = [];
    (window as { customerDisplay?: unknown }).customerDisplay = {
      onView(listener: (view: CustomerView) => void) {
        told = listener;
        return () => undefined;
      },
      reply: (reply: CustomerReply) => void replies.push(reply),
    };
    const { feed, seen, states } = watch();
    expect(states).toEqual(['open']);
    for (const seq of [1, 3, 2, 3, 4]) told(view(seq));
    expect(seen).toEqual([1, 3, 4]);
    feed.reply({ id: 'question-1', answer: 'yes' });
    expect(replies).toEqual([{ id: 'question-1', answer: 'yes' }]);
  });
});

describe('in a browser', () => {
  /** EventSource as the browser has it, driven by the test. */
  class HandEventSource {
    static last: HandEventSource | null = null;
    onopen: (() => void) | null = null;
    onerror: (() => void) | null = null;
    closed = false;
    private readonly listeners = new Map<string, (message: { data: string }) => void>();
    constructor(readonly url: string) {
      HandEventSource.last = this;
    }
    addEventListener(event: string, listener: (message: { data: string }) => void) {
      this.listeners.set(event, listener);
    }
    close() {
      this.closed = true;
    }
    send(each: CustomerView) {
      this.listeners.get('customer.view')?.({ data: JSON.stringify(each) });
    }
  }

  it('is nothing without the display token', () => {
    expect(connectCustomerFeed()).toBeNull();
  });

  it('takes the token from the address, keeps it for this tab, and clears it from the address', () => {
    window.history.replaceState(null, '', '/customer#token=display-token-1');
    expect(connectCustomerFeed()).not.toBeNull();
    expect(window.location.hash).toBe('');
    expect(window.sessionStorage.getItem('till.customer-token')).toBe('display-token-1');
    // A reload of the display window finds it again.
    expect(connectCustomerFeed()).not.toBeNull();
  });

  it('reads the views of its own stream, counting again on each new connection (a till restarted)', () => {
    vi.stubGlobal('EventSource', HandEventSource);
    window.history.replaceState(null, '', '/customer#token=display-token-1');
    const { seen, states, stop } = watch();
    const source = HandEventSource.last!;
    expect(source.url).toBe('/customer/events?token=display-token-1');
    source.onopen?.();
    source.send(view(5));
    source.send(view(4));
    source.onerror?.();
    source.onopen?.();
    source.send(view(1));
    expect(seen).toEqual([5, 1]);
    expect(states).toEqual(['connecting', 'open', 'lost', 'open']);
    stop();
    expect(source.closed).toBe(true);
  });

  it("sends the customer's answer with the display's token, and shrugs off a failed one", async () => {
    const posted: Array<{ url: string; init: RequestInit }> = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      posted.push({ url, init });
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    window.history.replaceState(null, '', '/customer#token=display-token-1');
    connectCustomerFeed()!.reply({ id: 'question-1', answer: 'no' });
    await Promise.resolve();
    expect(posted).toEqual([
      { url: '/customer/reply', init: { method: 'POST', headers: { 'content-type': 'application/json', 'x-till-token': 'display-token-1' }, body: '{"id":"question-1","answer":"no"}' } },
    ]);
  });
});
