/** The clerks domain's handlers: sign-in, approvals, the clerks themselves, and the drawer's shifts. */
import type { Handlers } from '../../shared/contract';
import type { ApprovalsRepo } from '../journal/approvals-repo';
import type { Access } from './access';
import type { ClerksStore } from './clerks-store';
import type { ShiftsService } from './shifts-service';

type ClerksMethods = Extract<keyof Handlers, `clerks.${string}` | `shifts.${string}`>;

export function clerksHandlers(deps: {
  access: Access;
  clerks: ClerksStore;
  shifts(): ShiftsService;
  approvals(): ApprovalsRepo;
  currentDay(): string;
}): Pick<Handlers, ClerksMethods> {
  const { access, clerks, shifts } = deps;
  return {
    'clerks.session': async () => access.session(),
    'clerks.setup': async ({ name, pin }) => access.setup(name, pin),
    'clerks.list': async () => clerks.list(),
    'clerks.signIn': async ({ clerkId, pin }) => access.signIn(clerkId, pin),
    // The guard has noted the activity: nothing more to do.
    'clerks.touch': async () => ({}),
    'clerks.lock': async () => access.lock(),
    'clerks.approve': async ({ clerkId, pin, action, subject }) => access.approve(clerkId, pin, action, subject ?? null),
    'clerks.endApproval': async () => access.endApproval(),
    'clerks.add': async (input) => {
      const clerk = await clerks.add(input);
      access.clerkChanged(clerk);
      return clerk;
    },
    'clerks.update': async ({ id, ...change }) => {
      const clerk = clerks.update(id, change);
      access.clerkChanged(clerk);
      return clerk;
    },
    'clerks.resetPin': async ({ id, pin }) => {
      const clerk = await clerks.resetPin(id, pin);
      access.clerkChanged(clerk);
      return clerk;
    },
    'clerks.approvals': async ({ day }) => deps.approvals().ofDay(day ?? deps.currentDay()),
    'shifts.open': async ({ float, currency }) => {
      shifts().open(float, currency ?? access.session().cashCurrency);
      return access.announce();
    },
    'shifts.report': async ({ id }) => shifts().report(id),
    'shifts.close': async ({ counted }) => {
      const report = shifts().close(counted);
      access.announce();
      return report;
    },
    'shifts.list': async ({ day }) => shifts().list(day),
  };
}
