/**
 * How the chain's commands start and end. `--help` prints the usage and exits 0; an unknown option or a bad value
 * is one line on stderr, then the usage, exit 2; any other failure is one plain line (what, where, what to check:
 * failures.ts) and exit 1. A command can never end 0 unless its work finished: the exit code is 1 from the start
 * and becomes 0 only when `main` resolves, and a command whose work stops half-way (a promise nothing will settle,
 * as postgres.js's `end()` once did after its queries failed) says so instead of exiting quietly.
 */
import { chmodSync, writeFileSync } from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { closeConnection, adminConnection, chainTarget, ConnectionSetupError, type ChainTarget, type Sql } from './admin-connection';
import { explainFailure, type PermissionHint } from './failures';

/** The user's own mistake in what they typed: said, followed by the usage, exit 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A failure already said in words (a connection's, explained with its target). */
export class CommandFailure extends Error {
  override readonly name = 'CommandFailure';
}

type Options = NonNullable<ParseArgsConfig['options']>;

export interface CommandSpec<O extends Options> {
  /** As the user runs it: chain:report. */
  name: string;
  /** The whole --help text; its first line is "Usage: …". */
  usage: string;
  options: O;
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

function fail(message: string, code: 1 | 2, usage?: string): never {
  process.stderr.write(`error: ${oneLine(message)}\n${usage ? `\n${usage}` : ''}`);
  process.exit(code);
}

export function runCommand<O extends Options>(spec: CommandSpec<O>, main: (values: ReturnType<typeof parseArgs<{ options: O; strict: true }>>['values']) => Promise<void>): void {
  process.exitCode = 1;
  let settled = false;
  process.on('beforeExit', () => {
    if (!settled) fail(`${spec.name} stopped before it finished (no answer came back); nothing more was done`, 1);
  });
  // A rejection nobody awaited (a library's own, on a connection that failed) is still this command's failure.
  process.on('unhandledRejection', (error) => fail(explainFailure(error), 1));

  let values;
  try {
    const argv = process.argv.slice(2);
    if (argv.includes('--help') || argv.includes('-h')) {
      process.stdout.write(spec.usage);
      settled = true;
      process.exitCode = 0;
      return;
    }
    ({ values } = parseArgs({ args: argv, options: spec.options, strict: true, allowPositionals: false }));
  } catch (error) {
    settled = true;
    fail((error as Error).message, 2, spec.usage);
  }
  main(values).then(
    () => {
      settled = true;
      process.exit(0);
    },
    (error: unknown) => {
      settled = true;
      if (error instanceof UsageError) fail(error.message, 2, spec.usage);
      fail(error instanceof CommandFailure || error instanceof ConnectionSetupError ? error.message : explainFailure(error), 1);
    },
  );
}

export interface ChainDatabase {
  sql: Sql;
  target: ChainTarget;
}

/**
 * Runs `work` on a connection to the chain's database: any failure on it comes out explained with where it was
 * going (a CommandFailure), and the connection is ended whatever happened, without hanging on it.
 */
export async function withChainDatabase<T>(url: string | undefined, hint: PermissionHint, work: (db: ChainDatabase) => Promise<T>, env: NodeJS.ProcessEnv = process.env): Promise<T> {
  const target = chainTarget(url, env);
  const sql = adminConnection(url, env);
  try {
    return await work({ sql, target });
  } catch (error) {
    if (error instanceof UsageError || error instanceof CommandFailure || error instanceof ConnectionSetupError) throw error;
    throw new CommandFailure(explainFailure(error, target, hint));
  } finally {
    await closeConnection(sql);
  }
}

/**
 * The chain's schema is there, and its version: asked first, so a database without it is said in those words
 * before any other query, and before a command writes anything.
 */
export async function checkChainSchema({ sql, target }: ChainDatabase): Promise<void> {
  const [row] = await sql<Array<{ found: boolean }>>`SELECT to_regclass('chain_migration') IS NOT NULL AND to_regclass('till') IS NOT NULL AS found`;
  if (!row?.found) throw new CommandFailure(`${target.database} at ${target.host}:${target.port} does not hold the chain's schema: check the database in --url, or run chain:setup there`);
}

/**
 * A file a command writes: `mode` holds even for a file that was there already (a key must not stay readable by
 * others because an older file was). A CSV gets a byte-order mark, so spreadsheets read it as UTF-8.
 */
export function writeOutput(path: string, text: string, mode: 0o600 | 0o644): void {
  writeFileSync(path, path.endsWith('.csv') ? `\uFEFF${text}` : text, { mode });
  chmodSync(path, mode);
}
