/** Electron's transport: the preload's `window.till`, with its rejections turned into BridgeErrors. */
import { bridgeFromCaller } from '@shared/bridge-from-caller';
import type { MethodName, TillBridge } from '@shared/contract';
import { toBridgeError } from './bridge-error';
import { METHOD_NAMES } from './contract-names';

export function ipcBridge(preload: TillBridge): TillBridge {
  const call = async (method: MethodName, input: unknown) => {
    const send = preload[method] as (input?: unknown) => Promise<unknown>;
    try {
      return await send(input);
    } catch (reason) {
      throw toBridgeError(reason);
    }
  };
  return bridgeFromCaller(METHOD_NAMES, call, (event, listener) => preload.on(event, listener));
}
