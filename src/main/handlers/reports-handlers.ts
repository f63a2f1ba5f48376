import type { Handlers } from '../../shared/contract';
import type { HandlerContext } from './context';

export function reportsHandlers(ctx: HandlerContext): Pick<Handlers, 'reports.day' | 'reports.csv' | 'reports.reconcile'> {
  const reports = () => ctx.core().reports;
  return {
    'reports.day': async ({ day, kind }) => reports().summary(day ?? reports().currentDay(), kind),
    'reports.csv': async ({ day }) => reports().csv(day ?? reports().currentDay()),
    'reports.reconcile': async ({ day }) => reports().reconcile(day ?? reports().currentDay()),
  };
}
