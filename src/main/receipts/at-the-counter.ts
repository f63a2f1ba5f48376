/**
 * Whether a sale's customer is still at the counter: the drawer opens, a sale prints by itself, and a voucher's
 * first copy is the original only then. Later (from the history, the next day) the customer has gone, and a
 * voucher's first copy already reads REPRINT 1. Pure.
 */
export const AT_THE_COUNTER_MS = 15 * 60 * 1000;

export function atTheCounter(sale: { createdAt: string }, now: Date): boolean {
  return now.getTime() - Date.parse(sale.createdAt) <= AT_THE_COUNTER_MS;
}
