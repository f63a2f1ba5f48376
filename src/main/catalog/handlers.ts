/** The catalog domain's handlers: lookups from the local copy, a sync on request, a number's operator. */
import type { Handlers } from '../../shared/contract';
import type { Catalog } from './catalog';

type CatalogMethods = 'catalog.sync' | 'catalog.countries' | 'catalog.operators' | 'catalog.operator' | 'catalog.logo' | 'catalog.search' | 'operators.detect';

export function catalogHandlers(deps: { catalog(): Catalog; now(): Date }): Pick<Handlers, CatalogMethods> {
  const { catalog } = deps;
  return {
    'catalog.sync': async ({ force }) => {
      if (!force && !catalog().isStale()) {
        const counts = catalog().counts();
        // Fresh enough: nothing was fetched, so nothing changed.
        const changes = { added: [], removed: [], countriesBefore: counts.countries, operatorsBefore: counts.operators };
        return { ...counts, syncedAt: catalog().syncedAt() ?? deps.now().toISOString(), changes };
      }
      return catalog().sync();
    },
    'catalog.countries': async () => catalog().countries(),
    'catalog.operators': async ({ country }) => catalog().operatorsOf(country),
    'catalog.operator': async ({ operatorId }) => catalog().operator(operatorId),
    'catalog.logo': async ({ operatorId }) => ({ image: catalog().logo(operatorId) }),
    'catalog.search': async ({ text, country }) => catalog().search(text, country),
    'operators.detect': async ({ country, number }) => catalog().detect(country, number),
  };
}
