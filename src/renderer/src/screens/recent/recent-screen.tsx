/**
 * Recent sales, the sales waiting to be sent at `/recent/waiting`, and one sale's detail at `/recent/<id>` (so
 * a reload keeps it open). Back from a detail goes to the list the clerk came from, and the keyboard carries
 * on at the row pressed: this screen remembers both across the three.
 */
import { useRef } from 'react';
import { useLocation, useRoute } from 'wouter';
import { RecentSales } from './recent-sales';
import { SaleDetail } from './sale-detail';
import { WaitingSales } from './waiting-sales';

// Paths here are relative to /recent (a nested route).
const ALL = '/';
const WAITING = '/waiting';

export function RecentScreen() {
  const [, navigate] = useLocation();
  const [waiting] = useRoute(WAITING);
  const [opened, params] = useRoute<{ id: string }>('/:id');
  const returnTo = useRef<string | null>(null);
  // A detail opened straight from the address (a reload) goes back to all recent sales.
  const cameFrom = useRef(ALL);

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
  return <RecentSales returnTo={returnTo} onOpen={open(ALL)} />;
}
