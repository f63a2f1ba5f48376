/**
 * "Print report" for a shift, and what the printer answered. A shift just closed prints by itself, once. When
 * the till's printer is the browser, the browser's print window prints it from this screen (print-in-place.tsx):
 * the clerk stays on the report. Each print is a copy the core numbers (REPRINT n after the first).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrintJob } from '@shared/contract';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useErrorMessage } from '../../ui/error-message';
import { usePrintInPlace } from '../../ui/print-in-place';
import { usePrintReason } from '../../ui/print-reason';
import { takeAutoPrint } from '../../data/shown-report';

export function ReportPrinting({ shiftId }: { shiftId: number }) {
  const { t } = useTranslation('clerks');
  const { t: p } = useTranslation('print');
  const bridge = useBridge();
  const client = useQueryClient();
  const errorMessage = useErrorMessage();
  const describe = usePrintReason();
  const [job, setJob] = useState<PrintJob | null>(null);
  const inPlace = usePrintInPlace();

  const print = useAction(async () => {
    setJob(null);
    const answer = await bridge['printing.printReport']({ report: 'shift', shiftId });
    setJob(answer);
    if (answer.outcome === 'browser') inPlace.print({ jobId: answer.id });
  });
  const printOnce = useEffectEvent(() => {
    if (takeAutoPrint(client, shiftId)) void print.run();
  });
  useEffect(() => printOnce(), [shiftId]);

  const trouble = print.error ?? inPlace.error;
  const failure = trouble ? errorMessage(trouble) : job?.outcome === 'failed' ? (describe(job) ?? p('status.noReason')) : null;
  const said = print.busy ? p('status.printing') : failure !== null ? p('status.failed', { reason: failure }) : job && job.outcome !== 'failed' ? p(`status.${job.outcome}`) : '';

  return (
    <div className="report-printing">
      <button type="button" className="button primary" disabled={print.busy} onClick={() => void print.run()}>
        {t('shift.report.print')}
      </button>
      <p className={`print-status${failure !== null ? ' is-failed' : ''}`} role="status">
        {said}
      </p>
      {inPlace.sheet}
    </div>
  );
}
