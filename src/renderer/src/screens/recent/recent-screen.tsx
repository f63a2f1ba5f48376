/**
 * The sales history, the sales waiting to be sent at `/recent/waiting`, and one sale's detail at `/recent/<id>`
 * (so a reload keeps it open). Back from a detail goes to the list the clerk came from, as it was (its day,
 * search, filters and pages), and the keyboard carries on at the row pressed: this screen remembers all of it
 * across the three.
 */
import { useRef, useState } from 'react';
import { useLocation, useRoute } from 'wouter';
import { type HistoryView, TODAYS_SALES } from './history-view';
import { RecentSales } from './recent-sales';
import { SaleDetail } from './sale-detail';
import { WaitingSales } from './waiting-sales';
import './recent.css';

// Paths here are relative to /recent (a nested route).
const ALL = '/';
const WAITING = '/waiting';

export function RecentScreen() {
  const [, navigate] = useLocation();
  const [waiting] = useRoute(WAITING);
  const [opened, params] = useRoute<{ id: string }>('/:id');
  const returnTo = useRef<string | null>(null);
  // A detail opened straight from the address (a reload) goes back to the history.
  const cameFrom = useRef(ALL);
  const [view, setView] = useState<HistoryView>(TODAYS_SALES);
  const [pages, setPages] = useState(1);

  const open = (from: string) => (id: string) => {
    cameFrom.current = from;
    navigate(`/${encodeURIComponent(id)}`);
  };

  if (waiting) return <WaitingSales returnTo={returnTo} onOpen={open(WAITING)} onAll={() => navigate(ALL)} />;
  if (opened) {
    return (
      <SaleDetail
        id={params.id}
        onBack={() => {
          returnTo.current = params.id;
          navigate(cameFrom.current);
        }}
      />
    );
  }
  return (
    <RecentSales
      view={view}
      pages={pages}
      onView={(next) => {
        setView(next);
        // Another list starts again at its first page.
        setPages(1);
      }}
      onMore={() => setPages((count) => count + 1)}
      returnTo={returnTo}
      onOpen={open(ALL)}
    />
  );
}
