import type { Handlers } from '../../shared/contract';
import type { HandlerContext } from './context';

export function statusHandlers(ctx: HandlerContext): Pick<Handlers, 'status.get'> {
  return {
    'status.get': async () => ctx.core().status(),
  };
}
