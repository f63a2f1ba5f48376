/** The clerks domain's handlers: sign-in, approvals, the clerks themselves, and the drawer's shifts. */
import type { Actor } from '../../shared/actor';
import type { Handlers, ShopPlace } from '../../shared/contract';
import type { AuditRepo } from '../journal/audit-repo';
import type { Access } from './access';
import type { ClerksStore } from './clerks-store';
import type { ShiftsService } from './shifts-service';

type ClerksMethods = Extract<keyof Handlers, `clerks.${string}` | `shifts.${string}`>;

export function clerksHandlers(deps: {
  access: Access;
  clerks: ClerksStore;
  shifts(): ShiftsService;
  audit(): AuditRepo;
  currentDay(): string;
  /** Checks where the shop stands (a zone the till knows), changing nothing: a refused place sets up no manager. */
  checkPlace(place: ShopPlace): void;
  /** Saves where the shop stands into the settings, in the trail as the new manager's change. */
  placeShop(place: ShopPlace, actor: Actor): Promise<void>;
}): Pick<Handlers, ClerksMethods> {
  const { access, clerks, shifts } = deps;
  return {
    'clerks.session': async () => access.session(),
    'clerks.setup': async ({ name, pin, shop }) => {
      if (shop) deps.checkPlace(shop);
      const session = await access.setup(name, pin);
      // The new manager's own change, made as a manager.
      const { clerk } = access.actor();
      if (shop) await deps.placeShop(shop, { clerk, manager: clerk });
      return session;
    },
    'clerks.list': async () => clerks.list(),
    'clerks.signIn': async ({ clerkId, pin }) => access.signIn(clerkId, pin),
    // The guard has noted the activity: nothing more to do.
    'clerks.touch': async () => ({}),
    'clerks.lock': async () => access.lock(),
    'clerks.approve': async ({ clerkId, pin, action, subject }) => access.approve(clerkId, pin, action, subject ?? null),
    'clerks.endApproval': async () => access.endApproval(),
    'clerks.add': async (input, actor) => {
      const clerk = await clerks.add(input, actor);
      access.clerkChanged(clerk);
      return clerk;
    },
    'clerks.update': async ({ id, ...change }, actor) => {
      const clerk = clerks.update(id, change, actor);
      access.clerkChanged(clerk);
      return clerk;
    },
    'clerks.resetPin': async ({ id, pin }, actor) => {
      const clerk = await clerks.resetPin(id, pin, actor);
      access.clerkChanged(clerk);
      return clerk;
    },
    'clerks.unlock': async ({ id }, actor) => {
      const clerk = clerks.unlock(id, actor);
      access.clerkChanged(clerk);
      return clerk;
    },
    'clerks.approvals': async ({ day }) => deps.audit().approvalsOfDay(day ?? deps.currentDay()),
    'shifts.open': async ({ float, currency }, actor) => {
      shifts().open(float, currency ?? access.session().cashCurrency, actor);
      return access.announce();
    },
    'shifts.report': async ({ id }) => shifts().report(id),
    'shifts.close': async ({ counted }, actor) => {
      const report = shifts().close(counted, actor);
      access.announce();
      return report;
    },
    'shifts.list': async ({ day }) => shifts().list(day),
  };
}
