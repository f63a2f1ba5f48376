/** Exact totals of journal rows: per currency, in a stable order (by currency code), and groups by a key. Pure. */
import type { Money } from '../../shared/contract';
import { sumMicros } from '../../shared/money';

export function totals(pairs: Iterable<{ micros: number | null; currency: string | null }>): Money[] {
  const byCurrency = new Map<string, number[]>();
  for (const { micros, currency } of pairs) {
    if (micros === null || currency === null) continue;
    const list = byCurrency.get(currency) ?? [];
    list.push(micros);
    byCurrency.set(currency, list);
  }
  return [...byCurrency.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, list]) => ({ currency, micros: sumMicros(list) }));
}

export function groupBy<R, K>(rows: readonly R[], key: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k) ?? [];
    list.push(row);
    groups.set(k, list);
  }
  return groups;
}

/** What the customers asked for, by currency. */
export const requestedOf = (row: { amount_micros: number; amount_currency: string }) => ({ micros: row.amount_micros, currency: row.amount_currency });

/** Sales by the clerk who took them: by id, or by the one name a till had before clerks signed in. */
export function byClerk<R extends { clerk_id: string | null; clerk: string }>(rows: readonly R[]): Array<{ clerkId: string | null; clerk: string; rows: R[] }> {
  return [...groupBy(rows, (row) => row.clerk_id ?? `name:${row.clerk}`).values()]
    .map((group) => ({ clerkId: group[0]!.clerk_id, clerk: group[group.length - 1]!.clerk, rows: group }))
    .sort((a, b) => a.clerk.localeCompare(b.clerk));
}
