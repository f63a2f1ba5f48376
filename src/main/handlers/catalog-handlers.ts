import type { Handlers } from '../../shared/contract';
import type { HandlerContext } from './context';

type CatalogMethods = 'catalog.sync' | 'catalog.countries' | 'catalog.operators' | 'catalog.operator' | 'catalog.search' | 'operators.detect';

export function catalogHandlers(ctx: HandlerContext): Pick<Handlers, CatalogMethods> {
  const catalog = () => ctx.core().catalog;
  return {
    'catalog.sync': async ({ force }) => {
      if (!force && !catalog().isStale()) {
        const counts = catalog().counts();
        return { ...counts, syncedAt: catalog().syncedAt() ?? ctx.now().toISOString() };
      }
      return catalog().sync();
    },
    'catalog.countries': async () => catalog().countries(),
    'catalog.operators': async ({ country }) => catalog().operatorsOf(country),
    'catalog.operator': async ({ operatorId }) => catalog().operator(operatorId),
    'catalog.search': async ({ text, country }) => catalog().search(text, country),
    'operators.detect': async ({ country, number }) => catalog().detect(country, number),
  };
}
