/**
 * How one `sale.updated` lands in cached answers, without asking main again where it can: pure, so tested alone.
 * Events may arrive out of order with answers: a sale is never stepped back to an older version.
 */
import type { MethodInput, MethodOutput, Sale } from '@shared/contract';

type SalesList = MethodOutput<'sales.list'>;
type SaleDetail = MethodOutput<'sales.get'>;
type ListInput = MethodInput<'sales.list'>;

/** The contract's own default, for a list asked for without a limit. */
const DEFAULT_LIMIT = 100;

const newer = (candidate: Sale, current: Sale) => candidate.updatedAt >= current.updatedAt;

/**
 * The list with `sale` in it: replaced in place, or added on top of a list of the latest sales (never longer
 * than asked for). Null when only main can tell: a filtered list the sale was not in may now have to hold it.
 */
export function listWithSale(list: SalesList, sale: Sale, input: ListInput): SalesList | null {
  const index = list.sales.findIndex((row) => row.id === sale.id);
  if (index !== -1) {
    const row = list.sales[index];
    if (!row || !newer(sale, row)) return list;
    return { ...list, sales: list.sales.map((each, at) => (at === index ? sale : each)) };
  }
  if (!isLatest(input)) return null;
  const limit = input?.limit ?? DEFAULT_LIMIT;
  const sales = [sale, ...list.sales];
  return { sales: sales.slice(0, limit), more: list.more || sales.length > limit };
}

/** The detail with the newer sale; its timeline is not in the event, so the caller reads it again. */
export function detailWithSale(detail: SaleDetail, sale: Sale): SaleDetail {
  return detail.sale.id === sale.id && newer(sale, detail.sale) && detail.sale !== sale ? { ...detail, sale } : detail;
}

/** A list of the newest sales, whatever they are: a new sale belongs on top of it. */
function isLatest(input: ListInput): boolean {
  if (input === undefined) return true;
  return input.day === undefined && input.state === undefined && input.text === undefined && input.before === undefined;
}
