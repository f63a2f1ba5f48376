/**
 * What the manager does with the day on show: close it (its Z, printed by itself once), print its report, export
 * it as CSV, compare it with the service. The buttons keep their places; what each one answered is said in the
 * room below them, so a long message never moves a button.
 */
import { useTranslation } from 'react-i18next';
import type { DaySummary } from '@shared/contract';
import { useFormats } from '../../i18n/use-formats';
import { useBridge } from '../../data/bridge-context';
import { ErrorLine } from '../../ui/error-line';
import { usePrintReason } from '../../ui/print-reason';
import { CloseDayDialog } from './close-day-dialog';
import { ReconciliationDialog } from './reconciliation-dialog';
import { type CloseDay, useCloseDay } from './use-close-day';
import { CsvNotes } from '../../ui/csv-notes';
import { useCsvExport } from '../../ui/use-csv-export';
import { useReconcile } from './use-reconcile';
import { type ReportPrint, useReportPrint } from './use-report-print';

interface DayActionsProps {
  /** Null until the day on show is known: every button waits for it. */
  day: string | null;
  /** The day's figures, once read. */
  summary: DaySummary | undefined;
  onClosed(z: DaySummary): void;
  onRefused(): Promise<void>;
}

export function DayActions({ day, summary, onClosed, onRefused }: DayActionsProps) {
  const { t } = useTranslation('day');
  const printing = useReportPrint();
  const closing = useCloseDay({
    onClosed: (z) => {
      onClosed(z);
      // A Z found already closed was printed when it was closed: "Print report" prints it again.
      if (!z.alreadyClosed) void printing.run(z.day);
    },
    onRefused,
  });
  const bridge = useBridge();
  const csv = useCsvExport((day: string) => bridge['reports.exportCsv']({ day }));
  const compare = useReconcile();
  // Runs `action` for the day on show; every button is disabled until it is known.
  const forDay = (action: (day: string) => Promise<void>) => () => {
    if (day) void action(day);
  };
  // The core's own clock: a day whose figures were read before it began (after a Z, the next one) cannot close yet.
  const notBegun = summary !== undefined && summary.generatedAt < summary.from;
  const closable = summary !== undefined && summary.closedAt === null && !notBegun;

  return (
    <>
      <div className="day-actions">
        <button type="button" className="button primary" disabled={!closable || closing.busy} onClick={forDay(closing.ask)}>
          {t('close.button')}
        </button>
        <button type="button" className="button" disabled={!day || summary === undefined || printing.busy} onClick={forDay(printing.run)}>
          {t('print.button')}
        </button>
        <button type="button" className="button" disabled={!day || csv.busy} onClick={forDay(csv.run)}>
          {t('export.button')}
        </button>
        <button type="button" className="button" disabled={!day || compare.busy} onClick={forDay(compare.run)}>
          {t('compare.button')}
        </button>
      </div>
      <div className="day-messages">
        <CloseNotes closing={closing} summary={summary} notBegun={notBegun} />
        <PrintNotes printing={printing} />
        <CsvNotes csv={csv} />
        {compare.busy ? <p role="status">{t('compare.comparing')}</p> : null}
        {compare.error ? <ErrorLine error={compare.error.code === 'OFFLINE' ? t('compare.offline') : compare.error} /> : null}
      </div>
      {day ? <CloseDayDialog day={day} closing={closing} /> : null}
      {printing.sheet}
      {compare.result ? <ReconciliationDialog result={compare.result} onClose={compare.dismiss} /> : null}
    </>
  );
}

function CloseNotes({ closing, summary, notBegun }: { closing: CloseDay; summary: DaySummary | undefined; notBegun: boolean }) {
  const { t } = useTranslation('day');
  const formats = useFormats();
  if (closing.busy) return <p role="status">{t('close.closing')}</p>;
  if (closing.error) {
    return (
      <>
        <ErrorLine error={closing.error} />
        {closing.error.code === 'ILLEGAL_STATE' && (summary?.pending.length ?? 0) > 0 ? <p className="day-note">{t('close.settleFirst')}</p> : null}
      </>
    );
  }
  if (closing.closed) {
    const { alreadyClosed, closedAt } = closing.closed;
    return (
      <p className="day-note is-done" role="status">
        {alreadyClosed && closedAt ? t('close.alreadyClosed', { time: formats.dateTime(closedAt) }) : t('close.done')}
      </p>
    );
  }
  if (summary?.closedAt) return <p className="hint">{t('close.closed')}</p>;
  if (notBegun) return <p className="hint">{t('close.notBegun')}</p>;
  return null;
}

function PrintNotes({ printing }: { printing: ReportPrint }) {
  const { t } = useTranslation('print');
  const describe = usePrintReason();
  if (printing.error ?? printing.pageError) return <ErrorLine error={printing.error ?? printing.pageError} />;
  const job = printing.busy ? null : printing.job;
  if (!printing.busy && !job) return null;
  const outcome = job?.outcome ?? 'printing';
  const text = job?.outcome === 'failed' ? t('status.failed', { reason: describe(job) ?? t('status.noReason') }) : t(`status.${outcome}`);
  return (
    <p className={`print-status is-${outcome}`} role="status">
      {text}
    </p>
  );
}
