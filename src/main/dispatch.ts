/**
 * The one door into the core: validates a call's input against the contract, runs its handler, checks the
 * output, and turns every failure into a TillError a clerk can read. IPC, the web host and tests use it.
 */
import { z } from 'zod';
import { NOBODY, type Actor } from '../shared/actor';
import { isMethodName, methods, type Handlers, type MethodName } from '../shared/contract';
import { invalidInput, TillError } from '../shared/errors';
import { MoneyError } from '../shared/money';
import { CredentialsError, NetworkError, ServiceError, TopupApiError } from './topup-api';
import type { Logger } from './logger';

/** A failure from anywhere in the core, as the contract's error. Internal details go to the log only. */
export function toTillError(error: unknown, logger: Logger, method: string): TillError {
  if (error instanceof TillError) return error;
  if (error instanceof z.ZodError) return invalidInput(error);
  if (error instanceof MoneyError) return new TillError('INVALID_AMOUNT', 'That amount cannot be used. Enter an amount such as 5 or 10.50.');
  if (error instanceof CredentialsError) return new TillError('INVALID_CREDENTIALS', error.message);
  if (error instanceof NetworkError) return new TillError('OFFLINE', error.message);
  if (error instanceof ServiceError) {
    if (error.errorCode === 'COULD_NOT_AUTO_DETECT_OPERATOR') return new TillError('DETECT_FAILED', error.message);
    if (error.status === 404) return new TillError('NOT_FOUND', error.message);
    return new TillError('SERVICE_ERROR', error.message);
  }
  if (error instanceof TopupApiError) return new TillError('SERVICE_ERROR', error.message);
  logger.error('handler failed', { method, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  return new TillError('INTERNAL', 'Something went wrong in the till. The sale journal is safe; try again.');
}

/**
 * `classify` sees every failure first: the till uses it to halt on a journal fault and to answer a full disk
 * in plain words. It returns the error to answer with, or null for the usual mapping.
 */
export function createDispatcher(
  handlers: Handlers,
  logger: Logger,
  classify: (error: unknown) => TillError | null = () => null,
  /**
   * Runs before every handler with the validated input; throws to refuse the call (signed out, not a manager).
   * It answers who is acting (handed to the handler, which writes it into the audit trail with its action) and
   * what to tell once the call has run (an approval is used only by a call that succeeded).
   */
  guard: (method: MethodName, input: unknown) => { actor: Actor; settle: (done: boolean) => void } = () => ({ actor: NOBODY, settle: () => undefined }),
) {
  return async function call(method: string, input: unknown): Promise<unknown> {
    if (!isMethodName(method)) throw new TillError('UNKNOWN_METHOD', `No such till method: ${method.slice(0, 60)}`);
    const spec = methods[method];
    const parsed = spec.input.safeParse(input);
    if (!parsed.success) throw invalidInput(parsed.error);
    let settle: ((done: boolean) => void) | undefined = undefined;
    try {
      const allowed = guard(method, parsed.data);
      settle = allowed.settle;
      const handler = handlers[method] as (input: unknown, actor: Actor) => Promise<unknown>;
      const output = await handler(parsed.data, allowed.actor);
      settle(true);
      settle = undefined;
      const checked = spec.output.safeParse(output);
      if (!checked.success) {
        logger.error('handler answered outside the contract', { method, issues: checked.error.issues.slice(0, 5) });
        throw new TillError('INTERNAL', 'The till produced an answer it cannot show. The sale journal is safe.');
      }
      return checked.data;
    } catch (error) {
      settle?.(false);
      throw classify(error) ?? toTillError(error, logger, method);
    }
  };
}

/** Joins the domains' handler sets; a name defined twice is a start-up error, not a silent override. */
export function registry(...parts: Array<Partial<Handlers>>): Handlers {
  const all: Partial<Handlers> = {};
  for (const part of parts) {
    for (const [name, handler] of Object.entries(part)) {
      if (Object.hasOwn(all, name)) throw new Error(`handler ${name} is registered twice`);
      Object.assign(all, { [name]: handler });
    }
  }
  const missing = Object.keys(methods).filter((name) => !Object.hasOwn(all, name));
  if (missing.length > 0) throw new Error(`no handler for ${missing.join(', ')}`);
  return all as Handlers;
}
