/**
 * The web host's entry: runs the core under plain Node and serves it on loopback (see web-host/server.ts).
 * `npm run start:web -- --help` lists the options; on success it prints exactly two lines on stdout:
 *   till ready at http://127.0.0.1:<port>/#token=<token>
 *   customer display at http://127.0.0.1:<port>/customer#token=<display token>
 */
import { DISK_FULL_MESSAGE, storageFaultOf } from './journal/storage-fault';
import { createConsoleLogger } from './logger';
import { builtRendererDir } from './renderer-files/renderer-file';
import { openFileSecretStore } from './settings/file-secret-store';
import { createTill, type Till } from './till';
import { parseWebHostArgs, USAGE, UsageError, type WebHostOptions } from './web-host/cli-args';
import { startWebHost, type RunningWebHost } from './web-host/server';
import { messageOf } from '../shared/errors';

async function main(argv: readonly string[]): Promise<void> {
  let options: WebHostOptions | 'help';
  try {
    options = parseWebHostArgs(argv, process.cwd());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    process.exit(2);
  }
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }

  const logger = createConsoleLogger();
  const crashAt = process.env.AIRTIME_TILL_CRASH_AT;
  if (crashAt) logger.warn('AIRTIME_TILL_CRASH_AT is set: this till will kill itself during a sale (a test setting; unset it)', { crashAt });
  const till = await createTill({
    // The reliability suite's crash sweep: die at this step of the first sale that reaches it, as a power cut would.
    ...(crashAt ? { crashPoint: (point: string) => point === crashAt && process.kill(process.pid, 'SIGKILL') } : {}),
    dataDir: options.dataDir,
    secrets: openFileSecretStore(options.dataDir, logger),
    environment: options.environment,
    baseUrl: options.baseUrl,
    authUrl: options.authUrl,
    credentials: options.credentials,
    ...(options.chainRetryMaxMs ? { timings: { chainRetryMaxMs: options.chainRetryMaxMs } } : {}),
    logger,
  });
  let host: RunningWebHost;
  try {
    host = await startWebHost({ till, port: options.port, rendererDir: builtRendererDir(__dirname), logger });
  } catch (error) {
    await till.close();
    const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
    process.stderr.write(inUse ? `port ${options.port} is in use: choose another with --port <n> (0 picks a free one)\n` : `${String(error)}\n`);
    process.exit(1);
  }
  stopOnSignals(host, till, logger);
  process.stdout.write(`till ready at ${host.url}\ncustomer display at ${host.customerUrl}\n`);
}

const REPEAT_SIGNAL_MS = 500;

/** Ctrl+C or a service manager's TERM: stop taking requests, let the core finish or hand over its sends, close the journal. */
function stopOnSignals(host: RunningWebHost, till: Till, logger: ReturnType<typeof createConsoleLogger>): void {
  let stoppingAt: number | null = null;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppingAt !== null) {
      // An echo of the first, not a person: a dependency (when-exit, under conf) sends the signal it caught to
      // the process again at once. A second Ctrl+C comes later than that.
      if (Date.now() - stoppingAt < REPEAT_SIGNAL_MS) return;
      // A second signal while closing means "now": the journal is durable, the reconciler settles the rest next start.
      process.exit(130);
    }
    stoppingAt = Date.now();
    logger.info('stopping', { signal });
    host
      .close()
      .then(() => till.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('could not close cleanly', { error: String(error) });
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const why = storageFaultOf(error) === 'disk-full' ? DISK_FULL_MESSAGE : messageOf(error);
  process.stderr.write(`the web host could not start: ${why}\n`);
  process.exit(1);
});
