/** The standalone server's command line, parsed into simulator options and random fault rates. */
import { checkRandomRates } from './faults';
import type { RandomFaultRates, SimulatorOptions } from './types';

export class CliError extends Error {
  override readonly name = 'CliError';
}

export interface CliArgs {
  options: SimulatorOptions;
  faults: RandomFaultRates | null;
  help: boolean;
}

type NumberOption = 'port' | 'tokenTtlSeconds' | 'balance' | 'rechargeWaitSeconds' | 'latencyMs' | 'seed' | 'settleMs' | 'dailyAmountLimit' | 'dailyCountLimit';
type TextOption = 'host' | 'clientId' | 'clientSecret' | 'statePath' | 'currencyCode';
type RateOption = keyof RandomFaultRates;

const NUMBER_FLAGS: Readonly<Record<string, NumberOption>> = {
  '--port': 'port',
  '--token-ttl': 'tokenTtlSeconds',
  '--balance': 'balance',
  '--recharge-wait': 'rechargeWaitSeconds',
  '--latency': 'latencyMs',
  '--seed': 'seed',
  '--settle-ms': 'settleMs',
  '--daily-amount-limit': 'dailyAmountLimit',
  '--daily-count-limit': 'dailyCountLimit',
};
const TEXT_FLAGS: Readonly<Record<string, TextOption>> = {
  '--host': 'host',
  '--client-id': 'clientId',
  '--client-secret': 'clientSecret',
  '--state': 'statePath',
  '--currency': 'currencyCode',
};
const RATE_FLAGS: Readonly<Record<string, RateOption>> = {
  '--fault-rate': 'errorRate',
  '--fault-status': 'status',
  '--reset-rate': 'resetRate',
  '--hang-rate': 'hangRate',
  '--malformed-rate': 'malformedRate',
  '--rate-limit-rate': 'rateLimitRate',
  '--lose-response-rate': 'loseResponseRate',
};

export const USAGE = `usage: npm run simulator -- --port <n> [--host <ip>] [--client-id <id>] [--client-secret <s>]
  [--token-ttl <seconds>] [--balance <amount>] [--currency <code>] [--recharge-wait <seconds>]
  [--latency <ms>] [--seed <n>] [--state <file>] [--settle-ms <ms>]
  [--daily-amount-limit <amount>] [--daily-count-limit <n>]
  [--fault-rate <0-1>] [--fault-status <code>] [--reset-rate <0-1>] [--hang-rate <0-1>]
  [--malformed-rate <0-1>] [--rate-limit-rate <0-1>] [--lose-response-rate <0-1>]`;

const NUMBER = /^-?\d+(\.\d+)?$/;

export function parseCliArgs(argv: readonly string[]): CliArgs {
  const options: SimulatorOptions = {};
  const faults: RandomFaultRates = {};
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') {
      help = true;
      continue;
    }
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const known = NUMBER_FLAGS[flag] ?? TEXT_FLAGS[flag] ?? RATE_FLAGS[flag];
    if (!known) throw new CliError(`unknown option ${flag}`);
    const value = inline ?? argv[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new CliError(`${flag} needs a value`);
    if (TEXT_FLAGS[flag]) {
      options[TEXT_FLAGS[flag]] = value;
      continue;
    }
    if (!NUMBER.test(value)) throw new CliError(`${flag} must be a number, got "${value}"`);
    const number = Number(value);
    const numberOption = NUMBER_FLAGS[flag];
    const rateOption = RATE_FLAGS[flag] as RateOption;
    if (numberOption) options[numberOption] = number;
    else if (rateOption !== 'status' && !(number >= 0 && number <= 1)) throw new CliError(`${flag} must be between 0 and 1, got ${value}`);
    else faults[rateOption] = number;
  }
  const anyFaults = Object.keys(faults).length > 0;
  if (anyFaults) {
    try {
      checkRandomRates(faults);
    } catch (error) {
      throw new CliError((error as Error).message);
    }
  }
  return { options, faults: anyFaults ? faults : null, help };
}
