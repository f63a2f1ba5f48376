/**
 * `npm run chain:maintain -- --url postgres://admin@host:5432/chain [--ahead 3] [--pack-older-than 2] [--keep-months 24]`:
 * the chain's events are partitioned by month (chain migration 007). Run monthly (cron, a systemd timer): makes
 * the partitions of the coming months, and of past months whose events wait in the default partition; with --pack-older-than packs the older months in place (a till's day to a
 * compressed row, every event still given back whole); with --keep-months detaches the months older than that, each as
 * a table of its own (chain_event_archive_YYYY_MM) to dump and drop. The projections and rollups are kept whole.
 */
import { checkChainSchema, runCommand, UsageError, withChainDatabase } from '../lib/command';

const USAGE = `Usage: npm run chain:maintain -- --url postgres://ADMIN@HOST:PORT/DATABASE [--ahead N] [--pack-older-than N] [--keep-months N]

The chain's events are kept a month to a partition. Run this monthly: it makes the partitions of this month and the
next N, and of any earlier month whose events wait in the default partition (a till's history from before the chain).
With --pack-older-than it packs the months that ended more than N months ago: a till's day of events becomes one
compressed row (about 50 bytes an event instead of about 240 with its index), read back whole by chain_event_full and
answered to a till comparing its journal. With --keep-months it detaches the months that ended more than N months ago (packed or
not): a detached month becomes a table of its own, chain_event_archive_YYYY_MM (a packed one stays in
chain_event_packed), to dump (pg_dump -t) and drop when the dump is safe. Every sale, shift and Z stays in the
projections and the daily rollups, so reports of those days are unchanged.

  --url URL          the chain's database, as its administrator (default: CHAIN_ADMIN_URL)
  --ahead N          months to make ahead of this one (default 3)
  --pack-older-than N  pack the months that ended more than N months ago (at least 1; default: pack nothing)
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

runCommand({ name: 'chain:maintain', usage: USAGE, options: { url: { type: 'string' }, ahead: { type: 'string', default: '3' }, 'pack-older-than': { type: 'string' }, 'keep-months': { type: 'string' } } }, async (values) => {
  const url = values.url ?? process.env.CHAIN_ADMIN_URL;
  if (!url) throw new UsageError('give the central database with --url postgres://user@host:port/database (or CHAIN_ADMIN_URL)');
  const ahead = count(values.ahead, '--ahead', 0) ?? 3;
  const pack = count(values['pack-older-than'], '--pack-older-than', 1);
  const keep = count(values['keep-months'], '--keep-months', 1);
  await withChainDatabase(url, 'admin', async (db) => {
    await checkChainSchema(db);
    const made = await db.sql<Array<{ name: string }>>`SELECT chain_event_months_make(${ahead}) AS name`;
    process.stdout.write(`event partitions ready: ${made.map((row) => row.name).join(', ')}\n`);
    if (pack !== null) {
      const packed = await db.sql<Array<{ month: string }>>`SELECT chain_event_pack_before(${pack}) AS month`;
      process.stdout.write(packed.length ? `packed the events of ${packed.map((row) => row.month.replace('_', '-')).join(', ')}\n` : `no month older than ${pack} months to pack\n`);
    }
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
