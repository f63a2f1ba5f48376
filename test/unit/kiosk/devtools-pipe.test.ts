import { PassThrough } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { devtoolsPipe, nulMessages } from '../../../scripts/kiosk/devtools-pipe';

describe('the DevTools pipe', () => {
  it('splits NUL-ended messages, one split across chunks put back together', () => {
    const got: string[] = [];
    const feed = nulMessages((text) => got.push(text));
    feed(Buffer.from('{"a":1}\0{"b":'));
    feed(Buffer.from('2}\0'));
    expect(got).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('answers each command by its id, to its session, and fails them all when Chromium closes the pipe', async () => {
    const toBrowser = new PassThrough();
    const fromBrowser = new PassThrough();
    const sent: Array<{ id: number; method: string; sessionId?: string }> = [];
    toBrowser.on('data', nulMessages((text) => sent.push(JSON.parse(text))));
    const pipe = devtoolsPipe(toBrowser, fromBrowser);
    const first = pipe.send('Target.getTargets');
    const second = pipe.send('Page.navigate', { url: 'about:blank' }, 'S1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent.map(({ method, sessionId }) => [method, sessionId])).toEqual([
      ['Target.getTargets', undefined],
      ['Page.navigate', 'S1'],
    ]);
    fromBrowser.write(`${JSON.stringify({ id: sent[1]!.id, result: { frameId: 'F' } })}\0`);
    expect(await second).toEqual({ frameId: 'F' });
    fromBrowser.destroy();
    await expect(first).rejects.toThrow('Chromium closed its DevTools pipe');
  });

  it('resolves a wait for an event when it comes, and fails it when Chromium closes the pipe', async () => {
    const fromBrowser = new PassThrough();
    const pipe = devtoolsPipe(new PassThrough(), fromBrowser);
    const loaded = pipe.next('Page.loadEventFired', 60_000);
    fromBrowser.write(`${JSON.stringify({ method: 'Page.loadEventFired', params: {} })}\0`);
    await expect(loaded).resolves.toBeUndefined();
    const never = pipe.next('Page.loadEventFired', 60_000);
    fromBrowser.destroy();
    await expect(never).rejects.toThrow('Chromium closed its DevTools pipe');
  });

  it('gives up a wait for an event that does not come in its time', async () => {
    vi.useFakeTimers();
    try {
      const pipe = devtoolsPipe(new PassThrough(), new PassThrough());
      const loaded = pipe.next('Page.loadEventFired', 60_000);
      vi.advanceTimersByTime(60_000);
      await expect(loaded).rejects.toThrow('Chromium sent no Page.loadEventFired in 60000 ms');
    } finally {
      vi.useRealTimers();
    }
  });
});
