/**
 * Printing a day's report through the receipt pipeline: a closed day's Z, an open day's running X. The core
 * answers once the printer has (or has not); when the till's printer is the browser, the print page opens for
 * the job, as from a sale's result, and its Back returns here.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { PrintJob } from '@shared/contract';
import { PRINT_FROM_TILL, printPath } from '../../app/screen-paths';
import { useBridge } from '../../data/bridge-context';
import { type Action, useAction } from '../../data/use-action';

export interface ReportPrint extends Action<[day: string]> {
  /** The last job this screen started, with the printer's answer. */
  job: PrintJob | null;
}

export function useReportPrint(): ReportPrint {
  const bridge = useBridge();
  const [, navigate] = useLocation();
  const [job, setJob] = useState<PrintJob | null>(null);
  // An answer that comes once the manager has moved on must not pull them onto a print page.
  const shownHere = useRef(true);
  useEffect(() => {
    shownHere.current = true;
    return () => {
      shownHere.current = false;
    };
  }, []);
  const print = useAction(async (day: string) => {
    setJob(null);
    const answer = await bridge['printing.printReport']({ report: 'day', day });
    setJob(answer);
    if (answer.outcome === 'browser' && shownHere.current) navigate(printPath({ jobId: answer.id }), { state: PRINT_FROM_TILL });
  });
  return { ...print, job };
}
