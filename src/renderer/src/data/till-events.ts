/**
 * The one place main's events reach the renderer: each one updates (or, where only main can tell, invalidates)
 * the query cache, and every screen reads the cache. Nothing else subscribes to the bridge's events.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MethodInput, MethodOutput, Sale, TillBridge } from '@shared/contract';
import { CATALOG_PROGRESS_KEY } from './catalog-progress';
import { markHalt } from './halt-mark';
import { detailWithSale, listWithSale } from './sales-cache';
import { printJobChanged } from './use-print-jobs';
import { rereadTill, setTillData, tillKey } from './till-query';

/** Subscribes the cache to every event; returns the way to stop. */
export function wireTillEvents(bridge: TillBridge, client: QueryClient): () => void {
  const stops = [
    bridge.on('status.changed', (status) => {
      setTillData(client, 'status.get', undefined, status);
      // Only a running till announces its status: whatever status.get refused before is past.
      markHalt(client, { type: 'status-read' });
    }),
    bridge.on('sale.updated', (sale) => {
      saleUpdated(client, sale);
      // The day's and the shift's figures move with every sale: whatever screen shows them reads them again.
      for (const method of ['reports.day', 'shifts.report'] as const) void client.invalidateQueries({ queryKey: tillKey(method) });
    }),
    bridge.on('catalog.progress', (progress) => {
      client.setQueryData(CATALOG_PROGRESS_KEY, progress);
      // A finished sync may have changed countries and operators: their answers are read again.
      if (progress.phase === 'done') void client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('catalog.') });
    }),
    bridge.on('print.changed', (job) => printJobChanged(client, job)),
    bridge.on('chain.changed', (status) => setTillData(client, 'chain.status', undefined, status)),
    bridge.on('customer.confirmation', (confirmation) => setTillData(client, 'customer.confirmation', undefined, confirmation)),
    bridge.on('session.changed', (session) => {
      setTillData(client, 'clerks.session', undefined, session);
      // A shift opened or closed, a clerk signed in: the day's figures and the lists by clerk read again.
      for (const method of ['shifts.list', 'shifts.report', 'reports.day', 'clerks.list'] as const) void client.invalidateQueries({ queryKey: tillKey(method) });
    }),
    bridge.on('till.halted', (halt) => {
      markHalt(client, { type: 'halted', halt });
      void rereadTill(client, 'journal.health');
    }),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}

function saleUpdated(client: QueryClient, sale: Sale): void {
  for (const [key, list] of client.getQueriesData<MethodOutput<'sales.list'>>({ queryKey: tillKey('sales.list') })) {
    if (!list) continue;
    // Keys under 'sales.list' are only ever made by tillKey: the second item is that list's input.
    const next = listWithSale(list, sale, key[1] as MethodInput<'sales.list'>);
    if (next) client.setQueryData(key, next);
    else void client.invalidateQueries({ queryKey: key, exact: true });
  }
  // The sale at once; its timeline (not in the event) read again.
  const detail = tillKey('sales.get', { id: sale.id });
  client.setQueryData<MethodOutput<'sales.get'>>(detail, (cached) => cached && detailWithSale(cached, sale));
  void client.invalidateQueries({ queryKey: detail, exact: true });
}
