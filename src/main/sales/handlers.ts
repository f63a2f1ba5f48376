/** The sales domain's handlers. */
import type { Actor } from '../../shared/actor';
import type { HandlerInput, Handlers } from '../../shared/contract';
import { TillError } from '../../shared/errors';
import type { SalesService } from './sales-service';

type SalesMethods = 'sales.quote' | 'sales.create' | 'sales.get' | 'sales.list' | 'sales.facets' | 'sales.cancel' | 'sales.reconcile' | 'sales.recentNumbers' | 'sales.clearRecentNumbers';

/**
 * `isSwitching`: an environment switch is under way, and a sale taken now could stay behind unsent.
 * `mayTake`: throws why this sale may not be taken yet (the customer display waits for the customer's yes).
 */
export function salesHandlers(deps: { sales(): SalesService; isSwitching(): boolean; mayTake(input: HandlerInput<'sales.create'>, actor: Actor): void }): Pick<Handlers, SalesMethods> {
  const { sales } = deps;
  return {
    'sales.quote': async (input) => sales().quote(input),
    'sales.create': async (input, actor) => {
      if (deps.isSwitching()) throw new TillError('ILLEGAL_STATE', 'The till is changing environment. Take the sale again in a moment.');
      deps.mayTake(input, actor);
      return sales().create(input);
    },
    'sales.get': async ({ id }) => sales().get(id),
    'sales.list': async (query) => sales().list(query),
    'sales.facets': async ({ day }) => sales().facets(day),
    'sales.cancel': async ({ id, reason }, actor) => sales().cancel(id, reason, actor),
    'sales.reconcile': async ({ id }) => sales().settleNow(id),
    'sales.recentNumbers': async () => sales().recentNumbers(),
    'sales.clearRecentNumbers': async (_input, actor) => sales().clearRecentNumbers(actor),
  };
}
