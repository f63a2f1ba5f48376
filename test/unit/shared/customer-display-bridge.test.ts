/** The customer display's preload bridge, over a stand-in for ipcRenderer. */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { CustomerView } from '../../../src/shared/contract';
import { customerDisplayBridge } from '../../../src/shared/customer-display-bridge';
import { CUSTOMER_REPLY_CHANNEL, CUSTOMER_VIEW_CHANNEL } from '../../../src/shared/ipc-channels';

const view: CustomerView = { seq: 1, language: 'en', shop: { name: 'Corner Shop', country: 'US', timeZone: 'America/New_York' }, scene: { kind: 'idle', promotions: [] } };

function fakeIpcRenderer() {
  const emitter = new EventEmitter();
  const sent: { channel: string; payload: unknown }[] = [];
  const ipc = Object.assign(emitter, { send: (channel: string, payload: unknown) => void sent.push({ channel, payload }) });
  return { ipc, sent };
}

describe("the customer display's bridge", () => {
  it('has the two functions and nothing of the contract', () => {
    expect(Object.keys(customerDisplayBridge(fakeIpcRenderer().ipc)).sort()).toEqual(['onView', 'reply']);
  });

  it('hands the page each view alone, never the IPC event, until the listener is removed', () => {
    const { ipc } = fakeIpcRenderer();
    const bridge = customerDisplayBridge(ipc);
    const seen: unknown[][] = [];
    const stop = bridge.onView((...args) => seen.push(args));
    ipc.emit(CUSTOMER_VIEW_CHANNEL, { sender: 'the IPC event' }, view);
    stop();
    ipc.emit(CUSTOMER_VIEW_CHANNEL, { sender: 'the IPC event' }, { ...view, seq: 2 });
    expect(seen).toEqual([[view]]);
  });

  it('keeps the view main sent before the page listened, and hands it over when it does', () => {
    const { ipc } = fakeIpcRenderer();
    const bridge = customerDisplayBridge(ipc);
    // Main attaches the display as the page loads; the page's script, loaded on demand, listens later.
    ipc.emit(CUSTOMER_VIEW_CHANNEL, { sender: 'the IPC event' }, view);
    const seen: CustomerView[] = [];
    bridge.onView((shown) => seen.push(shown));
    ipc.emit(CUSTOMER_VIEW_CHANNEL, { sender: 'the IPC event' }, { ...view, seq: 2 });
    expect(seen.map((shown) => shown.seq)).toEqual([1, 2]);
    expect(ipc.listenerCount(CUSTOMER_VIEW_CHANNEL)).toBe(1);
  });

  it("sends the customer's answer with its two fields only", () => {
    const { ipc, sent } = fakeIpcRenderer();
    customerDisplayBridge(ipc).reply({ id: 'q-1', answer: 'yes', extra: 'dropped' } as never);
    expect(sent).toEqual([{ channel: CUSTOMER_REPLY_CHANNEL, payload: { id: 'q-1', answer: 'yes' } }]);
  });
});
