import { getExampleNumber, type CountryCode } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { startSimulator } from '../../../src/main/simulator';
import {
  createTopupClient,
  type Operator,
  type TopupClient,
  type TopupClientOptions,
  type TopupRequest,
} from '../../../src/main/topup-api';

export type Simulator = Awaited<ReturnType<typeof startSimulator>>;
export type SimulatorOptions = Parameters<typeof startSimulator>[0];

/**
 * A national mobile number of `iso` whose last three digits pick the simulator's outcome
 * (111 settles SUCCESSFUL later, 222 REFUNDED, 333 refused, 444 operator down, others SUCCESSFUL).
 */
export function mobileNumber(iso: CountryCode, lastThree: string): string {
  const example = getExampleNumber(iso, examples);
  if (!example) throw new Error(`no example number for ${iso}`);
  return `${example.nationalNumber.slice(0, -3)}${lastThree}`;
}

/** Quick retries and timeouts so fault tests stay fast; individual tests override what they probe. */
export function trainingClient(sim: Simulator, options: Partial<TopupClientOptions> = {}): TopupClient {
  return createTopupClient({
    environment: 'training',
    baseUrl: sim.url,
    clientId: sim.clientId,
    clientSecret: sim.clientSecret,
    retry: { attempts: 4, baseDelayMs: 20, maxDelayMs: 200, maxTotalMs: 10_000 },
    timeouts: { connectMs: 2_000, headersMs: 5_000, bodyMs: 5_000 },
    ...options,
  });
}

export { sleep } from '../../support/eventually';

/** The rejection of `promise`, for asserting on its fields. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

let sequence = 0;
/** A customIdentifier unique across the run (the service refuses reused ones). */
export function reference(label: string): string {
  sequence += 1;
  return `${label}-${process.pid}-${Date.now()}-${sequence}`;
}

/** A valid top-up of a Nigerian operator, its outcome picked by the number's last three digits. */
export function nigerianTopup(operator: Operator, lastThree = '555'): TopupRequest & { customIdentifier: string } {
  return {
    operatorId: operator.operatorId,
    amount: operator.denominationType === 'FIXED' ? operator.fixedAmounts[0]! : operator.minAmount!,
    customIdentifier: reference('topup'),
    recipientPhone: { countryCode: 'NG', number: mobileNumber('NG', lastThree) },
  };
}

export { startSimulator };
