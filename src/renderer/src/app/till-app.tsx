/**
 * The root of a running till page: the bridge, the one query cache fed by main's events, and the router whose
 * location lives in the address's fragment (`#/recent`), so a reload stays on its screen. The bridge is
 * connected before this renders (main.tsx): the web host's `#token=…` is read and cleared before any route
 * reads the fragment.
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type BaseLocationHook, Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import type { TillBridge } from '@shared/contract';
import { BridgeContext } from '../data/bridge-context';
import { createTillQueryClient } from '../data/query-client';
import { wireTillEvents } from '../data/till-events';
import { LanguageProvider } from '../i18n/language-provider';
import { TillLayout } from './till-layout';

interface TillAppProps {
  bridge: TillBridge;
  /** Tests start at a screen of their choice, in memory. */
  location?: BaseLocationHook;
  /** The page's cache, made before this renders so the start's first reads are on their way (main.tsx). */
  client?: QueryClient;
}

export function TillApp({ bridge, location = useHashLocation, client: given }: TillAppProps) {
  const [client] = useState(() => given ?? createTillQueryClient());
  useEffect(() => wireTillEvents(bridge, client), [bridge, client]);
  return (
    <BridgeContext.Provider value={bridge}>
      <QueryClientProvider client={client}>
        <LanguageProvider>
          <Router hook={location}>
            <TillLayout />
          </Router>
        </LanguageProvider>
      </QueryClientProvider>
    </BridgeContext.Provider>
  );
}
