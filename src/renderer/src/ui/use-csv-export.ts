/**
 * A CSV for the shop's books (a day's sales, a day's audit trail): the desktop app asks where to save it and says
 * where it went; a browser gets it as a download. A save dialog cancelled says nothing.
 */
import { useState } from 'react';
import type { CsvDelivery } from '@shared/schemas';
import { type Action, useAction } from '../data/use-action';
import { saveTextDownload } from './save-download';

const CSV_TYPE = 'text/csv;charset=utf-8';

export type CsvDelivered = { kind: 'saved'; path: string } | { kind: 'downloaded'; file: string };

export interface CsvExport<A extends unknown[]> extends Action<A> {
  delivered: CsvDelivered | null;
}

export function useCsvExport<A extends unknown[]>(fetchCsv: (...args: A) => Promise<CsvDelivery>): CsvExport<A> {
  const [delivered, setDelivered] = useState<CsvDelivered | null>(null);
  const exportCsv = useAction(async (...args: A) => {
    setDelivered(null);
    const answer = await fetchCsv(...args);
    switch (answer.delivery) {
      case 'download':
        // A byte-order mark: spreadsheet programs then read names and amounts as UTF-8 (as the desktop app's save does).
        saveTextDownload(answer.filename, `\ufeff${answer.csv}`, CSV_TYPE);
        setDelivered({ kind: 'downloaded', file: answer.filename });
        break;
      case 'saved':
        setDelivered({ kind: 'saved', path: answer.path });
        break;
      case 'cancelled':
        break;
    }
  });
  return { ...exportCsv, delivered };
}
