import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, DEFAULT_PORT, parseWebHostArgs, UsageError } from '../../../src/main/web-host/cli-args';

const cwd = '/shop';

describe("the web host's command line", () => {
  it('runs with no options on the default port and data folder, environment from the settings', () => {
    expect(parseWebHostArgs([], cwd)).toEqual({ port: DEFAULT_PORT, dataDir: join(cwd, DEFAULT_DATA_DIR) });
  });

  it('takes every documented option', () => {
    const options = parseWebHostArgs(
      ['--port', '0', '--data-dir', 'till', '--environment', 'sandbox', '--base-url', 'http://127.0.0.1:4010', '--auth-url', 'http://127.0.0.1:4011/', '--client-id', ' id ', '--client-secret', 's3cret', '--chain-retry-max', '2.5'],
      cwd,
    );
    expect(options).toEqual({
      port: 0,
      dataDir: join(cwd, 'till'),
      environment: 'sandbox',
      baseUrl: 'http://127.0.0.1:4010',
      authUrl: 'http://127.0.0.1:4011/',
      credentials: { clientId: 'id', clientSecret: 's3cret' },
      chainRetryMaxMs: 2_500,
    });
  });

  it('answers --help', () => {
    expect(parseWebHostArgs(['--help'], cwd)).toBe('help');
  });

  it.each([
    [['--port', 'http'], '--port must be a number'],
    [['--port', '70000'], '--port must be a number'],
    [['--environment', 'production'], '--environment must be one of training, sandbox, live'],
    [['--base-url', '127.0.0.1:4010'], '--base-url must be a full address'],
    [['--base-url', 'localhost:4010'], '--base-url must start with http:// or https://'],
    [['--auth-url', 'ftp://x'], '--auth-url must start with http:// or https://'],
    [['--auth-url', 'https://user:pass@auth.example.com'], 'must not carry a user name or password'],
    [['--client-id', 'only-id'], '--client-id and --client-secret go together'],
    [['--client-id', ' ', '--client-secret', 'x'], 'must not be empty'],
    [['--chain-retry-max', '0'], '--chain-retry-max must be a number of seconds from 1 to 3600'],
    [['--chain-retry-max', 'soon'], '--chain-retry-max must be a number of seconds from 1 to 3600'],
    [['--colour', 'red'], "Unknown option '--colour'"],
    [['stray'], 'stray'],
  ])('refuses %j with a message that says what to change', (argv, message) => {
    expect(() => parseWebHostArgs(argv, cwd)).toThrow(UsageError);
    expect(() => parseWebHostArgs(argv, cwd)).toThrow(message);
  });

  it('never repeats a secret in its complaints', () => {
    try {
      parseWebHostArgs(['--client-secret', 'do-not-print-me'], cwd);
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('do-not-print-me');
    }
  });
});
