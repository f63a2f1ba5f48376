/**
 * A closed shift's report: who and when, the cash counted against what was expected with the difference, its
 * sales; printed by itself once when just closed, and again with "Print report". "Done" goes on.
 */
import { useTranslation } from 'react-i18next';
import { useTillQuery } from '../../data/use-till-query';
import { useFormats } from '../../i18n/use-formats';
import { ReportPrinting } from './report-printing';
import { ReportFigures } from './shift-figures';

export function ClosedShift({ shiftId, onDone }: { shiftId: number; onDone(): void }) {
  const { t } = useTranslation('clerks');
  const formats = useFormats();
  const report = useTillQuery('shifts.report', { id: shiftId });
  const shift = report.data?.shift;
  return (
    <section className="shift-report" aria-label={t('shift.report.label')}>
      <div className="shift-head">
        <div className="shift-title">
          <h2>{t('shift.report.title', { number: shiftId })}</h2>
          <p className="hint">
            {shift ? t('shift.report.period', { clerk: shift.clerkName, from: formats.dateTime(shift.openedAt), to: shift.closedAt ? formats.time(shift.closedAt) : '…' }) : ''}
          </p>
        </div>
        <ReportPrinting shiftId={shiftId} />
        <button type="button" className="button" onClick={onDone}>
          {t('shift.report.done')}
        </button>
      </div>
      <ReportFigures report={report} />
    </section>
  );
}
