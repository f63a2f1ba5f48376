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
 * The list with `sale` in it: replaced in place, or put in its place among the rows (newest first, as main
 * orders them; never longer than asked for). Left alone when the list's filters do not take the sale, or when
 * the sale is older than a page that has more after it (it belongs to a later page). Null when only main can
 * tell: a search's text, or a clerk, which a sale carries by name alone.
 */
export function listWithSale(list: SalesList, sale: Sale, input: ListInput): SalesList | null {
  const index = list.sales.findIndex((row) => row.id === sale.id);
  if (index !== -1) {
    const row = list.sales[index];
    if (!row || !newer(sale, row)) return list;
    return { ...list, sales: list.sales.map((each, at) => (at === index ? sale : each)) };
  }
  const taken = takes(input, sale);
  if (taken === null) return null;
  if (!taken) return list;
  // Main breaks a tie of times by the order sales were taken: a sale not yet in the list is the later one.
  const at = list.sales.findIndex((row) => row.createdAt <= sale.createdAt);
  if (at === -1 && list.more) return list;
  const sales = at === -1 ? [...list.sales, sale] : [...list.sales.slice(0, at), sale, ...list.sales.slice(at)];
  const limit = input?.limit ?? DEFAULT_LIMIT;
  return { sales: sales.slice(0, limit), more: list.more || sales.length > limit };
}

/** The detail with the newer sale; its timeline is not in the event, so the caller reads it again. */
export function detailWithSale(detail: SaleDetail, sale: Sale): SaleDetail {
  return detail.sale.id === sale.id && newer(sale, detail.sale) && detail.sale !== sale ? { ...detail, sale } : detail;
}

/** Whether a list's filters take the sale; null where the sale does not say (a search's text, a clerk's id). */
function takes(input: ListInput, sale: Sale): boolean | null {
  if (input === undefined) return true;
  const fits =
    (input.day === undefined || sale.businessDay === input.day) &&
    (input.state === undefined || sale.state === input.state) &&
    (input.operatorId === undefined || sale.operator.id === input.operatorId) &&
    (input.before === undefined || sale.createdAt < input.before);
  if (!fits) return false;
  return input.text === undefined && input.clerkId === undefined ? true : null;
}
