/**
 * The transactions report. It lists every recorded transaction, FAILED ones included (a client
 * reconciling by customIdentifier must see any transaction that exists), oldest first.
 * Filters: countryCode (ISO, any case), customIdentifier (exact, any case: the service matches
 * without case, so a client compares the identifier it sent), operatorId, operatorName (part of
 * the name, any case), startDate/endDate (UTC, inclusive).
 */
import { refusals } from './errors';
import type { StoredTransaction } from './ledger';
import { pageOf, readPageRequest } from './paging';
import { parseServiceTime } from './time';
import { readId } from './topup-request';
import { transactionRecord } from './transaction-record';

const DEFAULT_PAGE_SIZE = 100;

type Filter = (transaction: StoredTransaction) => boolean;

function dateFilter(query: URLSearchParams, name: 'startDate' | 'endDate'): Filter | null {
  const text = query.get(name);
  if (text === null || text.trim() === '') return null;
  const bound = parseServiceTime(text, name === 'endDate');
  if (bound === null) throw refusals.invalidInput(name, `${name} must be formatted YYYY-MM-DD HH:mm:ss`);
  // transactionDate is shown to the second: compare at that precision.
  const seconds = (epochMs: number) => Math.floor(epochMs / 1000);
  return name === 'startDate'
    ? (transaction) => seconds(transaction.transactionDate) >= seconds(bound)
    : (transaction) => seconds(transaction.transactionDate) <= seconds(bound);
}

function readFilters(query: URLSearchParams): Filter[] {
  const filters: Filter[] = [];
  const text = (name: string): string | null => {
    const value = query.get(name)?.trim();
    return value ? value : null;
  };
  const countryCode = text('countryCode')?.toUpperCase();
  if (countryCode) filters.push((transaction) => transaction.countryCode === countryCode);
  const customIdentifier = text('customIdentifier')?.toLowerCase();
  if (customIdentifier) filters.push((transaction) => transaction.customIdentifier?.toLowerCase() === customIdentifier);
  const operatorIdText = text('operatorId');
  if (operatorIdText !== null) {
    const operatorId = readId(operatorIdText);
    if (operatorId === null) throw refusals.invalidInput('operatorId', 'operatorId must be an integer');
    filters.push((transaction) => transaction.operatorId === operatorId);
  }
  const operatorName = text('operatorName')?.toLowerCase();
  if (operatorName) filters.push((transaction) => transaction.operatorName.toLowerCase().includes(operatorName));
  for (const name of ['startDate', 'endDate'] as const) {
    const filter = dateFilter(query, name);
    if (filter) filters.push(filter);
  }
  return filters;
}

export function transactionsReport(transactions: readonly StoredTransaction[], query: URLSearchParams) {
  const filters = readFilters(query);
  const matching = transactions.filter((transaction) => filters.every((filter) => filter(transaction)));
  const page = pageOf(matching, readPageRequest(query, DEFAULT_PAGE_SIZE));
  return { ...page, content: page.content.map(transactionRecord) };
}
