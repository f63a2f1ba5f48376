/** The contract over IPC, driven through a stand-in for ipcMain with the real core behind it. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/main/logger';
import { bindContractToIpc, forwardEvents, type IpcHandlerRegistry, UNTRUSTED_SENDER } from '../../../src/main/shell/ipc-bridge';
import { createTill, type Till } from '../../../src/main/till';
import { METHOD_NAMES, type Sale } from '../../../src/shared/contract';
import { EVENT_CHANNEL, type IpcResult } from '../../../src/shared/ipc-channels';
import { NOBODY } from '../../../src/shared/actor';

interface FakeEvent {
  trusted: boolean;
}
type Handler = (event: FakeEvent, input: unknown) => Promise<IpcResult>;

function fakeIpcMain() {
  const handlers = new Map<string, Handler>();
  const registry: IpcHandlerRegistry<FakeEvent> = {
    handle: (channel, listener) => {
      if (handlers.has(channel)) throw new Error(`second handler for ${channel}`);
      handlers.set(channel, listener);
    },
    removeHandler: (channel) => handlers.delete(channel),
  };
  const invoke = (channel: string, input: unknown, trusted = true) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler({ trusted }, input);
  };
  return { registry, handlers, invoke };
}

let dataDir: string;
let till: Till;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'till-ipc-'));
  till = await createTill({ dataDir, environment: 'training', logger: silentLogger });
});
afterAll(async () => {
  await till.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the contract over IPC', () => {
  it('binds one handler per contract method and removes them all again', () => {
    const ipc = fakeIpcMain();
    const unbind = bindContractToIpc(ipc.registry, { till, isTrusted: (event) => event.trusted });
    expect([...ipc.handlers.keys()].sort()).toEqual(METHOD_NAMES.map((method) => `till:${method}`).sort());
    unbind();
    expect(ipc.handlers.size).toBe(0);
  });

  it('answers a trusted call with its value, and an untrusted one with nothing but a refusal', async () => {
    const ipc = fakeIpcMain();
    const warnings: string[] = [];
    bindContractToIpc(ipc.registry, { till, isTrusted: (event) => event.trusted, logger: { ...silentLogger, warn: (message) => warnings.push(message) } });
    expect(await ipc.invoke('till:status.get', undefined)).toMatchObject({ value: { environment: 'training' } });
    expect(await ipc.invoke('till:settings.get', undefined, false)).toEqual({ error: UNTRUSTED_SENDER });
    expect(warnings).toEqual(['refused an IPC call from an untrusted sender']);
  });

  it('answers a failure with its error body as a value, fields included, since Electron would drop them from a thrown error', async () => {
    const ipc = fakeIpcMain();
    bindContractToIpc(ipc.registry, { till, isTrusted: () => true });
    const result = await ipc.invoke('till:operators.detect', { country: 'Narnia', number: '1' });
    expect(result).toMatchObject({ error: { code: 'INVALID_INPUT', fields: { country: expect.any(String), number: expect.any(String) } } });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });

  it('tells the shell after each successful call, e.g. to apply a kiosk setting', async () => {
    const ipc = fakeIpcMain();
    const told: string[] = [];
    bindContractToIpc(ipc.registry, { till, isTrusted: () => true, afterCall: (method) => told.push(method) });
    await ipc.invoke('till:settings.update', { shop: { kiosk: false } });
    await ipc.invoke('till:sales.get', { id: 'none' });
    expect(told).toEqual(['settings.update']);
  });

  it("forwards the core's events to the window on one channel until unsubscribed", async () => {
    const sent: { channel: string; event: string; payload: unknown }[] = [];
    const stop = forwardEvents(till.events, (channel, event, payload) => sent.push({ channel, event, payload }));
    // Listening before the sale exists: the training service may settle it before create's answer arrives.
    const settled = new Promise<string>((resolve) => {
      const off = till.events.on('sale.updated', (updated) => {
        if (updated.state !== 'succeeded') return;
        off();
        resolve(updated.id);
      });
    });
    const { operator } = await till.handlers['operators.detect']({ country: 'US', number: '2015550123' }, NOBODY);
    const sale = await till.handlers['sales.create']({ operatorId: operator.id, amount: '10', useLocalAmount: false, recipient: { country: 'US', number: '2015550123' } }, NOBODY);
    expect(await settled).toBe(sale.id);
    stop();
    const forwarded = sent.filter((message) => message.event === 'sale.updated' && (message.payload as Sale).id === sale.id);
    expect(forwarded.every((message) => message.channel === EVENT_CHANNEL)).toBe(true);
    expect(forwarded.map((message) => (message.payload as Sale).state)).toContain('succeeded');
  });
});
