/**
 * The customer display window's wiring with stand-ins: plain objects for the window and its contents, a door
 * that records who is attached, a stand-in for ipcMain. The window roles and the sender check are the real ones.
 */
import { EventEmitter } from 'node:events';
import type { Rectangle } from 'electron';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../../src/main/logger';
import { appEntryUrl, customerPageUrl } from '../../../src/main/shell/app-origin';
import { bindCustomerReplies, createCustomerDisplayShell, type DisplayWindow, type IpcListenerRegistry } from '../../../src/main/shell/customer-display';
import type { DisplayLike } from '../../../src/main/shell/customer-screens';
import { bindContractToIpc, type IpcHandlerRegistry, UNTRUSTED_SENDER } from '../../../src/main/shell/ipc-bridge';
import { isTrustedSender, type IpcSender } from '../../../src/main/shell/ipc-sender-check';
import { createWindowRoles } from '../../../src/main/shell/window-roles';
import type { CustomerView } from '../../../src/shared/contract';
import { CUSTOMER_REPLY_CHANNEL } from '../../../src/shared/ipc-channels';
import type { IpcResult } from '../../../src/shared/ipc-channels';

const entry = appEntryUrl(undefined);
const clerk: DisplayLike = { id: 1, label: 'Built-in', bounds: { x: 0, y: 0, width: 1440, height: 900 } };
const customer: DisplayLike = { id: 7, label: 'Customer', bounds: { x: 1440, y: 0, width: 800, height: 480 } };
const other: DisplayLike = { id: 9, label: 'Other', bounds: { x: -1920, y: 0, width: 1920, height: 1080 } };
const view = (seq: number): CustomerView => ({ seq, language: 'en', shop: { name: 'Corner Shop', country: 'US', timeZone: 'America/New_York' }, scene: { kind: 'idle', promotions: [] } });

interface FakeContents {
  name: string;
}

/** A window that records what it is told and lets the test fire its page's events. */
class FakeWindow extends EventEmitter implements DisplayWindow<FakeContents> {
  readonly sent: CustomerView[] = [];
  readonly placed: Rectangle[] = [];
  closed = false;
  constructor(
    readonly contents: FakeContents,
    readonly bounds: Rectangle,
  ) {
    super();
  }
  send(view: CustomerView) {
    this.sent.push(view);
  }
  place(bounds: Rectangle) {
    this.placed.push(bounds);
  }
  close() {
    // Electron says 'closed' later, not inside close().
    this.closed = true;
  }
  override on(event: 'load' | 'gone' | 'closed', listener: () => void): this {
    return super.on(event, listener);
  }
}

/** The core's door: a display attached is told the present view at once. */
function fakeDoor() {
  const listeners = new Set<(view: CustomerView) => void>();
  let seq = 0;
  return {
    attach(listener: (view: CustomerView) => void) {
      listeners.add(listener);
      listener(view(seq));
      return () => void listeners.delete(listener);
    },
    push: () => listeners.forEach((listener) => listener(view(++seq))),
    get attached() {
      return listeners.size;
    },
  };
}

function setUp() {
  const door = fakeDoor();
  const roles = createWindowRoles<FakeContents>();
  const windows: FakeWindow[] = [];
  const shell = createCustomerDisplayShell<FakeContents>({
    door,
    open: (bounds) => {
      const window = new FakeWindow({ name: `display ${windows.length + 1}` }, bounds);
      windows.push(window);
      return window;
    },
    track: (contents, alive) => roles.set(contents, alive ? 'customer-display' : null),
  });
  return { door, roles, windows, shell };
}

/** The display open on its screen with its page loaded. */
function loaded() {
  const set = setUp();
  set.shell.follow([clerk, customer], 7, 1);
  set.windows[0]!.emit('load');
  return { ...set, window: set.windows[0]! };
}

