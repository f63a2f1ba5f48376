/**
 * The shop's sales history: today's business day by default, any day before it, or every day; searched by the
 * number's last digits, a sale id or the service's transaction id; filtered by state, clerk and operator. The
 * rows are live (`sale.updated` through the cache) and come a page at a time; a row opens the sale's detail.
 * The screen keeps what is shown (the view), so Back from a detail finds the same list.
 */
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_SEARCH_ACROSS_DAYS, tooShortAcrossDays } from '@shared/history-search';
import { useStatus } from '../../data/use-status';
import { ErrorLine } from '../../ui/error-line';
import { DayNav, useDayTitle } from './day-nav';
import { dayShown, historyFilter, type HistoryView } from './history-view';
import { SaleFilters } from './sale-filters';
import { SaleRows } from './sale-rows';
import { SaleSearch } from './sale-search';
import { useSalePages } from './use-sale-pages';

interface RecentSalesProps {
  view: HistoryView;
  /** How many pages the clerk has asked for, kept with the view. */
  pages: number;
  onView(view: HistoryView): void;
  onMore(): void;
  returnTo: RefObject<string | null>;
  onOpen(id: string): void;
}

export function RecentSales({ view, pages, onView, onMore, returnTo, onOpen }: RecentSalesProps) {
  const { t } = useTranslation('recent');
  const { t: tc } = useTranslation('common');
  const today = useStatus().data?.businessDay;
  const day = dayShown(view.day, today);
  const filter = historyFilter(view, today);
  const list = useSalePages(filter, pages);
  const title = useDayTitle(view.day, today);

  // Another day or filter starts at the top of its list.
  const scroller = useRef<HTMLDivElement>(null);
  const filterKey = JSON.stringify(filter);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
  }, [filterKey]);

  const empty = list.sales?.length === 0 && !list.reading;
  return (
    <section className="recent history" aria-label={t('list.label')}>
      <div className="picker-head history-head">
        <h2>{title}</h2>
        <DayNav choice={view.day} today={today} onChoose={(choice) => onView({ ...view, day: choice })} />
      </div>
      <div className="history-tools">
        <SaleSearch text={view.text} onSearch={(text) => onView({ ...view, text })} />
        <SaleFilters view={view} day={day} onChange={onView} />
      </div>
      <ErrorLine error={list.error} />
      <div className="history-list" ref={scroller} aria-busy={list.reading}>
        <SaleRows sales={list.sales} returnTo={returnTo} onOpen={onOpen} withDay={day === null} />
        <p className="hint history-end" role="status">
          {list.sales === undefined ? (list.error ? '' : t('list.reading')) : empty ? t(emptyKey(view, day), { least: MIN_SEARCH_ACROSS_DAYS }) : ''}
        </p>
        {list.error ? (
          <button type="button" className="button wide" onClick={list.refetch}>
            {tc('tryAgain')}
          </button>
        ) : list.older === 'none' ? null : list.sales?.length ? (
          <button type="button" className="button wide" disabled={list.older === 'reading'} onClick={onMore}>
            {t('list.more')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** Why the list is empty, in words that say what to try. */
function emptyKey(view: HistoryView, day: string | null | undefined) {
  const filtered = view.text !== '' || view.state !== null || view.clerk !== null || view.operator !== null;
  // Across every day a short search looks up only a transaction id: say what finds the rest.
  if (day === null && tooShortAcrossDays(view.text)) return 'list.shortAll';
  if (filtered) return day ? 'list.noMatchDay' : 'list.noMatch';
  if (day === null) return 'list.emptyAll';
  return view.day.kind === 'today' ? 'list.emptyToday' : 'list.emptyDay';
}
