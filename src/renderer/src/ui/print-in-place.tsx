/**
 * Printing a print job (or the printer's test page) where the clerk is. When the till's printer is the browser
 * the core answers `browser`, and the browser's own print window prints the job's page. Going to the print page
 * for it took the clerk off their screen (with Sell lit up) until Back; instead, the sheet is drawn here, unseen
 * on screen and the only thing on paper (print-sheet.css), printed as soon as it is drawn, and gone once the
 * print window closes. The screen, its tab and what it shows stay as they were.
 *
 * The job's page is read once per print, never from a cache: the core draws a voucher's PIN only the first time
 * its job is drawn, so a second print of the same job is masked, as on the print page.
 */
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ReceiptLayout } from '@shared/contract';
import type { BridgeError } from '../data/bridge/bridge-error';
import { useBridge } from '../data/bridge-context';
import { callTill } from '../data/till-query';
import { useLanguage } from '../i18n/language-provider';
import { paperPageClass } from './paper-page';
import { ReceiptView } from './receipt-view';
import './print-sheet.css';

/** A print job's page, or the printer's test page (Settings). */
export type PrintTarget = { jobId: number } | 'test';

export interface PrintInPlace {
  /** Draws the target's page unseen and prints it with the browser's print window. */
  print(target: PrintTarget): void;
  /** The page could not be drawn, so nothing was printed. */
  error: BridgeError | null;
  /** The unseen sheet while it prints: put anywhere in the screen's tree (it is drawn at the page's end). */
  sheet: ReactNode;
}

export function usePrintInPlace(): PrintInPlace {
  const [asked, setAsked] = useState<{ target: PrintTarget; turn: number } | null>(null);
  const [error, setError] = useState<BridgeError | null>(null);
  const turns = useRef(0);
  const print = useCallback((target: PrintTarget) => {
    setError(null);
    turns.current += 1;
    setAsked({ target, turn: turns.current });
  }, []);
  const done = useCallback(() => setAsked(null), []);
  const failed = useCallback((failure: BridgeError) => {
    setError(failure);
    setAsked(null);
  }, []);
  const sheet = asked ? createPortal(<UnseenSheet key={asked.turn} {...asked} onPrinted={done} onFailed={failed} />, document.body) : null;
  return { print, error, sheet };
}

interface UnseenSheetProps {
  target: PrintTarget;
  /** Its own read of the page: another print of the same job is read anew. */
  turn: number;
  onPrinted(): void;
  onFailed(failure: BridgeError): void;
}

function UnseenSheet({ target, turn, onPrinted, onFailed }: UnseenSheetProps) {
  const layout = useSheetLayout(target, turn, onFailed);
  const printed = useRef(false);
  useEffect(() => {
    window.addEventListener('afterprint', onPrinted);
    return () => window.removeEventListener('afterprint', onPrinted);
  }, [onPrinted]);
  useEffect(() => {
    // Once, however often it draws (a development build runs effects twice).
    if (!layout || printed.current) return;
    printed.current = true;
    window.print();
  }, [layout]);
  return (
    <section className={`print-sheet is-in-place${layout ? ` ${paperPageClass(layout)}` : ''}`} aria-hidden="true">
      <ReceiptView layout={layout} />
    </section>
  );
}

/** The page as the print page would draw it: in the customer's language when the clerk chose one. */
function useSheetLayout(target: PrintTarget, turn: number, onFailed: (failure: BridgeError) => void): ReceiptLayout | null {
  const bridge = useBridge();
  const { language, tillLanguage } = useLanguage();
  // As it was when printing was asked for: the page is not read again if the screen's language changes meanwhile.
  const [customer] = useState(() => (language !== tillLanguage ? { language } : {}));
  const page = useQuery({
    queryKey: ['print-in-place', target, turn, customer] as const,
    queryFn: () => (target === 'test' ? callTill(bridge, 'printing.testPage', customer) : callTill(bridge, 'receipts.render', { jobId: target.jobId, ...customer })),
    // A job's page is drawn with its PIN once: read again, it would print masked. Not kept once printed.
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const { error } = page;
  useEffect(() => {
    if (error) onFailed(error);
  }, [error, onFailed]);
  return page.data?.layout ?? null;
}
