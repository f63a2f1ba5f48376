/** The till's refusal of a call a test expects it to refuse (anything else — success, another error — fails the test). */
import { TillError } from '../../src/shared/errors';

export async function refused(promise: Promise<unknown>): Promise<TillError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof TillError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error;
}
