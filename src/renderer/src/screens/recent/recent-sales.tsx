/**
 * Today's latest sales, newest first, each with its live state; `sale.updated` keeps the rows current through
 * the cache. A row opens the sale's detail (to read a PIN out again, or see what happened to it).
 */
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useTillQuery } from '../../data/use-till-query';
import { ErrorLine } from '../../ui/error-line';
import { SaleRows } from './sale-rows';

const SHOWN = 30;

interface RecentSalesProps {
  returnTo: RefObject<string | null>;
  onOpen(id: string): void;
}

export function RecentSales({ returnTo, onOpen }: RecentSalesProps) {
  const { t } = useTranslation('recent');
  const list = useTillQuery('sales.list', { limit: SHOWN });
  const sales = list.data?.sales;
  return (
    <section className="recent" aria-label={t('list.label')}>
      <div className="picker-head">
        <h2>{t('list.title')}</h2>
        <button type="button" className="button" onClick={() => void list.refetch()}>
          {t('list.refresh')}
        </button>
      </div>
      <ErrorLine error={list.error} />
      {sales && sales.length === 0 ? <p className="hint">{t('list.empty')}</p> : null}
      <SaleRows sales={sales} returnTo={returnTo} onOpen={onOpen} />
    </section>
  );
}
