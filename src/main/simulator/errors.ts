/** The service's two error shapes and the refusal type every handler throws. */
import { formatIsoWithOffset, formatServiceTime } from './time';

export interface ErrorDetail {
  field: string;
  message: string;
}

/** A refusal answered in the API error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string | null,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
  }
}

/** Shape of every API error: `{timeStamp, message, path, errorCode, infoLink, details}`. */
export function apiErrorBody(error: Pick<ApiError, 'message' | 'errorCode' | 'details'>, path: string, now = Date.now()) {
  return {
    timeStamp: formatServiceTime(now),
    message: error.message,
    path,
    errorCode: error.errorCode,
    infoLink: null,
    details: error.details,
  };
}

/** Shape of an unknown path or method (the framework's own body, not the API's). */
export function frameworkErrorBody(status: 404 | 405, path: string, now = Date.now()) {
  return {
    timestamp: formatIsoWithOffset(now),
    status,
    error: status === 404 ? 'Not Found' : 'Method Not Allowed',
    message: status === 404 ? 'No message available' : 'Request method not supported',
    path,
  };
}

/** Refusals shared by several endpoints. */
export const refusals = {
  invalidInput: (field: string, message: string) =>
    new ApiError(400, 'INVALID_INPUT_PROVIDED', message, [{ field, message }]),
  operatorNotFound: (id: unknown) => new ApiError(404, null, `Operator not found for id ${String(id)}`),
  countryNotSupported: (code: string) =>
    new ApiError(404, 'COUNTRY_NOT_SUPPORTED', `Country ${code} is not supported`),
  transactionNotFound: (id: unknown) =>
    new ApiError(404, 'TRANSACTION_NOT_FOUND', `Transaction not found for id ${String(id)}`),
  invalidAmount: () => new ApiError(400, 'INVALID_AMOUNT', 'Amount must be a positive number'),
};
