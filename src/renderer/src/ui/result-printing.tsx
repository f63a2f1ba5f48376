/**
 * Printing from the result step: "Print receipt", "Print voucher" for a PIN sale, and what the printer
 * answered, as it answers (the automatic print when the sale succeeds shows here too). The document on show
 * (the voucher of a PIN sale, else the receipt) offers "Reprint" once a copy of it is out. When the till's
 * printer is the browser, the browser's print window prints the job from this screen (print-in-place.tsx); the
 * print page (Download PDF) is one tap away, and its Back finds this step again (the sale's state is kept above
 * the routes). Nothing here changes the sale or waits in front of "New sale". A sale's detail in the history
 * prints with this too; there, as here, a reprint the core keeps for managers asks for a manager's PIN.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { ReceiptKind, Sale } from '@shared/contract';
import { hasVoucher } from '@shared/sale-money';
import type { Language } from '@shared/languages';
import { useManagerApproval } from './approval/manager-approval';
import { PRINT_FROM_TILL, printPath } from '../lib/screen-paths';
import { useBridge } from '../data/bridge-context';
import { useAction } from '../data/use-action';
import { printJobChanged, usePrintJobs } from '../data/use-print-jobs';
import { ErrorLine } from './error-line';
import { useErrorMessage } from './error-message';
import { usePrintInPlace } from './print-in-place';
import { usePrintReason } from './print-reason';
import { type PrintStatus, statusOfJob } from './print-status';

interface ResultPrintingProps {
  sale: Sale;
  /** The document on show beside the sale. */
  shown: ReceiptKind;
  /** The copy the core will print next of the shown document (0: the original), from its preview. */
  nextCopy: number | null;
  /** The customer's language when the clerk chose one; else the shop's. */
  language: Language | undefined;
}

export function ResultPrinting({ sale, shown, nextCopy, language }: ResultPrintingProps) {
  const { t } = useTranslation('print');
  const bridge = useBridge();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const errorMessage = useErrorMessage();
  const describe = usePrintReason();
  const jobs = usePrintJobs(sale.id, sale.updatedAt).data ?? [];
  const lastJob = jobs.at(-1);
  const [pressed, setPressed] = useState<ReceiptKind>(shown);
  const approval = useManagerApproval();

  // `~`: from the page's root, also where this is drawn inside a nested route (a sale's detail under /recent).
  const openPrintPage = (jobId: number) => navigate(`~${printPath({ jobId })}`, { state: PRINT_FROM_TILL });
  const inPlace = usePrintInPlace();
  // A voucher's PIN shown again: a copy the core counts and audits; kept here only while this step is on screen.
  const [revealed, setRevealed] = useState<{ saleId: string; code: string } | null>(null);
  const showPin = useAction(async () => {
    const shown = await approval.guard('reprint', sale.id, () => bridge['printing.showPin']({ saleId: sale.id }));
    if (shown) setRevealed({ saleId: sale.id, code: shown.code });
  });
  const pinOnScreen = revealed?.saleId === sale.id ? revealed.code : null;

  const print = useAction(async (kind: ReceiptKind) => {
    setPressed(kind);
    // A voucher's later reprints may be a manager's (Settings): the core refuses, a manager approves, it prints.
    const job = await approval.guard('reprint', sale.id, () => bridge['printing.print']({ saleId: sale.id, kind, ...(language ? { language } : {}) }));
    if (!job) return;
    printJobChanged(client, job);
    if (job.outcome === 'browser') inPlace.print({ jobId: job.id });
  });
  // A newer job, or the last one's outcome (the automatic print, a job whose call's answer was lost), says more than a call that failed before it.
  const { reset } = print;
  useEffect(() => reset(), [lastJob?.id, lastJob?.outcome, reset]);

  const trouble = print.error ?? inPlace.error;
  const status: PrintStatus = print.busy ? { kind: 'printing' } : trouble ? { kind: 'failed', reason: errorMessage(trouble), problem: null, retry: pressed } : statusOfJob(lastJob);

  // The core's count, not one of the screen's own: a failure after the printer had the slip is a copy too.
  const label = (kind: ReceiptKind) => (kind === shown && (nextCopy ?? 0) > 0 ? t('reprint') : kind === 'voucher' ? t('printVoucher') : t('printReceipt'));
  const kinds: ReceiptKind[] = hasVoucher(sale) ? ['receipt', 'voucher'] : ['receipt'];

  return (
    <>
      <div className="print-buttons">
        {kinds.map((kind) => (
          <button key={kind} type="button" className="button" disabled={print.busy} onClick={() => void print.run(kind)}>
            {label(kind)}
          </button>
        ))}
        {hasVoucher(sale) ? (
          <button type="button" className="button" disabled={showPin.busy} onClick={() => (pinOnScreen ? setRevealed(null) : void showPin.run())}>
            {pinOnScreen ? t('hidePin') : t('showPin')}
          </button>
        ) : null}
      </div>
      <div className="print-status-line">
        {pinOnScreen ? (
          // In the status line's place: showing the PIN moves nothing else on the screen.
          <p className="print-status is-pin" role="status">
            {t('pin')}{' '}
            <strong className="revealed-pin" dir="ltr">
              {pinOnScreen}
            </strong>
          </p>
        ) : (
          <p className={`print-status is-${status.kind}`} role="status">
            {status.kind === 'none' ? '' : status.kind === 'failed' ? <Failed reason={describe(status) ?? t('status.noReason')} /> : t(`status.${status.kind}`)}
          </p>
        )}
        {showPin.error ? <ErrorLine error={showPin.error} /> : null}
        {status.kind === 'failed' ? (
          <button type="button" className="button small" onClick={() => void print.run(status.retry)}>
            {t('tryAgain')}
          </button>
        ) : status.kind === 'browser' ? (
          <button type="button" className="button small" onClick={() => openPrintPage(status.jobId)}>
            {t('openPrint')}
          </button>
        ) : null}
      </div>
      {inPlace.sheet}
    </>
  );
}

/** "Not printed: <reason>", the reason in its own direction (the core's English on an Arabic screen). */
function Failed({ reason }: { reason: string }) {
  const { t } = useTranslation('print');
  // The sentence is translated whole; the reason is put back in where the translation placed it.
  const [before = '', after = ''] = t('status.failed', { reason: MARK }).split(MARK);
  return (
    <>
      {before}
      <bdi>{reason}</bdi>
      {after}
    </>
  );
}

const MARK = '\u0000';
