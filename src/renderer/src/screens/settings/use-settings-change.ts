/**
 * Every change made on the settings screen goes through here: run as it is for a manager, and when the core
 * answers MANAGER_REQUIRED (a clerk's approval lapsed, the till locked meanwhile) a manager's PIN is asked
 * again and the change runs once more. Null: the manager's PIN was not given, nothing changed.
 */
import type { Settings, SettingsPatch } from '@shared/contract';
import { useManagerApproval } from '../../app/approval/manager-approval';
import { useBridge } from '../../data/bridge-context';
import { type Action, useAction } from '../../data/use-action';
import { useSettingsWriter } from '../../data/use-settings';

export type SettingsGuard = <T>(run: () => Promise<T>) => Promise<T | null>;

export function useSettingsGuard(): SettingsGuard {
  const { guard } = useManagerApproval();
  return (run) => guard('settings', undefined, run);
}

/** Saves a part of the settings; main's answer goes straight into the cache, then to `onSaved`. */
export function useSaveSettings(onSaved?: (next: Settings) => void): Action<[SettingsPatch]> {
  const bridge = useBridge();
  const writer = useSettingsWriter();
  const guarded = useSettingsGuard();
  return useAction(async (patch: SettingsPatch) => {
    const next = await guarded(() => bridge['settings.update'](patch));
    if (next === null) return;
    writer.set(next);
    onSaved?.(next);
  });
}
