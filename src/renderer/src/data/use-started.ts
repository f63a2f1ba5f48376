/**
 * The status and settings for a screen behind the start gate (app/gates/start-gate.tsx), which lets nothing
 * through until both are read: below it they are always there, from the same shared cache.
 */
import type { Settings, Status } from '@shared/contract';
import { useSettings } from './use-settings';
import { useStatus } from './use-status';

export function useStarted(): { status: Status; settings: Settings } {
  const status = useStatus().data;
  const settings = useSettings().data;
  if (!status || !settings) throw new Error('useStarted() outside the start gate: the status and settings are not read yet');
  return { status, settings };
}
