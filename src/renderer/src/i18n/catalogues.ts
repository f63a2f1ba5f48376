/**
 * Each language's catalogue, added to the page's i18next when first wanted: a shop that speaks English never
 * downloads the French and Arabic ones, and another shop downloads only its own at start (the others once the
 * first screen is up, for a customer's language to switch at once: see language-provider.tsx).
 */
import type { i18n } from 'i18next';
import type { Language } from '@shared/languages';
import type { en } from './en';
import type { Messages } from './messages';

type Catalogue = Messages<typeof en>;

const LOAD: Record<Exclude<Language, 'en'>, () => Promise<Catalogue>> = {
  fr: () => import('./fr').then((module) => module.fr),
  ar: () => import('./ar').then((module) => module.ar),
};

const loading = new WeakMap<i18n, Map<Language, Promise<void>>>();

export function hasCatalogue(instance: i18n, language: Language): boolean {
  return instance.hasResourceBundle(language, 'common');
}

/** Resolves once `language` can be shown; asked again meanwhile, it loads once. */
export function loadCatalogue(instance: i18n, language: Language): Promise<void> {
  if (language === 'en' || hasCatalogue(instance, language)) return Promise.resolve();
  const pending = loading.get(instance) ?? new Map<Language, Promise<void>>();
  loading.set(instance, pending);
  const known = pending.get(language);
  if (known) return known;
  const load = LOAD[language]().then((catalogue) => {
    for (const [namespace, messages] of Object.entries(catalogue)) instance.addResourceBundle(language, namespace, messages);
  });
  pending.set(language, load);
  // A failed load (the host restarting) is tried again when next wanted.
  load.catch(() => pending.delete(language));
  return load;
}
