/**
 * The contract over Electron IPC: one `ipcMain.handle('till:<method>')` per contract method, each checking its
 * sender and answering `{value}` or `{error}` (see shared/ipc-channels.ts), and the core's events pushed to
 * the window on one channel.
 */
import { METHOD_NAMES, type EventName, type EventPayload, type MethodName } from '../../shared/contract';
import { EVENT_CHANNEL, type IpcResult, methodChannel } from '../../shared/ipc-channels';
import { toErrorBody } from '../error-body';
import type { TillEvents, Unsubscribe } from '../events';
import type { Till } from '../till';
import type { Logger } from '../logger';

/** The part of `ipcMain` this needs; generic in the event so tests can hand in plain objects. */
export interface IpcHandlerRegistry<E> {
  handle(channel: string, listener: (event: E, input: unknown) => Promise<IpcResult>): void;
  removeHandler(channel: string): void;
}

export interface ContractBinding<E> {
  till: Pick<Till, 'call'>;
  isTrusted(event: E): boolean;
  logger?: Logger;
  /** Told after each successful call, e.g. to apply a changed kiosk setting to the window. */
  afterCall?(method: MethodName): void;
}

export const UNTRUSTED_SENDER = { code: 'INTERNAL', message: 'This window may not use the till.' } as const;

export function bindContractToIpc<E>(ipc: IpcHandlerRegistry<E>, binding: ContractBinding<E>): Unsubscribe {
  for (const method of METHOD_NAMES) {
    ipc.handle(methodChannel(method), async (event, input) => {
      if (!binding.isTrusted(event)) {
        binding.logger?.warn('refused an IPC call from an untrusted sender', { method });
        return { error: UNTRUSTED_SENDER };
      }
      try {
        const value = await binding.till.call(method, input);
        binding.afterCall?.(method);
        return { value };
      } catch (error) {
        return { error: toErrorBody(error, binding.logger) };
      }
    });
  }
  return () => {
    for (const method of METHOD_NAMES) ipc.removeHandler(methodChannel(method));
  };
}

/** Every core event to `send` (the window's webContents.send) until unsubscribed. */
export function forwardEvents(events: TillEvents, send: (channel: string, event: EventName, payload: EventPayload<EventName>) => void): Unsubscribe {
  return events.onAny((event, payload) => send(EVENT_CHANNEL, event, payload));
}
