/**
 * Token issuing and checking. Tokens are HS256 JWTs keyed by the credentials and the seed, so
 * checking needs no memory and a token outlives a restart of the same simulator; `exp` keeps
 * fractional seconds (allowed by RFC 7519) so sub-second lifetimes work in tests.
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { ApiError } from './errors';

export const SANDBOX_AUDIENCE = 'https://topups-sandbox.reloadly.com';

const SCOPES = [
  'send-topups',
  'read-operators',
  'read-promotions',
  'read-topups-history',
  'read-prepaid-balance',
  'read-prepaid-commissions',
].join(' ');

export interface AuthConfig {
  clientId: string;
  clientSecret: string;
  tokenTtlSeconds: number;
  /** Epoch milliseconds, for issuing and expiring tokens. */
  now: () => number;
  seed: number;
  /** Base URLs accepted as `audience` besides the sandbox's. */
  ownUrls: readonly string[];
}

export interface TokenResponse {
  access_token: string;
  scope: string;
  expires_in: number;
  token_type: 'Bearer';
}

const base64url = (data: string | Buffer): string => Buffer.from(data).toString('base64url');
const normalizeAudience = (url: string): string => url.trim().replace(/\/+$/, '').toLowerCase();

const INVALID_CREDENTIALS = () => new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid credentials for the requested audience');
const INVALID_TOKEN = () => new ApiError(401, 'INVALID_TOKEN', 'Full authentication is required to access this resource');

/** Tokens whose signature has been checked, with their expiry; more than any client holds at once. */
const MAX_VERIFIED = 1_000;

export class Auth {
  private readonly key: Buffer;
  private readonly audiences: Set<string>;
  /**
   * A token's signature and claims never change, so each is checked once: an HMAC on every request was a
   * tenth of a small answer's cost, paid on the event loop the clients under test share. Expiry is still
   * compared with the clock on every request.
   */
  private readonly verified = new Map<string, number>();

  constructor(private readonly config: AuthConfig) {
    this.key = createHash('sha256').update(`${config.clientId}\n${config.clientSecret}\n${config.seed}`).digest();
    this.audiences = new Set([SANDBOX_AUDIENCE, ...config.ownUrls].map(normalizeAudience));
  }

  /** Answers a token request body, or throws the refusal. */
  issue(body: Record<string, unknown>, now = this.config.now()): TokenResponse {
    if (body.grant_type !== 'client_credentials') {
      throw new ApiError(400, 'UNSUPPORTED_GRANT_TYPE', 'grant_type must be client_credentials');
    }
    const { client_id: clientId, client_secret: clientSecret, audience } = body;
    if (
      clientId !== this.config.clientId ||
      clientSecret !== this.config.clientSecret ||
      typeof audience !== 'string' ||
      !this.audiences.has(normalizeAudience(audience))
    ) {
      throw INVALID_CREDENTIALS();
    }
    const ttlMs = this.config.tokenTtlSeconds * 1000;
    const payload = {
      sub: clientId,
      aud: audience,
      scope: SCOPES,
      iat: Math.floor(now / 1000),
      exp: (now + ttlMs) / 1000,
      jti: randomUUID(),
    };
    return {
      access_token: this.sign(payload),
      scope: SCOPES,
      expires_in: Math.ceil(this.config.tokenTtlSeconds),
      token_type: 'Bearer',
    };
  }

  /** Checks an Authorization header; throws INVALID_TOKEN or TOKEN_EXPIRED. */
  verify(authorization: string | undefined, now = this.config.now()): void {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
    if (token === undefined) throw INVALID_TOKEN();
    const exp = this.verified.get(token) ?? this.check(token);
    if (exp * 1000 <= now) throw new ApiError(401, 'TOKEN_EXPIRED', 'The access token has expired');
  }

  /** The token's expiry (seconds), once its signature is ours; INVALID_TOKEN otherwise. */
  private check(token: string): number {
    const parts = token.split('.');
    if (parts.length !== 3) throw INVALID_TOKEN();
    const [header, payload, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.signature(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw INVALID_TOKEN();
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    if (typeof claims.exp !== 'number') throw INVALID_TOKEN();
    if (this.verified.size >= MAX_VERIFIED) this.verified.clear();
    this.verified.set(token, claims.exp);
    return claims.exp;
  }

  private sign(payload: object): string {
    const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
    return `${unsigned}.${this.signature(unsigned)}`;
  }

  private signature(unsigned: string): string {
    return createHmac('sha256', this.key).update(unsigned).digest('base64url');
  }
}
