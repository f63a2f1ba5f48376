/** Saves what the manager chose about the shop; the settings main answers with go straight into the cache. */
import type { SettingsPatch } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { type Action, useAction } from '../../data/use-action';
import { useSettingsWriter } from '../../data/use-settings';

type ShopPatch = NonNullable<SettingsPatch['shop']>;

export function useSaveShop(onSaved?: () => void): Action<[ShopPatch]> {
  const bridge = useBridge();
  const writer = useSettingsWriter();
  return useAction(async (shop: ShopPatch) => {
    writer.set(await bridge['settings.update']({ shop }));
    onSaved?.();
  });
}
