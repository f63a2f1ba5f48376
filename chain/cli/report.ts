/**
 * `npm run chain:report -- --day 2026-11-22 [--url postgres://…/chain] [--csv file] [--quiet-hours 24]`: the
 * chain's business day from its central database — sold by till, shop, operator, currency and clerk, handed
 * back, still open, and the tills not heard from in --quiet-hours — as text, and as CSV with --csv. Any role
 * that may read the chain's tables (a member of chain_reader) will do.
 */
import { parseArgs } from 'node:util';
import { Day } from '../../src/shared/schemas';
import { adminConnection } from '../lib/admin-connection';
import { runCommand, writeOutput } from '../lib/command';
import { chainDayReport, reportCsv, reportText } from '../lib/report';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { url: { type: 'string' }, day: { type: 'string' }, csv: { type: 'string' }, 'quiet-hours': { type: 'string', default: '24' } }, strict: true });
  const day = Day.safeParse(values.day);
  if (!day.success) throw new Error('give the business day with --day YYYY-MM-DD');
  const quietHours = Number(values['quiet-hours']);
  if (!(quietHours > 0)) throw new Error('--quiet-hours is a number of hours, more than 0');
  const sql = adminConnection(values.url ?? process.env.CHAIN_REPORT_URL);
  try {
    const report = await chainDayReport(sql, day.data, quietHours);
    process.stdout.write(`${reportText(report)}\n`);
    if (values.csv) {
      writeOutput(values.csv, reportCsv(report), 0o644);
      process.stdout.write(`CSV written to ${values.csv}\n`);
    }
  } finally {
    await sql.end();
  }
}

runCommand(main);
