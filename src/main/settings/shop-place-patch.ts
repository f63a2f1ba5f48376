/** The settings a shop's place decides (shared/shop-place.ts): its country, confirmed; its language; its time zone. */
import type { SettingsPatch, ShopPlace } from '../../shared/contract';
import { languageOfCountry } from '../../shared/shop-place';

export function shopPlacePatch(place: ShopPlace): SettingsPatch {
  return {
    shop: { defaultCountry: place.country, countryChosen: true, language: languageOfCountry(place.country) },
    businessDay: { timeZone: place.timeZone },
  };
}
