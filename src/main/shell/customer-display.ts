/**
 * The desktop app's customer display window, kept to the setting and the screens, and its door into the core:
 * while its page is loaded it is attached to `till.customer` (the present view at once, then each new one), and
 * the customer's answer comes back on a channel only that window may use. No Electron here (the window itself is
 * ./customer-window.ts), so the tests drive it with plain objects.
 */
import type { Rectangle } from 'electron';
import type { CustomerView } from '../../shared/contract';
import { CUSTOMER_REPLY_CHANNEL } from '../../shared/ipc-channels';
import type { CustomerDisplayDoor } from '../customer/display-door';
import type { Unsubscribe } from '../events';
import type { Logger } from '../logger';
import { customerWindowPlan, type CustomerWindowPlan, type DisplayLike } from './customer-screens';

/** One open display window, as the controller drives it. */
export interface DisplayWindow<C> {
  readonly contents: C;
  send(view: CustomerView): void;
  /** Full screen on other bounds (another screen, or its own resized). */
  place(bounds: Rectangle): void;
  close(): void;
  /** 'load': its page (re)loaded; 'gone': its page crashed or was killed; 'closed': the window is gone. */
  on(event: 'load' | 'gone' | 'closed', listener: () => void): void;
}

export interface CustomerDisplayShellPlan<C> {
  door: Pick<CustomerDisplayDoor, 'attach'>;
  open(bounds: Rectangle): DisplayWindow<C>;
  /** Told of the window's contents while it lives, so the reply check knows it (and the contract's does not). */
  track(contents: C, alive: boolean): void;
}

export interface CustomerDisplayShell {
  /** Opens, moves or closes the window to match the chosen screen among those connected; says which it did. */
  follow(screens: readonly DisplayLike[], screenId: number | null, clerkScreenId: number | null): CustomerWindowPlan;
  close(): void;
}

interface Placed<C> {
  window: DisplayWindow<C>;
  bounds: Rectangle;
  detach: Unsubscribe | null;
}

export function createCustomerDisplayShell<C>(plan: CustomerDisplayShellPlan<C>): CustomerDisplayShell {
  let current: Placed<C> | null = null;

  const detach = (placed: Placed<C>) => {
    placed.detach?.();
    placed.detach = null;
  };

  function open(bounds: Rectangle): void {
    const window = plan.open(bounds);
    const placed: Placed<C> = { window, bounds, detach: null };
    plan.track(window.contents, true);
    window.on('load', () => {
      // A reload attaches afresh: the display draws the present view at once, never two streams.
      detach(placed);
      placed.detach = plan.door.attach((view) => window.send(view));
    });
    // A crashed page is no display: the core must not count it as connected and wait for its yes.
    window.on('gone', () => detach(placed));
    window.on('closed', () => {
      detach(placed);
      plan.track(window.contents, false);
      if (current === placed) current = null;
    });
    current = placed;
  }

  function close(): void {
    const placed = current;
    if (!placed) return;
    // Detached and forgotten now, not when Electron's 'closed' comes: a follow in between opens afresh.
    current = null;
    detach(placed);
    placed.window.close();
  }

  return {
    follow(screens, screenId, clerkScreenId) {
      const next = customerWindowPlan(screens, screenId, current?.bounds ?? null, clerkScreenId);
      switch (next.action) {
        case 'open':
          open(next.bounds);
          break;
        case 'move':
          if (current) {
            current.window.place(next.bounds);
            current.bounds = next.bounds;
          }
          break;
        case 'close':
          close();
          break;
        case 'none':
          break;
        default:
          return unreachable(next);
      }
      return next;
    },
    close,
  };
}

function unreachable(value: never): never {
  throw new Error(`unexpected plan ${JSON.stringify(value)}`);
}

/** The part of `ipcMain` the answer's channel needs; generic in the event so tests hand in plain objects. */
export interface IpcListenerRegistry<E> {
  on(channel: string, listener: (event: E, payload: unknown) => void): void;
  removeListener(channel: string, listener: (event: E, payload: unknown) => void): void;
}

export interface CustomerReplyBinding<E> {
  door: Pick<CustomerDisplayDoor, 'reply'>;
  /** The display window's main frame on the app's origin; nothing else may answer for the customer. */
  isDisplay(event: E): boolean;
  logger?: Logger;
  /** After an answer was passed on, e.g. to give the keyboard back to the clerk's window. */
  afterReply?(): void;
}

export function bindCustomerReplies<E>(ipc: IpcListenerRegistry<E>, binding: CustomerReplyBinding<E>): Unsubscribe {
  const listener = (event: E, payload: unknown) => {
    if (!binding.isDisplay(event)) {
      binding.logger?.warn('refused a customer answer from a window that is not the customer display');
      return;
    }
    try {
      // The door checks the payload against CustomerReply; a stale or malformed one changes nothing.
      binding.door.reply(payload);
    } catch (error) {
      binding.logger?.warn('refused a customer answer', { error: String(error) });
      return;
    }
    binding.afterReply?.();
  };
  ipc.on(CUSTOMER_REPLY_CHANNEL, listener);
  return () => ipc.removeListener(CUSTOMER_REPLY_CHANNEL, listener);
}
