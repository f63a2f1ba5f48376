/**
 * Every change of the settings (the settings screen's, and the sale screen's first-run question about the shop's
 * country) goes through here: run as it is for a manager, and when the core answers MANAGER_REQUIRED (a clerk's
 * approval lapsed, the till locked meanwhile) a manager's PIN is asked again and the change runs once more.
 * Null: the manager's PIN was not given, nothing changed.
 */
import type { Session, Settings, SettingsPatch } from '@shared/contract';
import { useManagerApproval } from './approval/manager-approval';
import { useBridge } from '../data/bridge-context';
import { type Action, useAction } from '../data/use-action';
import { useSettingsWriter } from '../data/use-settings';

/** Whether this session may change the settings without asking: a manager, or a till with no clerk yet (the core asks no one then). */
export function managesSettings(session: Session): boolean {
  return session.needsSetup || session.clerk?.role === 'manager';
}

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
