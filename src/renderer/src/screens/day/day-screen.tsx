/**
 * The day: its summary (the running X of the current business day, or any past day, closed ones with their Z),
 * the account's balance, and what the manager does at the day's end: close it, print it, export it, compare it
 * with the service. After a Z the screen stays on the closed day and says which day new sales go to now.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { nextDay } from '@shared/business-day';
import type { DaySummary } from '@shared/contract';
import { rereadTill, setTillData, tillKey } from '../../data/till-query';
import { useStatus } from '../../data/use-status';
import { useTillQuery } from '../../data/use-till-query';
import { AccountBalance } from './account-balance';
import { previousDay } from '@shared/business-day';
import { DayActions } from './day-actions';
import { DaySummaryView } from './day-summary';
import { useShownDay } from './use-shown-day';
import './day-screen.css';

export function DayScreen() {
  const client = useQueryClient();
  const status = useStatus();
  const [shown, setShown] = useShownDay();
  // An open day's figures move with every sale: each sale's event has them read again (till-events.ts).
  const summary = useTillQuery('reports.day', shown ? { day: shown, kind: 'X' } : { kind: 'X' });
  const currentDay = status.data?.businessDay ?? null;
  const day = shown ?? summary.data?.day ?? null;
  // Bumped when the close is refused, so the sales to settle come into view.
  const [showPending, setShowPending] = useState(0);

  const closed = (z: DaySummary) => {
    // The closed day stays on show, its Z in the cache until its figures are read again; the till's current day
    // (the status, the X of "today") has moved on.
    setTillData(client, 'reports.day', { day: z.day, kind: 'X' }, z);
    setShown(z.day);
    void rereadTill(client, 'status.get');
    void client.invalidateQueries({ queryKey: tillKey('reports.day', { kind: 'X' }), exact: true });
  };
  const refused = async () => {
    await summary.refetch();
    setShowPending((count) => count + 1);
  };

  const show = (next: string | null) => {
    setShowPending(0);
    setShown(next);
  };
  const choice = {
    shown,
    onPrevious: () => {
      if (day) show(previousDay(day));
    },
    onNext: () => {
      if (!shown) return;
      const next = nextDay(shown);
      show(currentDay !== null && next >= currentDay ? null : next);
    },
    onToday: () => show(null),
  };

  return (
    <div className="day-screen">
      <DaySummaryView day={day} summary={summary.data} error={summary.error} currentDay={currentDay} choice={choice} showPending={showPending} />
      <aside className="day-side">
        <AccountBalance status={status.data} />
        {/* Keyed by the day: what the buttons answered for one day is not said about another. */}
        <DayActions key={day ?? ''} day={day} summary={summary.data} onClosed={closed} onRefused={refused} />
      </aside>
    </div>
  );
}
