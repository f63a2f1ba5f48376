/** The customer display domain's handlers: the clerk's screen telling what it shows, the question's state, the skip, the screens. */
import type { CustomerDisplayScreen, Handlers } from '../../shared/contract';
import type { CustomerDisplay } from './customer-display';

type CustomerMethods = 'customer.show' | 'customer.confirmation' | 'customer.skip' | 'customer.screens';

/** `screens`: the desktop app's (absent in a browser, which opens the display in a window of its own). */
export function customerHandlers(deps: { display(): CustomerDisplay; screens?: (() => CustomerDisplayScreen[]) | undefined }): Pick<Handlers, CustomerMethods> {
  const { display } = deps;
  return {
    'customer.show': async (screen) => display().show(screen),
    'customer.confirmation': async () => display().confirmation(),
    'customer.skip': async ({ requestId }, actor) => display().skip(requestId, actor),
    'customer.screens': async () => ({ desktop: deps.screens !== undefined, screens: deps.screens?.() ?? [] }),
  };
}
