/**
 * "Print report" for a shift, and what the printer answered. A shift just closed prints by itself, once. When
 * the till's printer is the browser the print page opens for the job, as a sale's receipt does; the report on
 * show is kept above the routes (shown-report.ts), so Back finds it again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { PrintJob } from '@shared/contract';
import { PRINT_FROM_TILL, printPath } from '../../app/screen-paths';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useErrorMessage } from '../../ui/error-message';
import { usePrintReason } from '../../ui/print-reason';
import { takeAutoPrint } from './shown-report';

export function ReportPrinting({ shiftId }: { shiftId: number }) {
  const { t } = useTranslation('clerks');
  const { t: p } = useTranslation('print');
  const bridge = useBridge();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const errorMessage = useErrorMessage();
  const describe = usePrintReason();
  const [job, setJob] = useState<PrintJob | null>(null);

  const openPrintPage = (jobId: number) => navigate(printPath({ jobId }), { state: PRINT_FROM_TILL });
  // An answer that comes once the clerk has moved on must not pull them onto a print page.
  const shownHere = useRef(true);
  useEffect(() => {
    shownHere.current = true;
    return () => {
      shownHere.current = false;
    };
  }, []);
  const print = useAction(async () => {
    setJob(null);
    const answer = await bridge['printing.printReport']({ report: 'shift', shiftId });
    setJob(answer);
    if (answer.outcome === 'browser' && shownHere.current) openPrintPage(answer.id);
  });
  const printOnce = useEffectEvent(() => {
    if (takeAutoPrint(client, shiftId)) void print.run();
  });
  useEffect(() => printOnce(), [shiftId]);

  const failure = print.error ? errorMessage(print.error) : job?.outcome === 'failed' ? (describe(job) ?? p('status.noReason')) : null;
  const said = print.busy ? p('status.printing') : failure !== null ? p('status.failed', { reason: failure }) : job && job.outcome !== 'failed' ? p(`status.${job.outcome}`) : '';

  return (
    <div className="report-printing">
      <button type="button" className="button primary" disabled={print.busy} onClick={() => void print.run()}>
        {t('shift.report.print')}
      </button>
      <p className={`print-status${failure !== null ? ' is-failed' : ''}`} role="status">
        {said}
      </p>
      {job?.outcome === 'browser' ? (
        <button type="button" className="button small" onClick={() => openPrintPage(job.id)}>
          {p('openPrint')}
        </button>
      ) : null}
    </div>
  );
}
