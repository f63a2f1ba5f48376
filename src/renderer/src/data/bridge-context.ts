/** The bridge for every component below the app, without passing it down by hand. */
import { createContext, useContext } from 'react';
import type { TillBridge } from '@shared/contract';

export const BridgeContext = createContext<TillBridge | null>(null);

export function useBridge(): TillBridge {
  const bridge = useContext(BridgeContext);
  if (!bridge) throw new Error('useBridge outside <BridgeContext.Provider>');
  return bridge;
}
