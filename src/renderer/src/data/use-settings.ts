/** The till's settings: read once for the whole page, replaced by what main answers each change with. */
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Settings } from '@shared/contract';
import { rereadTill, setTillData } from './till-query';
import { useTillQuery } from './use-till-query';

export function useSettings(): UseQueryResult<Settings> {
  return useTillQuery('settings.get', undefined, { staleTime: Infinity });
}

export interface SettingsWriter {
  /** Main answered a change with the settings now in force. */
  set(next: Settings): void;
  /** Something changed them that did not answer with them (credentials saved): read them again. */
  reread(): void;
}

export function useSettingsWriter(): SettingsWriter {
  const client = useQueryClient();
  const set = useCallback((next: Settings) => setTillData(client, 'settings.get', undefined, next), [client]);
  const reread = useCallback(() => void rereadTill(client, 'settings.get'), [client]);
  return { set, reread };
}
