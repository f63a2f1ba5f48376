/**
 * Printing a day's report through the receipt pipeline: a closed day's Z, an open day's running X. The core
 * answers once the printer has (or has not); when the till's printer is the browser, the browser's print window
 * prints it from the Day screen (print-in-place.tsx), which stays as it was. Each print is a copy the core
 * numbers (REPRINT n after the first).
 */
import { type ReactNode, useState } from 'react';
import type { PrintJob } from '@shared/contract';
import type { BridgeError } from '../../data/bridge/bridge-error';
import { useBridge } from '../../data/bridge-context';
import { type Action, useAction } from '../../data/use-action';
import { usePrintInPlace } from '../../ui/print-in-place';

export interface ReportPrint extends Action<[day: string]> {
  /** The last job this screen started, with the printer's answer. */
  job: PrintJob | null;
  /** The browser's print of it could not be made (its page could not be drawn). */
  pageError: BridgeError | null;
  /** The unseen sheet the browser prints, while it does: put in the screen's tree. */
  sheet: ReactNode;
}

export function useReportPrint(): ReportPrint {
  const bridge = useBridge();
  const [job, setJob] = useState<PrintJob | null>(null);
  const inPlace = usePrintInPlace();
  const print = useAction(async (day: string) => {
    setJob(null);
    const answer = await bridge['printing.printReport']({ report: 'day', day });
    setJob(answer);
    if (answer.outcome === 'browser') inPlace.print({ jobId: answer.id });
  });
  return { ...print, job, pageError: inPlace.error, sheet: inPlace.sheet };
}
