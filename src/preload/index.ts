/**
 * The renderer's only door to main: `window.till`, one function per contract method plus `on(event, listener)`.
 * Never ipcRenderer itself.
 *
 * Sandboxed preloads can require nothing but electron, and importing the contract would bundle zod here
 * just for its method names; electron.vite.config.ts puts the names in at build time instead (taken from
 * the contract, so they cannot drift), and only types come from the contract below.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { bridgeFromCaller } from '../shared/bridge-from-caller';
import type { EventName, EventPayload, MethodName } from '../shared/contract';
import { EVENT_CHANNEL, type IpcResult, methodChannel } from '../shared/ipc-channels';

declare const __TILL_METHOD_NAMES__: readonly MethodName[];

async function call(method: MethodName, input: unknown): Promise<unknown> {
  const result = (await ipcRenderer.invoke(methodChannel(method), input)) as IpcResult;
  if ('error' in result) {
    // A plain object, not an Error: the context bridge keeps only an Error's message, and the renderer
    // needs the code and the per-field messages too.
    throw { name: 'TillError', ...result.error };
  }
  return result.value;
}

function on<E extends EventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void {
  const relay = (_sender: IpcRendererEvent, name: EventName, payload: EventPayload<E>) => {
    if (name === event) listener(payload);
  };
  ipcRenderer.on(EVENT_CHANNEL, relay);
  return () => ipcRenderer.removeListener(EVENT_CHANNEL, relay);
}

contextBridge.exposeInMainWorld('till', bridgeFromCaller(__TILL_METHOD_NAMES__, call, on));
