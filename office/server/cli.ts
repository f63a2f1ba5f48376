/**
 * `npm run chain:office -- --url postgres://READER@HOST:PORT/chain [--port 8088] [--listen 127.0.0.1]`: the owner's
 * office, a web page over the chain's database read as a reader. And its people: --add-user, --remove-user,
 * --reset-password (the users file only, no database).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { chainTarget, closeConnection } from '../../chain/lib/admin-connection';
import { checkChainSchema, CommandFailure, runCommand, UsageError } from '../../chain/lib/command';
import { explainFailure } from '../../chain/lib/failures';
import { appIsStale, buildApp } from './app-build';
import { isLoopback, officeUrl } from './listen-address';
import { officeConnection, refuseOlderCentre, refuseWriter } from './office-connection';
import { createOfficeServer } from './office-server';
import { parseOpeningHours } from './opening-hours';
import { builtAppDir } from './static-app';
import { runUserCommand, UserNameError, type UserCommand } from './user-commands';

const USAGE = `Usage: npm run chain:office -- [--url postgres://ROLE@HOST:PORT/DATABASE] [--port 8088] [--listen 127.0.0.1]
                             [--tls-cert FILE --tls-key FILE] [--data-dir DIR] [--quiet-minutes 60] [--opening-hours 08:00-20:00]
       npm run chain:office -- --add-user NAME | --remove-user NAME | --reset-password NAME [--data-dir DIR]

The owner's office: today across the shops, any day's chain report, trends and the tills, in a browser, read from
the chain's database as a reader (it can write nothing there). People sign in with a name and password kept in
the office's own users file.

  --url URL               the chain's database (default: CHAIN_REPORT_URL, else PGHOST, PGPORT, PGUSER, PGDATABASE)
  --port N                the port to listen on (default 8088)
  --listen ADDRESS        the address to listen on (default 127.0.0.1); any other than this machine's own
                          (127.0.0.1, ::1, localhost) needs --tls-cert and --tls-key: HTTPS
  --tls-cert FILE         the office's certificate (PEM), for HTTPS
  --tls-key FILE          its private key (PEM)
  --data-dir DIR          where the users file is (default ./office-data)
  --quiet-minutes N       a till with no event for more than N minutes of opening hours is flagged (default 60)
  --opening-hours HH:MM-HH:MM  the shops' opening hours, in each till's time zone where known, else this machine's
                          (default 08:00-20:00)
  --add-user NAME         add a person; asks for the password twice (not shown), or reads two lines of stdin
  --remove-user NAME      remove a person
  --reset-password NAME   give a person a new password (asked as for --add-user)
  -h, --help              this text

As a reader, by its certificate (chain:enroll --reader NAME wrote the files):
  PGSSLCERT=NAME.crt PGSSLKEY=NAME.key PGSSLROOTCERT=ca.crt
Once listening it prints "office ready at http://ADDRESS:PORT/" (https with TLS).
Exit status: 0 stopped (SIGINT, SIGTERM) or the user changed, 1 a failure (one line on stderr), 2 a usage mistake.
`;

const OPTIONS = {
  url: { type: 'string' },
  port: { type: 'string', default: '8088' },
  listen: { type: 'string', default: '127.0.0.1' },
  'tls-cert': { type: 'string' },
  'tls-key': { type: 'string' },
  'data-dir': { type: 'string', default: 'office-data' },
  'quiet-minutes': { type: 'string', default: '60' },
  'opening-hours': { type: 'string', default: '08:00-20:00' },
  'add-user': { type: 'string' },
  'remove-user': { type: 'string' },
  'reset-password': { type: 'string' },
} as const;

/** A refusal of what was typed that needs no usage after it: one line, exit 2. */
function refuse(message: string): never {
  process.stderr.write(`error: ${message}\n`);
  process.exit(2);
}

function readPem(option: string, path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new CommandFailure(`cannot read ${option} (${path}): ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (error as Error).message}`);
  }
}

runCommand({ name: 'chain:office', usage: USAGE, options: OPTIONS }, async (values) => {
  const dataDir = resolve(values['data-dir']);
  const userCommands: UserCommand[] = [
    ...(values['add-user'] !== undefined ? [{ kind: 'add' as const, name: values['add-user'] }] : []),
    ...(values['remove-user'] !== undefined ? [{ kind: 'remove' as const, name: values['remove-user'] }] : []),
    ...(values['reset-password'] !== undefined ? [{ kind: 'reset' as const, name: values['reset-password'] }] : []),
  ];
  if (userCommands.length > 1) throw new UsageError('one of --add-user, --remove-user, --reset-password at a time');
  if (userCommands[0]) {
    try {
      return await runUserCommand(userCommands[0], dataDir, (line) => process.stdout.write(`${line}\n`));
    } catch (error) {
      if (error instanceof UserNameError) throw new UsageError(error.message);
      throw new CommandFailure((error as Error).message);
    }
  }

  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError('--port is a port number, 0 to 65535');
  const quietMinutes = Number(values['quiet-minutes']);
  if (!Number.isInteger(quietMinutes) || quietMinutes < 1) throw new UsageError('--quiet-minutes is a whole number of minutes, 1 or more');
  const openingHours = parseOpeningHours(values['opening-hours']);
  if (!openingHours) throw new UsageError('--opening-hours is two times of day, the first earlier: 08:00-20:00');
  const listen = values.listen;
  if ((values['tls-cert'] === undefined) !== (values['tls-key'] === undefined)) throw new UsageError('--tls-cert and --tls-key go together');
  const tls = values['tls-cert'] && values['tls-key'] ? { cert: readPem('--tls-cert', values['tls-cert']), key: readPem('--tls-key', values['tls-key']) } : null;
  if (!isLoopback(listen) && !tls) refuse(`--listen ${listen} is reachable from other machines: serve it over HTTPS with --tls-cert and --tls-key (plain HTTP only on 127.0.0.1)`);

  const appDir = builtAppDir();
  if (appIsStale(appDir)) {
    process.stdout.write('building the office app (out/office)…\n');
    await buildApp();
  }

  const url = values.url ?? process.env.CHAIN_REPORT_URL;
  const target = chainTarget(url);
  const sql = officeConnection(url);
  try {
    await checkChainSchema({ sql, target });
    await refuseOlderCentre(sql);
    await refuseWriter(sql);
  } catch (error) {
    await closeConnection(sql);
    if (error instanceof CommandFailure) throw error;
    throw new CommandFailure(explainFailure(error, target, 'reader'));
  }

  const server = createOfficeServer({
    sql,
    target,
    dataDir,
    appDir,
    loopback: isLoopback(listen),
    tls,
    quietMinutes,
    openingHours,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new CommandFailure(error.code === 'EADDRINUSE' ? `${listen}:${port} is already in use: choose another --port` : `cannot listen on ${listen}:${port}: ${error.message}`)),
    );
    server.listen(port, listen, () => resolveListen());
  });
  // --port 0 lets the system choose: the address printed is the one it chose.
  const actual = (server.address() as AddressInfo).port;
  process.stdout.write(`office ready at ${officeUrl(listen, actual, tls !== null)}\n`);
  await new Promise<void>((stopped) => {
    const stop = () => {
      server.close(() => stopped());
      server.closeAllConnections();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await closeConnection(sql);
});
