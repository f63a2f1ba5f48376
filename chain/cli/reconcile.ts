/**
 * `npm run chain:reconcile -- --day 2026-11-22 [--url postgres://…/chain] [--environment live|sandbox]
 * [--client-id … --client-secret …] [--base-url … --auth-url …] [--time-zone Africa/Lagos] [--csv file]`: the
 * chain's sales of a business day against the service's transactions report, read with the chain's own
 * service credentials (or CHAIN_SERVICE_CLIENT_ID / CHAIN_SERVICE_CLIENT_SECRET; never printed). Lists matched,
 * only in the chain, only at the service, and differing. --base-url/--auth-url point it at a simulator;
 * --time-zone is the zone whose calendar day decides which unnamed transactions are the day's (UTC by default).
 */
import { parseArgs } from 'node:util';
import { businessDayBounds, isValidTimeZone } from '../../src/shared/business-day';
import { CredentialEnvironment, Day } from '../../src/shared/schemas';
import { LATE_SEND_MS, serviceDate } from '../../src/main/reports/reports-service';
import { csvField } from '../../src/main/reports/csv';
import { clientFor } from '../../src/main/service-client';
import type { TopupTransaction } from '../../src/main/topup-api';
import { adminConnection } from '../lib/admin-connection';
import { runCommand, writeOutput } from '../lib/command';
import { reconcileChainDay, type ChainReconciliation, type ChainSaleRow } from '../lib/reconcile';

/** Far enough either way for every till's business day, whatever its time zone. */
const ZONES_MS = 14 * 3_600_000;

function reconciliationText(result: ChainReconciliation): string {
  const list = (title: string, rows: string[]) => [`${title}: ${rows.length}`, ...rows.map((row) => `  ${row}`)];
  return [
    `Chain reconciliation for ${result.day}`,
    `matched: ${result.matched}`,
    ...list('only in the chain', result.onlyInChain.map((s) => `${s.tillId} ${s.saleId} ${s.state}`)),
    ...list('only at the service', result.onlyAtService.map((t) => `transaction ${t.transactionId} ${t.customIdentifier ?? '(no reference)'} ${t.status} ${t.date} ${t.requested}`)),
    ...list('differing', result.differing.map((d) => `${d.tillId} ${d.saleId} ${d.field}: chain ${d.chain}, service ${d.service}`)),
  ].join('\n');
}

function reconciliationCsv(result: ChainReconciliation): string {
  const rows = [
    ['kind', 'till_id', 'sale_id', 'transaction_id', 'field', 'chain', 'service'],
    ...result.onlyInChain.map((s) => ['only_in_chain', s.tillId, s.saleId, '', 'state', s.state, '']),
    ...result.onlyAtService.map((t) => ['only_at_service', '', t.customIdentifier ?? '', t.transactionId, 'status', '', t.status]),
    ...result.differing.map((d) => ['differing', d.tillId, d.saleId, '', d.field, d.chain, d.service]),
  ];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      day: { type: 'string' },
      environment: { type: 'string', default: 'live' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'base-url': { type: 'string' },
      'auth-url': { type: 'string' },
      'time-zone': { type: 'string', default: 'UTC' },
      csv: { type: 'string' },
    },
    strict: true,
  });
  const day = Day.safeParse(values.day);
  if (!day.success) throw new Error('give the business day with --day YYYY-MM-DD');
  const environment = CredentialEnvironment.safeParse(values.environment);
  if (!environment.success) throw new Error('--environment is live or sandbox');
  const timeZone = values['time-zone'];
  if (!isValidTimeZone(timeZone)) throw new Error(`--time-zone "${timeZone}" is not a time zone (e.g. Africa/Lagos)`);
  const clientId = values['client-id'] ?? process.env.CHAIN_SERVICE_CLIENT_ID;
  const clientSecret = values['client-secret'] ?? process.env.CHAIN_SERVICE_CLIENT_SECRET;
  if (!clientId || !clientSecret) throw new Error("give the chain's service credentials with --client-id and --client-secret (or CHAIN_SERVICE_CLIENT_ID and CHAIN_SERVICE_CLIENT_SECRET)");

  const sql = adminConnection(values.url ?? process.env.CHAIN_REPORT_URL);
  const client = clientFor({ ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}), ...(values['auth-url'] ? { authUrl: values['auth-url'] } : {}) }, environment.data, { clientId, clientSecret });
  try {
    const sales = (await sql.unsafe(
      'SELECT till_id, sale_id, state, amount_micros, amount_currency, use_local_amount, delivered_micros FROM chain_sale WHERE business_day = $1',
      [day.data],
    )) as unknown as ChainSaleRow[];
    const { from, to } = businessDayBounds(day.data, { startHour: 0, timeZone });
    const transactions: TopupTransaction[] = [];
    const window = { startDate: serviceDate(new Date(from.getTime() - ZONES_MS)), endDate: serviceDate(new Date(to.getTime() + ZONES_MS + LATE_SEND_MS)) };
    for await (const tx of client.transactions(window)) transactions.push(tx);
    const named = new Set(sales.map((sale) => sale.sale_id));
    const unnamed = transactions.map((tx) => tx.customIdentifier).filter((id): id is string => id !== null && !named.has(id));
    const elsewhere = unnamed.length
      ? new Set(((await sql.unsafe('SELECT sale_id FROM chain_sale WHERE sale_id = ANY($1) AND business_day <> $2', [unnamed, day.data])) as unknown as Array<{ sale_id: string }>).map((row) => row.sale_id))
      : new Set<string>();
    const [start, end] = [serviceDate(from), serviceDate(to)];
    const result = reconcileChainDay(day.data, sales, transactions, (tx) => tx.transactionDate >= start && tx.transactionDate < end, elsewhere);
    process.stdout.write(`${reconciliationText(result)}\n`);
    if (values.csv) {
      writeOutput(values.csv, reconciliationCsv(result), 0o644);
      process.stdout.write(`CSV written to ${values.csv}\n`);
    }
  } finally {
    await client.close();
    await sql.end();
  }
}

runCommand(main);
