/** The reports domain's handlers. */
import type { Handlers } from '../../shared/contract';
import { deliverCsv, type FileSaver } from '../files/file-saver';
import type { ReportsService } from './reports-service';

export function reportsHandlers(deps: { reports(): ReportsService; saveFile?: FileSaver | undefined }): Pick<Handlers, 'reports.day' | 'reports.csv' | 'reports.exportCsv' | 'reports.reconcile'> {
  const { reports } = deps;
  return {
    // An X shows the day sales are booked to now; a Z closes today by the clock, so a second press finds it closed.
    'reports.day': async ({ day, kind }, actor) => reports().summary(day ?? (kind === 'Z' ? reports().today() : reports().currentDay()), kind, actor),
    'reports.csv': async ({ day }) => reports().csv(day ?? reports().currentDay()),
    'reports.exportCsv': async ({ day }) => {
      const { filename, csv } = reports().csv(day ?? reports().currentDay());
      return deliverCsv(deps.saveFile, filename, csv);
    },
    'reports.reconcile': async ({ day }) => reports().compareWithService(day ?? reports().currentDay()),
  };
}
