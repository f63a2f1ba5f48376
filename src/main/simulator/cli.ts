/**
 * Standalone server: `npm run simulator -- --port <n> [...]`. Prints `listening on <url>` once
 * ready and runs until SIGINT/SIGTERM, then closes cleanly (state flushed). Bad options: one line
 * on stderr, exit code 2.
 */
import { CliError, parseCliArgs, USAGE } from './cli-args';
import { OptionError, startSimulator } from './index';

async function main(): Promise<void> {
  let args;
  try {
    args = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof CliError) fail(2, error.message);
    throw error;
  }
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  let simulator;
  try {
    simulator = await startSimulator(args.options);
  } catch (error) {
    fail(error instanceof OptionError ? 2 : 1, (error as Error).message);
  }
  if (args.faults) simulator.faults.setRandom(args.faults);

  const stop = () => {
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => fail(1, `closing failed: ${(error as Error).message}`),
    );
  };
  // Before the ready line: whoever reads it may signal at once.
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.stdout.write(`listening on ${simulator.url}\n`);
}

function fail(code: number, message: string): never {
  process.stderr.write(`simulator: ${message}\n`);
  process.exit(code);
}

void main();
