import { abortable } from './abort';

export interface IssuedToken {
  accessToken: string;
  expiresInSeconds: number;
}

/**
 * Holds the access token. One token serves every call until shortly before it expires; however
 * many calls need a new one at the same moment, exactly one token request is made and all of them
 * wait for it (single flight). The waiting is per caller: one caller's AbortSignal stops only its
 * own wait, never the shared request.
 */
export class TokenManager {
  readonly #issue: () => Promise<IssuedToken>;
  readonly #marginSeconds: number;
  readonly #now: () => number;
  #current: { value: string; renewAtMs: number } | null = null;
  #pending: Promise<string> | null = null;

  constructor(issue: () => Promise<IssuedToken>, marginSeconds: number, now: () => number = Date.now) {
    this.#issue = issue;
    this.#marginSeconds = marginSeconds;
    this.#now = now;
  }

  /** A token believed valid for a while yet. */
  get(signal?: AbortSignal): Promise<string> {
    if (this.#current && this.#now() < this.#current.renewAtMs) return Promise.resolve(this.#current.value);
    this.#pending ??= this.#renew().finally(() => {
      this.#pending = null;
    });
    // Nothing has been sent on the caller's behalf yet, so a cancelled wait reached nothing.
    return abortable(this.#pending, signal, false);
  }

  /**
   * The service refused `token`. Forget it, unless it was already replaced: a burst of calls
   * refused with the same old token must lead to one renewal, not one each.
   */
  invalidate(token: string): void {
    if (this.#current?.value === token) this.#current = null;
  }

  async #renew(): Promise<string> {
    // Counted from before the request: the service starts the lifetime when it issues, not when we read.
    const requestedAt = this.#now();
    const token = await this.#issue();
    // A fixed margin would swallow a short lifetime whole (a 60 s margin on a 60 s token means a
    // request per call), so it never takes more than half the lifetime.
    const marginSeconds = Math.min(this.#marginSeconds, token.expiresInSeconds / 2);
    this.#current = {
      value: token.accessToken,
      renewAtMs: requestedAt + (token.expiresInSeconds - marginSeconds) * 1000,
    };
    return token.accessToken;
  }
}
