/**
 * The history's filters: the sale's state, the clerk who took it and its operator. Clerks and operators are
 * those of the day's sales (or of every sale, for all days), from `sales.facets`; a filter set on one day stays
 * on the next, offered by the name it was chosen with even where that day has none of its sales.
 */
import { useTranslation } from 'react-i18next';
import { SALE_STATES } from '@shared/sale-states';
import type { SaleState } from '@shared/contract';
import { useTillQuery } from '../../data/use-till-query';
import { useSaleStateText } from '../../ui/sale-state-text';
import { FilterSelect, type FilterOption } from '../../ui/filter-select';
import type { HistoryView, Named } from './history-view';

interface SaleFiltersProps {
  view: HistoryView;
  /** The business day shown; null for every day, undefined until today's is known. */
  day: string | null | undefined;
  onChange(view: HistoryView): void;
}

export function SaleFilters({ view, day, onChange }: SaleFiltersProps) {
  const { t } = useTranslation('recent');
  const stateText = useSaleStateText();
  const facets = useTillQuery('sales.facets', day ? { day } : {}, { enabled: day !== undefined });
  // A clerk from before clerks signed in has no id to filter by: their sales are found by the other filters.
  const clerks = (facets.data?.clerks ?? []).flatMap((clerk) => (clerk.id === null ? [] : [{ id: clerk.id, name: clerk.name }]));
  const operators = (facets.data?.operators ?? []).map((operator) => ({ id: String(operator.id), name: operator.name }));
  const states = SALE_STATES.map((state) => ({ id: state, name: stateText(state).title }));
  return (
    <div className="sale-filters">
      <FilterSelect
        label={t('filters.state')}
        allLabel={t('filters.allStates')}
        options={states}
        value={view.state}
        // Its options are the states themselves.
        onChange={(id) => onChange({ ...view, state: id as SaleState | null })}
      />
      <FilterSelect
        label={t('filters.clerk')}
        allLabel={t('filters.allClerks')}
        options={withChosen(clerks, view.clerk)}
        value={view.clerk?.id ?? null}
        onChange={(id) => onChange({ ...view, clerk: chosen(clerks, view.clerk, id, (each) => each) })}
      />
      <FilterSelect
        label={t('filters.operator')}
        allLabel={t('filters.allOperators')}
        options={withChosen(operators, view.operator && { id: String(view.operator.id), name: view.operator.name })}
        value={view.operator ? String(view.operator.id) : null}
        onChange={(id) => onChange({ ...view, operator: chosen(operators, view.operator, id, Number) })}
      />
    </div>
  );
}

/** The day's options, and the one chosen on another day if this day has none of its sales. */
function withChosen(options: FilterOption[], current: FilterOption | null): FilterOption[] {
  return current && !options.some((option) => option.id === current.id) ? [...options, current] : options;
}

/** The option picked, with its name; null: the filter taken off. */
function chosen<Id>(options: FilterOption[], current: Named<Id> | null, id: string | null, toId: (id: string) => Id): Named<Id> | null {
  if (id === null) return null;
  const option = options.find((each) => each.id === id);
  return option ? { id: toId(option.id), name: option.name } : current;
}
