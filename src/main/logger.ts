/**
 * Log lines as JSON on stderr. Fields whose names smell of secrets are masked, so a careless field can
 * never print a credential or a token.
 */

export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

const SECRET_KEY = /secret|token|authorization|password|credential/i;

export function redact(fields: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, SECRET_KEY.test(key) ? '[redacted]' : value]));
}

export function createConsoleLogger(write: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Logger {
  const log = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    write(JSON.stringify({ time: new Date().toISOString(), level, message, ...redact(fields) }));
  return { info: log('info'), warn: log('warn'), error: log('error') };
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
