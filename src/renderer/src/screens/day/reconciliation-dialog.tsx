/**
 * The day here against the service's report, in plain words: how many sales match, then each kind of mismatch
 * with what it means for the shop, and the sales concerned. A dialog over the summary, put away with Close.
 */
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal } from 'react-aria-components/Modal';
import { useTranslation } from 'react-i18next';
import { STATE_OF_STATUS } from '@shared/sale-states';
import type { Reconciliation, Sale } from '@shared/contract';
import { MoneyError, toMicros } from '@shared/money';
import { SALE_STATES } from '@shared/sale-states';
import { useFormats } from '../../i18n/use-formats';
import { useSaleStateText } from '../../ui/sale-state-text';
import { dayLabel } from '../../lib/calendar-day';
import { SaleTable } from './sale-table';

interface ReconciliationDialogProps {
  result: Reconciliation;
  onClose(): void;
}

export function ReconciliationDialog({ result, onClose }: ReconciliationDialogProps) {
  const { t } = useTranslation('day');
  const formats = useFormats();
  const { matched, onlyInJournal, onlyAtService, differing } = result;
  const allMatch = onlyInJournal.length === 0 && onlyAtService.length === 0 && differing.length === 0;
  return (
    <Modal className="modal" isDismissable isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog className="dialog reconciliation">
        <Heading slot="title">{t('compare.title', { day: dayLabel(result.day, formats.locale) })}</Heading>
        <div className="reconciliation-body" tabIndex={0}>
          <p className="reconciliation-matched">{t('compare.matched', { count: matched })}</p>
          {allMatch ? <p>{t('compare.allMatch')}</p> : null}
          {onlyInJournal.length > 0 ? (
            <Bucket title={t('compare.onlyHere.title', { count: onlyInJournal.length })} meaning={t('compare.onlyHere.meaning')}>
              <SaleTable sales={onlyInJournal} />
            </Bucket>
          ) : null}
          {onlyAtService.length > 0 ? (
            <Bucket title={t('compare.onlyThere.title', { count: onlyAtService.length })} meaning={t('compare.onlyThere.meaning')}>
              <ServiceOnlyTable rows={onlyAtService} />
            </Bucket>
          ) : null}
          {differing.length > 0 ? (
            <Bucket title={t('compare.differing.title', { count: differing.length })} meaning={t('compare.differing.meaning')}>
              <DifferingTable rows={differing} />
            </Bucket>
          ) : null}
        </div>
        <div className="dialog-actions">
          <Button className="button" autoFocus onPress={onClose}>
            {t('compare.close')}
          </Button>
        </div>
      </Dialog>
    </Modal>
  );
}

function Bucket({ title, meaning, children }: { title: string; meaning: string; children: ReactNode }) {
  return (
    <section className="day-section" aria-label={title}>
      <h3>{title}</h3>
      <p className="bucket-meaning">{meaning}</p>
      {children}
    </section>
  );
}

/** The service's date ('YYYY-MM-DD HH:mm:ss', UTC) and status, as this screen says dates and states. */
function useServiceWords() {
  const { t: states } = useTranslation('states');
  const formats = useFormats();
  return {
    date: (date: string) => formats.dateTime(`${date.replace(' ', 'T')}Z`),
    status: (status: string) => (Object.hasOwn(STATE_OF_STATUS, status) ? states(`state.${STATE_OF_STATUS[status as keyof typeof STATE_OF_STATUS]}.title`) : status),
  };
}

function ServiceOnlyTable({ rows }: { rows: Reconciliation['onlyAtService'] }) {
  const { t } = useTranslation('day');
  const formats = useFormats();
  const service = useServiceWords();
  return (
    <table className="day-table">
      <thead>
        <tr>
          <th scope="col">{t('compare.date')}</th>
          <th scope="col">{t('compare.transaction')}</th>
          <th scope="col">{t('compare.reference')}</th>
          <th scope="col" className="num">
            {t('columns.amount')}
          </th>
          <th scope="col">{t('compare.status')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.transactionId}>
            <td>{service.date(row.date)}</td>
            <td>{row.transactionId}</td>
            <td>{row.customIdentifier ?? '—'}</td>
            <td className="num">{formats.money(row.requested)}</td>
            <td>{service.status(row.status)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DifferingTable({ rows }: { rows: Reconciliation['differing'] }) {
  const { t } = useTranslation('day');
  const formats = useFormats();
  const value = useDifferenceValue();
  return (
    <table className="day-table">
      <thead>
        <tr>
          <th scope="col">{t('compare.sale')}</th>
          <th scope="col">{t('compare.differing.what')}</th>
          <th scope="col">{t('compare.differing.here')}</th>
          <th scope="col">{t('compare.differing.there')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.sale.id}:${row.field}`}>
            <td>
              {formats.time(row.sale.createdAt)} <bdi dir="ltr">{formats.recipient(row.sale.recipient)}</bdi> {row.sale.operator.name}
            </td>
            <td>{isKnownField(row.field) ? t(`compare.fields.${row.field}`) : row.field}</td>
            <td>{value(row.field, row.journal, row.sale, 'here')}</td>
            <td>{value(row.field, row.service, row.sale, 'there')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const KNOWN_FIELDS = ['state', 'amount', 'delivered'] as const;
type KnownField = (typeof KNOWN_FIELDS)[number];
const isKnownField = (field: string): field is KnownField => (KNOWN_FIELDS as readonly string[]).includes(field);
const isSaleState = (value: string): value is Sale['state'] => (SALE_STATES as readonly string[]).includes(value);

/**
 * A differing value as the manager reads it: amounts (decimal text from the core) in the sale's currency, the
 * till's own state in words; the service's status stays its own word.
 */
function useDifferenceValue(): (field: string, value: string, sale: Sale, side: 'here' | 'there') => string {
  const formats = useFormats();
  const stateText = useSaleStateText();
  return (field, value, sale, side) => {
    const currency = field === 'amount' ? sale.amount.currency : field === 'delivered' ? (sale.delivered?.currency ?? null) : null;
    if (currency !== null) {
      try {
        return formats.money({ micros: toMicros(value), currency });
      } catch (error) {
        if (error instanceof MoneyError) return value;
        throw error;
      }
    }
    return field === 'state' && side === 'here' && isSaleState(value) ? stateText(value).title : value;
  };
}
