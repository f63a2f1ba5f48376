import type { Handlers } from '../../shared/contract';
import { TillError } from '../../shared/errors';
import type { HandlerContext } from './context';

type SalesMethods = 'sales.quote' | 'sales.create' | 'sales.get' | 'sales.list' | 'sales.cancel' | 'sales.reconcile';

export function salesHandlers(ctx: HandlerContext): Pick<Handlers, SalesMethods> {
  const sales = () => ctx.core().sales;
  return {
    'sales.quote': async (input) => sales().quote(input),
    'sales.create': async (input) => {
      if (ctx.isSwitching()) throw new TillError('ILLEGAL_STATE', 'The till is changing environment. Take the sale again in a moment.');
      return sales().create(input);
    },
    'sales.get': async ({ id }) => sales().get(id),
    'sales.list': async (query) => sales().list(query),
    'sales.cancel': async ({ id, reason }) => sales().cancel(id, reason),
    'sales.reconcile': async ({ id }) => sales().reconcileNow(id),
  };
}
