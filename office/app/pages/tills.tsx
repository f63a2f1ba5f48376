/** Tills: every till the chain enrolled, with what the centre knows of it. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TillsAnswer } from '../../shared/contract';
import { getJson } from '../api';
import { DataTable } from '../data-table';
import { useOfficeFormats } from '../formats';
import { Loading, Problem } from '../page-state';

export function TillsPage() {
  const { t } = useTranslation();
  const formats = useOfficeFormats();
  const { data, error } = useQuery({ queryKey: ['tills'], queryFn: () => getJson('/api/tills', TillsAnswer), refetchInterval: 30_000, placeholderData: keepPreviousData });
  return (
    <section aria-labelledby="tills-title">
      <h1 id="tills-title">{t('tills.heading')}</h1>
      <Problem error={error} />
      {!data ? (
        !error && <Loading />
      ) : (
        <DataTable
          caption={t('tills.heading')}
          columns={[
            { key: 'till', label: t('tills.till') },
            { key: 'shop', label: t('tills.shop') },
            { key: 'last', label: t('tills.lastEvent') },
            { key: 'seq', label: t('tills.lastSeq'), numeric: true },
            { key: 'waiting', label: t('tills.waiting'), numeric: true },
            { key: 'open', label: t('tills.openSales'), numeric: true },
            { key: 'conflicts', label: t('tills.conflicts'), numeric: true },
            { key: 'enrolled', label: t('tills.enrolled') },
            { key: 'revoked', label: t('tills.revoked') },
            { key: 'version', label: t('tills.version') },
          ]}
          rows={data.tills.map((till) => ({
            key: till.tillId,
            flag: till.revokedAt ? 'revoked' : undefined,
            cells: [
              <>
                <bdi>{till.name}</bdi> <span className="till-id">({till.tillId})</span>
              </>,
              till.shop,
              till.lastSeen ? formats.dateTime(till.lastSeen) : t('never'),
              formats.number(till.lastSeq),
              till.waiting === null || till.waitingSaidAt === null ? (
                t('tills.unknownWaiting')
              ) : (
                <>
                  {formats.number(till.waiting)} <span className="till-id">{t('tills.waitingAsOf', { time: formats.dateTime(till.waitingSaidAt) })}</span>
                </>
              ),
              formats.number(till.openSales),
              formats.number(till.conflicts),
              formats.dateTime(till.enrolledAt),
              till.revokedAt ? formats.dateTime(till.revokedAt) : t('tills.stillEnrolled'),
              till.version ?? t('tills.unknownVersion'),
            ],
          }))}
        />
      )}
    </section>
  );
}
