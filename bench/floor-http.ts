/**
 * The HTTP floor: the least a caller can do to ask the service something with raw undici. One Pool on the
 * simulator's origin, a bearer token fetched once up front, the same Accept header as the client, and the
 * body read and parsed as JSON (a caller has to read it anyway to reuse the connection and use the answer).
 * No validation, no token bookkeeping, no retries, no error mapping.
 */
import { getExampleNumber, type CountryCode } from 'libphonenumber-js/max';
import examples from 'libphonenumber-js/mobile/examples';
import { Pool, request } from 'undici';
import { API_MEDIA_TYPE } from '../src/main/topup-api';

export interface RawTopupBody {
  operatorId: number;
  amount: number;
  useLocalAmount: boolean;
  customIdentifier: string;
  recipientPhone: { countryCode: string; number: string };
}

export interface RawService {
  balance(): Promise<void>;
  topup(body: RawTopupBody): Promise<void>;
  /** The same POST, resolving with the service's record (for a floor that journals the answer). */
  topupRecord(body: RawTopupBody): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** POST {url}/oauth/token once, as any client has to; the floor then reuses the token for every call. */
export async function fetchToken(url: string, clientId: string, clientSecret: string): Promise<string> {
  const response = await request(`${url}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ client_id: clientId, client_secret: clientSecret, grant_type: 'client_credentials', audience: url }),
  });
  const json = (await response.body.json()) as { access_token?: unknown };
  if (response.statusCode !== 200 || typeof json.access_token !== 'string') {
    throw new Error(`token request answered ${response.statusCode}`);
  }
  return json.access_token;
}

export function rawService(url: string, token: string): RawService {
  const pool = new Pool(url);
  const authorization = `Bearer ${token}`;

  async function send(method: 'GET' | 'POST', path: string, body: string | null): Promise<unknown> {
    const response = await pool.request({
      path,
      method,
      headers: body === null ? { accept: API_MEDIA_TYPE, authorization } : { accept: API_MEDIA_TYPE, authorization, 'content-type': 'application/json' },
      body,
    });
    const json: unknown = await response.body.json();
    // A measurement, not a test, but a floor that silently measured error answers would be worthless.
    if (response.statusCode !== 200) throw new Error(`raw ${method} ${path} answered ${response.statusCode}: ${JSON.stringify(json).slice(0, 200)}`);
    return json;
  }

  return {
    async balance() {
      await send('GET', '/accounts/balance', null);
    },
    async topup(body) {
      await this.topupRecord(body);
    },
    async topupRecord(body) {
      const tx = (await send('POST', '/topups', JSON.stringify(body))) as Record<string, unknown>;
      if (tx.status !== 'SUCCESSFUL') throw new Error(`raw top-up ${body.customIdentifier} came back ${String(tx.status)}`);
      return tx;
    },
    close: () => pool.close(),
  };
}

/** Outcomes the simulator picks by a number's last three digits; every other ending is a plain success. */
const SPECIAL_ENDINGS = new Set(['111', '112', '113', '222', '333', '444']);

/**
 * Distinct valid mobile numbers of a country (national format): its example number with the last five
 * digits counted up, skipping the endings that make the simulator answer anything but SUCCESSFUL. With
 * `cycle`, the same numbers again once they are used up (a soak outlasts them; each comes back minutes later).
 */
export function distinctNumbers(country: CountryCode, { cycle = false } = {}): () => string {
  const example = getExampleNumber(country, examples);
  if (!example) throw new Error(`no example number for ${country}`);
  const stem = String(example.nationalNumber).slice(0, -5);
  let next = 0;
  return () => {
    for (;;) {
      if (next > 99_999 && cycle) next = 0;
      if (next > 99_999) throw new Error(`ran out of distinct ${country} numbers`);
      const number = `${stem}${String(next).padStart(5, '0')}`;
      next += 1;
      if (!SPECIAL_ENDINGS.has(number.slice(-3))) return number;
    }
  };
}
