/**
 * Holds the sale being prepared above the routes (see use-sale-flow.ts), for the sale screen to pick up
 * wherever the clerk went meanwhile. It lives behind the start gate: a new sale starts in the shop's country.
 */
import { createContext, type Dispatch, type ReactNode, useContext, useMemo } from 'react';
import type { Settings } from '@shared/contract';
import { useStartedSettings } from '../../data/use-started';
import type { SaleFlow, SaleFlowAction } from './sale-flow';
import { useSaleFlow } from './use-sale-flow';

type SaleInProgress = readonly [SaleFlow, Dispatch<SaleFlowAction>];

const SaleInProgressContext = createContext<SaleInProgress | null>(null);

const defaultCountryOf = (settings: Settings) => settings.shop.defaultCountry;

export function SaleInProgressProvider({ children }: { children: ReactNode }) {
  const [flow, dispatch] = useSaleFlow(useStartedSettings(defaultCountryOf));
  const sale = useMemo(() => [flow, dispatch] as const, [flow, dispatch]);
  return <SaleInProgressContext.Provider value={sale}>{children}</SaleInProgressContext.Provider>;
}

export function useSaleInProgress(): SaleInProgress {
  const sale = useContext(SaleInProgressContext);
  if (!sale) throw new Error('useSaleInProgress outside <SaleInProgressProvider>');
  return sale;
}
