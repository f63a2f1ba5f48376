/**
 * The steps of a sale after the number, and the first-run question about the shop's country: not part of the
 * first screen, they load on demand, and while the number step is idle (preloadLaterSteps) so that each is
 * there before the tap that leads to it.
 */
import { lazyPart } from '../../ui/lazy-part';

export const OperatorList = lazyPart(() => import('./operator-list').then((module) => module.OperatorList));
export const RegionStep = lazyPart(() => import('./region-step').then((module) => module.RegionStep));
export const EmailStep = lazyPart(() => import('./email-step').then((module) => module.EmailStep));
export const AmountStep = lazyPart(() => import('./amount-step').then((module) => module.AmountStep));
export const ConfirmStep = lazyPart(() => import('./confirm-step').then((module) => module.ConfirmStep));
export const SaleResult = lazyPart(() => import('./sale-result').then((module) => module.SaleResult));
export const ShopCountryPrompt = lazyPart(() => import('./shop-country-prompt').then((module) => module.ShopCountryPrompt));

/** Loads the steps, the likeliest first; resolves once all are there (never rejects: a step that failed loads when shown). */
export function preloadLaterSteps(): Promise<unknown> {
  return Promise.all([AmountStep, ConfirmStep, SaleResult, OperatorList, RegionStep, EmailStep].map((step) => step.preload().catch(() => undefined)));
}
