/**
 * Recent sales, and one sale's detail at `/recent/<id>` (so a reload keeps it open). Back from a detail, the
 * keyboard carries on at the row the clerk came from: this screen remembers it across the two.
 */
import { useRef } from 'react';
import { useLocation, useRoute } from 'wouter';
import { RecentSales } from './recent-sales';
import { SaleDetail } from './sale-detail';

export function RecentScreen() {
  // Paths here are relative to /recent (a nested route).
  const [, navigate] = useLocation();
  const [opened, params] = useRoute<{ id: string }>('/:id');
  const returnTo = useRef<string | null>(null);

  if (opened) {
    return (
      <SaleDetail
        id={params.id}
        onBack={() => {
          returnTo.current = params.id;
          navigate('/');
        }}
      />
    );
  }
  return <RecentSales returnTo={returnTo} onOpen={(id) => navigate(`/${encodeURIComponent(id)}`)} />;
}
