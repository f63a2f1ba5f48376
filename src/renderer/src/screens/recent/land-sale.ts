/**
 * A sale an action answered with (checked again, cancelled): its detail shows it at once, and its timeline is
 * read again, as main's `sale.updated` would do (data/till-events.ts); the lists follow that event.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { MethodOutput, Sale } from '@shared/contract';
import { detailWithSale } from '../../data/sales-cache';
import { tillKey } from '../../data/till-query';

export function landSale(client: QueryClient, sale: Sale): void {
  const detail = tillKey('sales.get', { id: sale.id });
  client.setQueryData<MethodOutput<'sales.get'>>(detail, (cached) => cached && detailWithSale(cached, sale));
  void client.invalidateQueries({ queryKey: detail, exact: true });
}
