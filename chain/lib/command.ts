import { chmodSync, writeFileSync } from 'node:fs';

/** How the chain's commands end: a clear line and exit code 1 on a failure, never a stack trace for a known one. */
export function runCommand(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`error: ${message}\n`);
      process.exit(1);
    },
  );
}

/**
 * A file a command writes: `mode` holds even for a file that was there already (a key must not stay readable by
 * others because an older file was). A CSV gets a byte-order mark, so spreadsheets read it as UTF-8.
 */
export function writeOutput(path: string, text: string, mode: 0o600 | 0o644): void {
  writeFileSync(path, path.endsWith('.csv') ? `\uFEFF${text}` : text, { mode });
  chmodSync(path, mode);
}