describe('the customer display window follows the setting and the screens', () => {
  it('opens on the chosen screen, is sent the present view once its page has loaded, then every new one', () => {
    const { door, windows, shell } = setUp();
    expect(shell.follow([clerk, customer], 7, 1)).toEqual({ action: 'open', bounds: customer.bounds });
    expect(windows).toHaveLength(1);
    expect(windows[0]!.bounds).toEqual(customer.bounds);
    expect(door.attached).toBe(0);
    windows[0]!.emit('load');
    door.push();
    expect(windows[0]!.sent.map((sent) => sent.seq)).toEqual([0, 1]);
  });

  it('attaches afresh on a reload, never twice, and lets go when the page crashes', () => {
    const { door, window } = loaded();
    window.emit('load');
    expect(door.attached).toBe(1);
    window.emit('gone');
    expect(door.attached).toBe(0);
    door.push();
    expect(window.sent.map((sent) => sent.seq)).toEqual([0, 0]);
  });

  it('closes when its screen is unplugged and reopens a new window when it comes back', () => {
    const { door, roles, windows, shell } = loaded();
    expect(shell.follow([clerk], 7, 1)).toEqual({ action: 'close' });
    expect(windows[0]!.closed).toBe(true);
    expect(door.attached).toBe(0);
    windows[0]!.emit('closed');
    expect(roles.isCustomerDisplay(windows[0]!.contents)).toBe(false);
    expect(shell.follow([clerk, customer], 7, 1)).toEqual({ action: 'open', bounds: customer.bounds });
    expect(windows).toHaveLength(2);
    expect(roles.isCustomerDisplay(windows[1]!.contents)).toBe(true);
  });

  it("moves to another chosen screen and refits to its screen's new bounds, the same window", () => {
    const { windows, shell } = setUp();
    shell.follow([clerk, customer, other], 7, 1);
    expect(shell.follow([clerk, customer, other], 9, 1)).toEqual({ action: 'move', bounds: other.bounds });
    const rotated = { ...other, bounds: { ...other.bounds, width: 1080, height: 1920 } };
    shell.follow([clerk, customer, rotated], 9, 1);
    expect(shell.follow([clerk, customer, rotated], 9, 1)).toEqual({ action: 'none' });
    expect(windows).toHaveLength(1);
    expect(windows[0]!.placed).toEqual([other.bounds, rotated.bounds]);
  });

  it('closes when the choice is cleared, and a follow before Electron says "closed" opens afresh', () => {
    const { windows, shell } = setUp();
    shell.follow([clerk, customer], 7, 1);
    shell.follow([clerk, customer], null, 1);
    expect(shell.follow([clerk, customer], 7, 1)).toEqual({ action: 'open', bounds: customer.bounds });
    // The first window's late 'closed' does not forget the second.
    windows[0]!.emit('closed');
    expect(shell.follow([clerk], 7, 1)).toEqual({ action: 'close' });
    expect(windows[1]!.closed).toBe(true);
  });

  it("forgets a window closed from outside (the counter's window closing it, the system)", () => {
    const { door, window, shell } = loaded();
    window.emit('closed');
    expect(door.attached).toBe(0);
    expect(shell.follow([clerk, customer], 7, 1).action).toBe('open');
  });
});

/** ipcMain as both registries, with senders described as describeSender would. */
interface FakeEvent {
  sender: FakeContents;
  frameUrl: string | null;
  isMainFrame: boolean;
}

function fakeIpcMain() {
  const listeners = new Map<string, (event: FakeEvent, payload: unknown) => void>();
  const handlers = new Map<string, (event: FakeEvent, input: unknown) => Promise<IpcResult>>();
  const registry: IpcListenerRegistry<FakeEvent> & IpcHandlerRegistry<FakeEvent> = {
    on: (channel, listener) => void listeners.set(channel, listener),
    removeListener: (channel) => void listeners.delete(channel),
    handle: (channel, handler) => void handlers.set(channel, handler),
    removeHandler: (channel) => void handlers.delete(channel),
  };
  return { registry, listeners, handlers };
}

