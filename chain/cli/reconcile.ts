/**
 * `npm run chain:reconcile -- --day 2026-11-22 [--url postgres://…/chain] [--environment live|sandbox]
 * [--client-id … --client-secret …] [--base-url … --auth-url …] [--time-zone Africa/Lagos] [--csv file]`: the
 * chain's sales of a business day against the service's transactions report, read with the chain's own
 * service credentials (or CHAIN_SERVICE_CLIENT_ID / CHAIN_SERVICE_CLIENT_SECRET; never printed). Lists matched,
 * only in the chain, only at the service, and differing. --base-url/--auth-url point it at a simulator;
 * --time-zone is the zone whose calendar day decides which unnamed transactions are the day's (UTC by default).
 */
import { businessDayBounds, isValidTimeZone } from '../../src/shared/business-day';
import { CredentialEnvironment, Day } from '../../src/shared/schemas';
import { LATE_SEND_MS, serviceDate } from '../../src/main/reports/reports-service';
import { csvField } from '../../src/main/reports/csv';
import { clientFor } from '../../src/main/service-client';
import type { TopupTransaction } from '../../src/main/topup-api';
import { checkChainSchema, CommandFailure, runCommand, UsageError, withChainDatabase, writeOutput } from '../lib/command';
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

const USAGE = `Usage: npm run chain:reconcile -- --day YYYY-MM-DD [--url postgres://ROLE@HOST:PORT/DATABASE] [--environment live|sandbox] [--csv FILE]

The chain's sales of a business day beside the service's transactions report: matched, only in the chain, only
at the service, and differing (state or amount).

  --day YYYY-MM-DD            the business day (required)
  --url URL                   the chain's database (default: CHAIN_REPORT_URL, else PGHOST, PGPORT, PGUSER, PGDATABASE)
  --environment live|sandbox  the service's environment (default live)
  --client-id ID              the chain's service credentials (default: CHAIN_SERVICE_CLIENT_ID
  --client-secret SECRET        and CHAIN_SERVICE_CLIENT_SECRET; never printed)
  --time-zone ZONE            whose calendar day decides which unnamed transactions are the day's (default UTC)
  --csv FILE                  also write the differences as CSV to FILE (only once the reconciliation is complete)
  --base-url URL, --auth-url URL   another service's address (a simulator)
  -h, --help                  this text

As a reader, by its certificate (chain:enroll --reader NAME wrote the files):
  PGSSLCERT=NAME.crt PGSSLKEY=NAME.key PGSSLROOTCERT=ca.crt
The server is checked against PGSSLROOTCERT by the host name or address in --url.
Exit status: 0 done, 1 a connection, TLS, permission, query or service failure (one line on stderr), 2 a usage mistake.
`;

const OPTIONS = {
  url: { type: 'string' },
  day: { type: 'string' },
  environment: { type: 'string', default: 'live' },
  'client-id': { type: 'string' },
  'client-secret': { type: 'string' },
  'base-url': { type: 'string' },
  'auth-url': { type: 'string' },
  'time-zone': { type: 'string', default: 'UTC' },
  csv: { type: 'string' },
} as const;

runCommand({ name: 'chain:reconcile', usage: USAGE, options: OPTIONS }, async (values) => {
  const day = Day.safeParse(values.day);
  if (!day.success) throw new UsageError('give the business day with --day YYYY-MM-DD');
  const environment = CredentialEnvironment.safeParse(values.environment);
  if (!environment.success) throw new UsageError('--environment is live or sandbox');
  const timeZone = values['time-zone'];
  if (!isValidTimeZone(timeZone)) throw new UsageError(`--time-zone "${timeZone}" is not a time zone (e.g. Africa/Lagos)`);
  const clientId = values['client-id'] ?? process.env.CHAIN_SERVICE_CLIENT_ID;
  const clientSecret = values['client-secret'] ?? process.env.CHAIN_SERVICE_CLIENT_SECRET;
  if (!clientId || !clientSecret) throw new UsageError("give the chain's service credentials with --client-id and --client-secret (or CHAIN_SERVICE_CLIENT_ID and CHAIN_SERVICE_CLIENT_SECRET)");

  const service = values['base-url'] ?? `the service (${environment.data})`;
  const result = await withChainDatabase(values.url ?? process.env.CHAIN_REPORT_URL, 'reader', async (db) => {
    const { sql } = db;
    // The database first: a centre that cannot be read is said before the service is asked anything.
    await checkChainSchema(db);
    const sales = (await sql.unsafe(
      'SELECT till_id, sale_id, state, amount_micros, amount_currency, use_local_amount, delivered_micros FROM chain_sale WHERE business_day = $1',
      [day.data],
    )) as unknown as ChainSaleRow[];
    const { from, to } = businessDayBounds(day.data, { startHour: 0, timeZone });
    const window = { startDate: serviceDate(new Date(from.getTime() - ZONES_MS)), endDate: serviceDate(new Date(to.getTime() + ZONES_MS + LATE_SEND_MS)) };
    const client = clientFor({ ...(values['base-url'] ? { baseUrl: values['base-url'] } : {}), ...(values['auth-url'] ? { authUrl: values['auth-url'] } : {}) }, environment.data, { clientId, clientSecret });
    const transactions: TopupTransaction[] = [];
    try {
      for await (const tx of client.transactions(window)) transactions.push(tx);
    } catch (error) {
      throw new CommandFailure(`${service} could not give its transactions report: ${error instanceof Error ? error.message : String(error)}. Check the service's credentials and address`);
    } finally {
      await client.close();
    }
    const named = new Set(sales.map((sale) => sale.sale_id));
    const unnamed = transactions.map((tx) => tx.customIdentifier).filter((id): id is string => id !== null && !named.has(id));
    const elsewhere = unnamed.length
      ? new Set(((await sql.unsafe('SELECT sale_id FROM chain_sale WHERE sale_id = ANY($1) AND business_day <> $2', [unnamed, day.data])) as unknown as Array<{ sale_id: string }>).map((row) => row.sale_id))
      : new Set<string>();
    const [start, end] = [serviceDate(from), serviceDate(to)];
    return reconcileChainDay(day.data, sales, transactions, (tx) => tx.transactionDate >= start && tx.transactionDate < end, elsewhere);
  });
  process.stdout.write(`${reconciliationText(result)}\n`);
  if (values.csv) {
    writeOutput(values.csv, reconciliationCsv(result), 0o644);
    process.stdout.write(`CSV written to ${values.csv}\n`);
  }
});
