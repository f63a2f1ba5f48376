/**
 * The bridge the signed-in screens use: the same calls, but a SIGNED_OUT answer to any of them (the core
 * locked itself, or another window locked the till, and its event was missed) also says so to the session
 * gate, which reads the session again and shows the sign-in screen. The failure still reaches its caller.
 */
import { bridgeFromCaller } from '@shared/bridge-from-caller';
import type { MethodName, TillBridge } from '@shared/contract';
import { toBridgeError } from './bridge/bridge-error';
import { METHOD_NAMES } from './bridge/contract-names';

export function watchSignedOut(bridge: TillBridge, onSignedOut: () => void): TillBridge {
  const call = async (method: MethodName, input: unknown) => {
    // The one unchecked step, as in callTill: one method of the bridge, called by its name.
    const send = bridge[method] as (input?: unknown) => Promise<unknown>;
    try {
      return await send.call(bridge, input);
    } catch (reason) {
      if (toBridgeError(reason).code === 'SIGNED_OUT') onSignedOut();
      throw reason;
    }
  };
  return bridgeFromCaller(METHOD_NAMES, call, (event, listener) => bridge.on(event, listener));
}
