/**
 * `npm run chain:maintain -- --url postgres://admin@host:5432/chain [--ahead 3] [--keep-months 24]`: the chain's
 * events are partitioned by month (chain migration 007). Run monthly (cron, a systemd timer): makes the partitions of
 * the coming months, and with --keep-months detaches the months older than that, each as a table of its own
 * (chain_event_archive_YYYY_MM) to dump and drop. The projections and rollups the reports read are kept whole.
 */
import { checkChainSchema, runCommand, UsageError, withChainDatabase } from '../lib/command';

const USAGE = `Usage: npm run chain:maintain -- --url postgres://ADMIN@HOST:PORT/DATABASE [--ahead N] [--keep-months N]

The chain's events are kept a month to a partition. Run this monthly: it makes the partitions of this month and the
next N, and with --keep-months detaches the months that ended more than N months ago. A detached month becomes a table
of its own, chain_event_archive_YYYY_MM: dump it (pg_dump -t) and drop it when the dump is safe. Every sale, shift and
Z stays in the projections and the daily rollups, so reports of those days are unchanged; only the raw events go.

  --url URL          the chain's database, as its administrator (default: CHAIN_ADMIN_URL)
  --ahead N          months to make ahead of this one (default 3)
  --keep-months N    detach the months that ended more than N months ago (at least 1; default: detach nothing)
  -h, --help         this text

Exit status: 0 done, 1 a connection, TLS, permission or query failure (one line on stderr), 2 a usage mistake.
`;

const count = (text: string | undefined, option: string, least: number): number | null => {
  if (text === undefined) return null;
  const value = Number(text);
  if (!Number.isInteger(value) || value < least || value > 120) throw new UsageError(`${option} is a whole number of months from ${least} to 120`);
  return value;
};

runCommand({ name: 'chain:maintain', usage: USAGE, options: { url: { type: 'string' }, ahead: { type: 'string', default: '3' }, 'keep-months': { type: 'string' } } }, async (values) => {
  const url = values.url ?? process.env.CHAIN_ADMIN_URL;
  if (!url) throw new UsageError('give the central database with --url postgres://user@host:port/database (or CHAIN_ADMIN_URL)');
  const ahead = count(values.ahead, '--ahead', 0) ?? 3;
  const keep = count(values['keep-months'], '--keep-months', 1);
  await withChainDatabase(url, 'admin', async (db) => {
    await checkChainSchema(db);
    const made = await db.sql<Array<{ name: string }>>`SELECT chain_event_months_ahead(${ahead}) AS name`;
    process.stdout.write(`event partitions ready: ${made.map((row) => row.name).join(', ')}\n`);
    if (keep === null) return;
    const archived = await db.sql<Array<{ name: string }>>`SELECT chain_event_detach_before(${keep}) AS name`;
    if (!archived.length) {
      process.stdout.write(`no month older than ${keep} months to detach\n`);
      return;
    }
    for (const { name } of archived) {
      process.stdout.write(`detached ${name}: dump it with  pg_dump -t ${name} -Fc -f ${name}.dump <database>  then  DROP TABLE ${name};\n`);
    }
  });
});
