/** Where an exported CSV went (saved to a path, or downloaded), or why it could not be made. */
import { useTranslation } from 'react-i18next';
import { ErrorLine } from './error-line';
import type { CsvExport } from './use-csv-export';

export function CsvNotes<A extends unknown[]>({ csv }: { csv: CsvExport<A> }) {
  const { t } = useTranslation('common');
  if (csv.error) return <ErrorLine error={csv.error} />;
  if (!csv.delivered) return null;
  return (
    <p className="csv-note" role="status">
      {csv.delivered.kind === 'saved' ? (
        <>
          {t('csv.saved')} <span className="file-path">{csv.delivered.path}</span>
        </>
      ) : (
        t('csv.downloaded', { file: csv.delivered.file })
      )}
    </p>
  );
}
