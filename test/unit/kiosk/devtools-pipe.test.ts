import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
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

  it('resolves a wait for an event when it comes', async () => {
    const fromBrowser = new PassThrough();
    const pipe = devtoolsPipe(new PassThrough(), fromBrowser);
    const loaded = pipe.next('Page.loadEventFired');
    fromBrowser.write(`${JSON.stringify({ method: 'Page.loadEventFired', params: {} })}\0`);
    await expect(loaded).resolves.toBeUndefined();
  });
});
