/**
 * The day's CSV for the shop's books: the desktop app asks where to save it and says where it went; a browser
 * gets it as a download. A save dialog cancelled says nothing.
 */
import { useState } from 'react';
import { useBridge } from '../../data/bridge-context';
import { type Action, useAction } from '../../data/use-action';
import { saveTextDownload } from '../print/save-download';

const CSV_TYPE = 'text/csv;charset=utf-8';

export type CsvDelivery = { kind: 'saved'; path: string } | { kind: 'downloaded'; file: string };

export interface ExportCsv extends Action<[day: string]> {
  delivered: CsvDelivery | null;
}

export function useExportCsv(): ExportCsv {
  const bridge = useBridge();
  const [delivered, setDelivered] = useState<CsvDelivery | null>(null);
  const exportCsv = useAction(async (day: string) => {
    setDelivered(null);
    const answer = await bridge['reports.exportCsv']({ day });
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
