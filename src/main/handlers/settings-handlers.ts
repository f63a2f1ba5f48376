import type { Handlers } from '../../shared/contract';
import { TillError } from '../../shared/errors';
import type { HandlerContext } from './context';

export function settingsHandlers(ctx: HandlerContext): Pick<Handlers, 'settings.get' | 'settings.update' | 'settings.setCredentials'> {
  return {
    'settings.get': async () => ctx.settingsView(),

    'settings.update': async (patch) => {
      const { environment, ...rest } = patch;
      if (environment !== undefined && environment !== ctx.core().environment) {
        const pending = ctx.core().sales.pendingCount();
        if (pending > 0) {
          // Their money is taken: switching away would leave them unsent until someone switches back.
          throw new TillError('ILLEGAL_STATE', `${pending} sale(s) are still being sent. Wait for them, or cancel the queued ones, before switching environment.`);
        }
      }
      ctx.settings.update(rest);
      if (environment !== undefined && environment !== ctx.core().environment) {
        await ctx.switchEnvironment(environment);
        ctx.settings.update({ environment });
      }
      return ctx.settingsView();
    },

    'settings.setCredentials': async ({ environment, clientId, clientSecret }) => {
      // Verified before stored: a mistyped secret must not replace working credentials.
      await ctx.verifyCredentials(environment, { clientId, clientSecret });
      const info = ctx.secrets.set(environment, { clientId, clientSecret });
      if (ctx.core().environment === environment) await ctx.core().reloadCredentials();
      return { configured: true, updatedAt: info.updatedAt, clientIdHint: info.clientIdHint };
    },
  };
}
