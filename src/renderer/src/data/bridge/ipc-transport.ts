/** Electron's transport: the preload's `window.till`, with its rejections turned into BridgeErrors. */
import { bridgeFromCaller } from '@shared/bridge-from-caller';
import { METHOD_NAMES, type MethodName, type TillBridge } from '@shared/contract';
import { toBridgeError } from './bridge-error';

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
