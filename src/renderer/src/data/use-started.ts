/**
 * The status and settings for a screen behind the start gate (app/gates/start-gate.tsx), which lets nothing
 * through until both are read: below it they are always there, from the same shared cache.
 */
import type { Settings, Status } from '@shared/contract';
import { useSettings } from './use-settings';
import { useStatus } from './use-status';
import { useTillQuery } from './use-till-query';

export function useStarted(): { status: Status; settings: Settings } {
  const status = useStatus().data;
  const settings = useSettings().data;
  if (!status || !settings) throw outsideTheGate();
  return { status, settings };
}

/**
 * One part of the settings, for a component that is to draw again only when that part changes. `select` is a
 * function made once (at module level), or it runs again at every render.
 */
export function useStartedSettings<T>(select: (settings: Settings) => T): T {
  const query = useTillQuery('settings.get', undefined, { staleTime: Infinity, select });
  if (query.isPending) throw outsideTheGate();
  return query.data as T;
}

const outsideTheGate = () => new Error('the status and settings are read behind the start gate only: they are not read yet');
