/**
 * Asks where to save a file and writes it there: the desktop app's save dialog (the shell implements it; the
 * core never imports electron). Resolves to the path written, or null when the person cancelled.
 */
import type { CsvDelivery } from '../../shared/schemas';

export type FileSaver = (suggestedName: string, content: string) => Promise<string | null>;

/** A CSV for the shop's books, to the person: saved where the desktop app's dialog says, or handed to a browser to download. */
export async function deliverCsv(saveFile: FileSaver | undefined, filename: string, csv: string): Promise<CsvDelivery> {
  if (!saveFile) return { delivery: 'download', filename, csv };
  const path = await saveFile(filename, csv);
  return path === null ? { delivery: 'cancelled' } : { delivery: 'saved', path };
}
