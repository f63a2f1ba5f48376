/**
 * `npm run chain:report -- --day 2026-11-22 (or --month 2026-11) [--url postgres://…/chain] [--csv file] [--quiet-hours 24]`: the
 * chain's business day from its central database — sold by till, shop, operator, currency and clerk, handed
 * back, still open, and the tills not heard from in --quiet-hours — as text, and as CSV with --csv. Any role
 * that may read the chain's tables (a member of chain_reader) will do.
 */
import { Day } from '../../src/shared/schemas';
import { checkChainSchema, runCommand, UsageError, withChainDatabase, writeOutput } from '../lib/command';
import { chainDayReport, chainMonthReport, reportCsv, reportText } from '../lib/report';

const USAGE = `Usage: npm run chain:report -- (--day YYYY-MM-DD | --month YYYY-MM) [--url postgres://ROLE@HOST:PORT/DATABASE] [--csv FILE] [--quiet-hours N]

The chain's business day (or month) from its central database: sold by till, shop, operator, currency and clerk, what the
phones received, the account paid and the discount earned, what was handed back, the sales still open, and the
tills not heard from lately.

  --day YYYY-MM-DD     the business day
  --month YYYY-MM      or a whole month, its days added up
  --url URL            the chain's database (default: CHAIN_REPORT_URL, else PGHOST, PGPORT, PGUSER, PGDATABASE)
  --csv FILE           also write the report as CSV to FILE (only once the report is complete)
  --quiet-hours N      a till not heard from in N hours is listed (default 24)
  -h, --help           this text

As a reader, by its certificate (chain:enroll --reader NAME wrote the files):
  PGSSLCERT=NAME.crt PGSSLKEY=NAME.key PGSSLROOTCERT=ca.crt
The server is checked against PGSSLROOTCERT by the host name or address in --url.
Exit status: 0 done, 1 a connection, TLS, permission or query failure (one line on stderr), 2 a usage mistake.
`;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

runCommand(
  { name: 'chain:report', usage: USAGE, options: { url: { type: 'string' }, day: { type: 'string' }, month: { type: 'string' }, csv: { type: 'string' }, 'quiet-hours': { type: 'string', default: '24' } } },
  async (values) => {
    if ((values.day === undefined) === (values.month === undefined)) throw new UsageError('give the business day with --day YYYY-MM-DD, or a month with --month YYYY-MM');
    const day = values.day === undefined ? null : Day.safeParse(values.day);
    if (day && !day.success) throw new UsageError('give the business day with --day YYYY-MM-DD');
    if (values.month !== undefined && !MONTH.test(values.month)) throw new UsageError('give the month with --month YYYY-MM');
    const quietHours = Number(values['quiet-hours']);
    if (!(quietHours > 0)) throw new UsageError('--quiet-hours is a number of hours, more than 0');
    const report = await withChainDatabase(values.url ?? process.env.CHAIN_REPORT_URL, 'reader', async (db) => {
      await checkChainSchema(db);
      return day?.success ? chainDayReport(db.sql, day.data, quietHours) : chainMonthReport(db.sql, values.month!, quietHours);
    });
    process.stdout.write(`${reportText(report)}\n`);
    if (values.csv) {
      writeOutput(values.csv, reportCsv(report), 0o644);
      process.stdout.write(`CSV written to ${values.csv}\n`);
    }
  },
);
