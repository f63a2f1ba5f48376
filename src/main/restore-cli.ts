/**
 * `npm run restore -- --from <backup> [--data-dir <new folder>] [--environment training|sandbox|live]`
 *
 * Restores a journal backup into a NEW data folder after checking it whole, so nothing that exists is ever
 * overwritten: start the till on that folder afterwards (`npm run start:web -- --data-dir <folder>`).
 * Exit codes: 0 restored, 1 the backup or the target was refused, 2 a usage error.
 */
import { existsSync, rmdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ENVIRONMENTS, type Environment } from '../shared/contract';
import { messageOf, TillError } from '../shared/errors';
import { restoreJournal, stageBackup, stagedCopyOf } from './backups/restore';
import { journalFile } from './journal/journal-file';
import { makeOwnerOnly } from './files/owner-only';
import { fileStamp } from './files/file-stamp';

const USAGE = `usage: npm run restore -- --from <backup file> [--data-dir <new folder>] [--environment training|sandbox|live]
  --from <file>          a backup made by the till (airtime-till-<environment>-<time>.sqlite)
  --data-dir <folder>    where to restore it; must not hold that environment's journal yet
                         (default: ./.till-data-restored-<time>)
  --environment <env>    only for a backup that does not record its environment (made before backups existed)`;

function fail(code: number, message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function main(argv: string[]): void {
  let values: { from?: string; 'data-dir'?: string; environment?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: { from: { type: 'string' }, 'data-dir': { type: 'string' }, environment: { type: 'string' }, help: { type: 'boolean' } },
    }));
  } catch (error) {
    fail(2, `${messageOf(error)}\n${USAGE}`);
  }
  if (values.help) return void process.stdout.write(`${USAGE}\n`);
  if (!values.from) fail(2, `--from is required\n${USAGE}`);
  const from = resolve(values.from);
  const named = values.environment === undefined ? undefined : ENVIRONMENTS.find((name) => name === values.environment);
  if (values.environment !== undefined && !named) fail(2, `--environment must be one of ${ENVIRONMENTS.join(', ')}`);

  const dataDir = resolve(values['data-dir'] ?? `.till-data-restored-${fileStamp(new Date())}`);
  const fresh = !existsSync(dataDir);
  // The backup is copied into the folder and checked there: the folder must exist first (0700, as the till keeps it).
  makeOwnerOnly(dataDir);
  const copy = stagedCopyOf(join(dataDir, 'journal.sqlite'));
  let said: string;
  try {
    said = restore(from, named, copy, dataDir);
  } catch (error) {
    if (!(error instanceof TillError)) throw error;
    said = '';
    process.exitCode = 1;
    process.stderr.write(`${error.message}\n`);
  } finally {
    rmSync(copy, { force: true });
    // A folder made for a restore that was refused is removed again (only if it is still empty).
    if (fresh) rmdirIfEmpty(dataDir);
  }
  process.stdout.write(said);
}

/** Copies and checks the backup, then puts it in place; what to tell the person, or a TillError saying why not. */
function restore(from: string, named: Environment | undefined, copy: string, dataDir: string): string {
  const checked = stageBackup(from, copy);
  const environment = checked.environment ?? named;
  if (!environment) throw new TillError('INVALID_INPUT', `${from} does not record its environment: say which with --environment training|sandbox|live`);
  if (named && checked.environment && named !== checked.environment) throw new TillError('INVALID_INPUT', `${from} holds ${checked.environment} sales, not ${named}`);
  const target = journalFile(dataDir, environment);
  if (existsSync(target)) throw new TillError('INVALID_INPUT', `${target} already exists: restore into a new folder (nothing is ever overwritten)`);
  // (No journal was there to replace: the folder holds none of this environment.)
  restoreJournal(copy, target, new Date());
  return (
    `restored ${checked.sales} ${environment} sale(s)${checked.lastSaleAt ? `, the last taken at ${checked.lastSaleAt}` : ''}, into ${target}\n` +
    `start the till on it with: npm run start:web -- --data-dir ${dataDir} --environment ${environment}\n`
  );
}

function rmdirIfEmpty(dir: string): void {
  try {
    rmdirSync(dir);
  } catch {
    // Not empty: the restore went through, or the folder held other things already.
  }
}

main(process.argv.slice(2));