describe("the display window's doors", () => {
  function wired() {
    const { roles, windows, shell } = setUp();
    shell.follow([clerk, customer], 7, 1);
    const display = windows[0]!.contents;
    const counter: FakeContents = { name: 'counter' };
    const printing: FakeContents = { name: 'print' };
    roles.set(counter, 'counter');
    roles.set(printing, 'print');
    const described = (event: FakeEvent, isOurs: (contents: FakeContents) => boolean): IpcSender => ({ frameUrl: event.frameUrl, isMainFrame: event.isMainFrame, fromTillWindow: isOurs(event.sender) });
    const ipc = fakeIpcMain();
    const replies: unknown[] = [];
    let handedBack = 0;
    bindCustomerReplies(ipc.registry, {
      door: { reply: (input) => void replies.push(input) },
      isDisplay: (event) => isTrustedSender(described(event, roles.isCustomerDisplay), entry),
      logger: silentLogger,
      afterReply: () => handedBack++,
    });
    const calls: string[] = [];
    bindContractToIpc(ipc.registry, {
      till: { call: async (method) => void calls.push(method) },
      isTrusted: (event) => isTrustedSender(described(event, roles.mayUseContract), entry),
    });
    const from = (sender: FakeContents, frameUrl = sender === display ? customerPageUrl(entry) : entry.href, isMainFrame = true): FakeEvent => ({ sender, frameUrl, isMainFrame });
    const reply = (event: FakeEvent, payload: unknown) => ipc.listeners.get(CUSTOMER_REPLY_CHANNEL)!(event, payload);
    const call = (event: FakeEvent) => ipc.handlers.get('till:settings.get')!(event, {});
    return { display, counter, printing, from, reply, call, replies, calls, handedBack: () => handedBack, roles, windows };
  }

  it("passes the display's answer to the core and gives the keyboard back to the clerk", () => {
    const { display, from, reply, replies, handedBack } = wired();
    reply(from(display), { id: 'q-1', answer: 'yes' });
    expect(replies).toEqual([{ id: 'q-1', answer: 'yes' }]);
    expect(handedBack()).toBe(1);
  });

  it('takes no answer from the counter, a print window, a sub-frame of the display or a foreign page in it', () => {
    const { display, counter, printing, from, reply, replies } = wired();
    reply(from(counter), { id: 'q-1', answer: 'yes' });
    reply(from(printing), { id: 'q-1', answer: 'yes' });
    reply(from(display, customerPageUrl(entry), false), { id: 'q-1', answer: 'yes' });
    reply(from(display, 'https://evil.example/customer'), { id: 'q-1', answer: 'yes' });
    expect(replies).toEqual([]);
  });

  it('takes no answer from the display once its window is closed', () => {
    const { display, from, reply, replies, windows } = wired();
    windows[0]!.emit('closed');
    reply(from(display), { id: 'q-1', answer: 'no' });
    expect(replies).toEqual([]);
  });

  it('is never trusted by the contract, while the counter and the print windows are', async () => {
    const { display, counter, printing, from, call, calls } = wired();
    expect(await call(from(display))).toEqual({ error: UNTRUSTED_SENDER });
    expect(await call(from(display, entry.href))).toEqual({ error: UNTRUSTED_SENDER });
    expect(await call(from(counter))).toEqual({ value: undefined });
    expect(await call(from(printing))).toEqual({ value: undefined });
    expect(calls).toEqual(['settings.get', 'settings.get']);
  });

  it('survives an answer the core refuses', () => {
    const ipc = fakeIpcMain();
    const warnings: string[] = [];
    bindCustomerReplies(ipc.registry, {
      door: {
        reply: () => {
          throw new Error('not a CustomerReply');
        },
      },
      isDisplay: () => true,
      logger: { ...silentLogger, warn: (message) => warnings.push(message) },
    });
    expect(() => ipc.listeners.get(CUSTOMER_REPLY_CHANNEL)!({ sender: { name: 'display' }, frameUrl: null, isMainFrame: true }, 'garbage')).not.toThrow();
    expect(warnings).toEqual(['refused a customer answer']);
  });
});
