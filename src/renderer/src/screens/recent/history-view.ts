/**
 * What the history shows: which day (today's business day, following it as it turns; one chosen day; or every
 * day), the search, and the filters. Pure, so tested alone: the screen keeps one of these, the list reads it.
 */
import { nextDay } from '@shared/business-day';
import type { MethodInput, SaleState } from '@shared/contract';
// The Day screen's calendar steps are the history's too (one day before, in UTC): one rule, not two.
import { previousDay } from '@shared/business-day';

export type DayChoice = { kind: 'today' } | { kind: 'day'; day: string } | { kind: 'all' };

/** A filter's choice with its name, so it still reads right on a day whose sales do not offer it. */
export interface Named<Id> {
  id: Id;
  name: string;
}

export interface HistoryView {
  day: DayChoice;
  /** The number's last digits, the sale id or the service's transaction id; '' for none. */
  text: string;
  state: SaleState | null;
  clerk: Named<string> | null;
  operator: Named<number> | null;
}

export const TODAYS_SALES: HistoryView = { day: { kind: 'today' }, text: '', state: null, clerk: null, operator: null };

/** What `sales.list` is asked for, the page aside; null until today's business day is known. */
export type HistoryFilter = Omit<NonNullable<MethodInput<'sales.list'>>, 'limit' | 'before'>;

export function historyFilter(view: HistoryView, today: string | undefined): HistoryFilter | null {
  const day = dayShown(view.day, today);
  if (day === undefined) return null;
  return {
    ...(day === null ? {} : { day }),
    ...(view.text ? { text: view.text } : {}),
    ...(view.state ? { state: view.state } : {}),
    ...(view.clerk ? { clerkId: view.clerk.id } : {}),
    ...(view.operator ? { operatorId: view.operator.id } : {}),
  };
}

/** The business day shown: null for every day, undefined while today's is not known. */
export function dayShown(choice: DayChoice, today: string | undefined): string | null | undefined {
  switch (choice.kind) {
    case 'today':
      return today;
    case 'day':
      return choice.day;
    case 'all':
      return null;
  }
}

/** The day before or after the one shown; a step onto today follows today again. Null: no such step (no day shown, or the future). */
export function stepDay(choice: DayChoice, today: string | undefined, by: -1 | 1): DayChoice | null {
  const day = dayShown(choice, today);
  if (!day || !today) return null;
  const next = by === 1 ? nextDay(day) : previousDay(day);
  if (next > today) return null;
  return next === today ? { kind: 'today' } : { kind: 'day', day: next };
}
