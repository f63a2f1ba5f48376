/**
 * The print page: one print job's receipt or voucher alone, printed with the browser's own print window. The
 * till's screens print a job where the clerk is (ui/print-in-place.tsx); this page is where a sale's result or
 * detail leads on request (*Open print page*), for the desktop app's hidden window, and for an address opened
 * by hand. It prints once by itself as soon as the receipt is drawn. "Print" and "Download PDF" make another
 * copy (a new job, REPRINT n): a voucher's PIN is on this page only the first time the core draws its job.
 * `/print/test` shows the printer's test page (the desktop app prints Settings' test from it). The desktop app
 * loads the same address in a hidden window with `?silent=1` and prints it itself: then the page only says it is
 * ready (`<html data-print-ready="true">`). Only the sheet prints, on a page of the paper's size
 * (ui/print-sheet.css).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { isLanguage } from '@shared/languages';
import { useManagerApproval } from '../../ui/approval/manager-approval';
import { cameFromTill, PRINT_FROM_TILL, printPath, type PrintRequest, SCREEN_PATHS } from '../../lib/screen-paths';
import { printJobChanged } from '../../data/use-print-jobs';
import { useBridge } from '../../data/bridge-context';
import { useAction } from '../../data/use-action';
import { useSettings } from '../../data/use-settings';
import { useTillQuery } from '../../data/use-till-query';
import { type ReceiptRequest, useReceipt } from '../../data/use-receipt';
import { useLanguage } from '../../i18n/language-provider';
import { ErrorLine } from '../../ui/error-line';
import { ReceiptView } from '../../ui/receipt-view';
import { paperPageClass } from '../../ui/paper-page';
import { saveDownload } from '../../ui/save-download';
import '../../ui/print-sheet.css';
import './print-screen.css';

/** `request` 'test': the test page of the printer in Settings instead of a sale's receipt. */
/** The history entry's mark of the page (the job, or the test page) that has printed itself once already. */
const PRINTED = 'printedByPage';
const asRecord = (state: unknown): Record<string, unknown> => (typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {});
const printedHere = (state: unknown, shown: number | 'test'): boolean => asRecord(state)[PRINTED] === shown;

export function PrintScreen({ request }: { request: PrintRequest | 'test' }) {
  const { t } = useTranslation('print');
  const bridge = useBridge();
  const [location, navigate] = useLocation();
  const { language, tillLanguage } = useLanguage();
  const query = new URLSearchParams(useSearch());
  // `?silent=1` belongs before the fragment; written after the fragment's path it is honoured too.
  const silent = query.get('silent') === '1' || /[?&]silent=1(?:&|$)/.test(location);
  // The desktop app names the customer's language in the address; the clerk's screen carries it already.
  const named = query.get('language');
  const receiptLanguage = isLanguage(named) ? named : language !== tillLanguage ? language : undefined;
  const input: ReceiptRequest | null = request === 'test' ? null : { jobId: request.jobId, ...(receiptLanguage ? { language: receiptLanguage } : {}) };
  const saleReceipt = useReceipt(input);
  const testPage = useTillQuery('printing.testPage', receiptLanguage ? { language: receiptLanguage } : {}, { enabled: request === 'test' });
  const receipt = request === 'test' ? testPage : saleReceipt;
  const columns = useSettings().data?.printer.columns;
  const layout = receipt.data?.layout ?? null;

  // Which page printed itself: another copy's page (Print) is a visit of its own, and prints once in its turn.
  const printedOnce = useRef<number | 'test' | null>(null);
  const shownJob = request === 'test' ? 'test' : request.jobId;
  const printButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!layout) return;
    document.documentElement.dataset.printReady = 'true';
    // Once per visit, however often the page draws again, and not again when Back, Forward or a reload
    // returns to it (the mark is kept in the page's history entry); a hidden window's owner prints it instead.
    if (silent || printedOnce.current === shownJob || printedHere(window.history.state, shownJob)) return;
    printedOnce.current = shownJob;
    window.history.replaceState({ ...asRecord(window.history.state), [PRINTED]: shownJob }, '');
    printButton.current?.focus();
    window.print();
  }, [layout, silent, shownJob]);
  useEffect(
    () => () => {
      delete document.documentElement.dataset.printReady;
    },
    [],
  );
  // Once its copy has printed, the page is drawn again, its PIN masked: the browser's own Print (Ctrl+P, its menu)
  // has nothing left to copy unseen. ("Print" here makes another copy, counted.)
  const redraw = useRef(saleReceipt.refetch);
  redraw.current = saleReceipt.refetch;
  useEffect(() => {
    if (shownJob === 'test') return;
    const drawAgain = () => void redraw.current();
    window.addEventListener('afterprint', drawAgain);
    return () => window.removeEventListener('afterprint', drawAgain);
  }, [shownJob]);

  // Another paper copy or a PDF is another copy the core numbers and counts (REPRINT n), never this job again:
  // a voucher's PIN is on this page only for the one copy it printed. A later voucher copy may be a manager's.
  const approval = useManagerApproval();
  const client = useQueryClient();
  const printAgain = useAction(async () => {
    if (!input) return window.print();
    const job = await approval.guard('reprint', undefined, () => bridge['printing.again']({ jobId: input.jobId, ...(input.language ? { language: input.language } : {}) }));
    if (!job) return;
    printJobChanged(client, job);
    if (job.outcome === 'browser') navigate(`~${printPath({ jobId: job.id })}`, { replace: true, state: cameFromTill(window.history.state) ? PRINT_FROM_TILL : null });
  });
  const download = useAction(async () => {
    if (!input) return;
    const pdf = await approval.guard('reprint', undefined, () => bridge['receipts.pdf'](input));
    if (pdf) saveDownload(pdf.fileName, pdf.base64, 'application/pdf');
  });

  const back = () => {
    // Back the way the clerk came (so the browser's own Back does not open this page, and print, again);
    // opened straight from its address, there is no way back but to selling.
    if (cameFromTill(window.history.state)) window.history.back();
    else navigate(SCREEN_PATHS.sell, { replace: true });
  };

  return (
    <section className={`print-screen print-sheet${layout ? ` ${paperPageClass(layout)}` : ''}`} aria-label={t('screen.label')}>
      <div className="print-actions">
        <button ref={printButton} type="button" className="button primary" disabled={!layout || printAgain.busy} onClick={() => void printAgain.run()}>
          {t('screen.print')}
        </button>
        {input ? (
          <button type="button" className="button" disabled={download.busy} onClick={() => void download.run()}>
            {t('screen.download')}
          </button>
        ) : null}
        <button type="button" className="button" onClick={back}>
          {t('screen.back')}
        </button>
      </div>
      <ErrorLine error={printAgain.error ?? download.error ?? receipt.error} />
      <ReceiptView layout={layout} columns={columns} placeholder={receipt.isError ? '' : t('preparing')} />
    </section>
  );
}
