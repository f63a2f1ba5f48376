/**
 * Errors that cross the contract: a stable code for code, a message for the clerk. Main answers every failed
 * call with one of these; the renderer shows `message` as it is.
 */
import { z } from 'zod';

export const ERROR_CODES = [
  'INVALID_INPUT',
  'UNKNOWN_METHOD',
  'NOT_FOUND',
  'INVALID_PHONE',
  'INVALID_AMOUNT',
  'DETECT_FAILED',
  'ILLEGAL_STATE',
  'OFFLINE',
  'SERVICE_ERROR',
  'INVALID_CREDENTIALS',
  'INTERNAL',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

export const TillErrorBody = z.object({
  code: ErrorCode,
  message: z.string(),
  /** Per-field messages for a form, keyed by the field's dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type TillErrorBody = z.infer<typeof TillErrorBody>;

export class TillError extends Error {
  override readonly name = 'TillError';
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toBody(): TillErrorBody {
    return this.fields ? { code: this.code, message: this.message, fields: this.fields } : { code: this.code, message: this.message };
  }
}

/** A zod failure in words a clerk understands, with each field's own message. */
export function invalidInput(error: z.ZodError): TillError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '(input)';
    fields[key] ??= issue.message;
  }
  const first = Object.entries(fields)[0];
  const message = first ? (first[0] === '(input)' ? first[1] : `${first[0]}: ${first[1]}`) : 'The request was not understood';
  return new TillError('INVALID_INPUT', message, fields);
}
