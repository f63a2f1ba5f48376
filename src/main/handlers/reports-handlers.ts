import type { Handlers } from '../../shared/contract';
import type { HandlerContext } from './context';

export function reportsHandlers(ctx: HandlerContext): Pick<Handlers, 'reports.day' | 'reports.csv' | 'reports.reconcile'> {
  const reports = () => ctx.core().reports;
  return {
    // An X shows the day sales are booked to now; a Z closes today by the clock, so a second press finds it closed.
    'reports.day': async ({ day, kind }) => reports().summary(day ?? (kind === 'Z' ? reports().today() : reports().currentDay()), kind),
    'reports.csv': async ({ day }) => reports().csv(day ?? reports().currentDay()),
    'reports.reconcile': async ({ day }) => reports().reconcile(day ?? reports().currentDay()),
  };
}
