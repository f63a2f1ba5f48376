import type { Handlers } from '../../shared/contract';
import type { HandlerContext } from './context';

export function settingsHandlers(ctx: HandlerContext): Pick<Handlers, 'settings.get' | 'settings.update' | 'settings.setCredentials'> {
  return {
    'settings.get': async () => ctx.settingsView(),

    'settings.update': async (patch) => {
      // Checked whole before anything changes, so a refused switch leaves the rest unsaved too.
      ctx.settings.validate(patch);
      if (patch.environment !== undefined) await ctx.switchEnvironment(patch.environment);
      ctx.settings.update(patch);
      return ctx.settingsView();
    },

    'settings.setCredentials': async ({ environment, clientId, clientSecret }) => {
      // Verified before stored: a mistyped secret must not replace working credentials.
      await ctx.verifyCredentials(environment, { clientId, clientSecret });
      ctx.secrets.set(environment, { clientId, clientSecret });
      if (ctx.core().environment === environment) await ctx.core().reloadCredentials();
      return ctx.settingsView().credentials[environment];
    },
  };
}
