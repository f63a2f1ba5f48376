import { describe, expect, it } from 'vitest';
import { NetworkError, ServiceError, refusalFromBody } from '../../../src/main/topup-api/errors';
import { toNetworkError } from '../../../src/main/topup-api/http';

function failure(code: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(code), { code, ...extra });
}

describe('toNetworkError', () => {
  it.each([
    ['ECONNREFUSED', 'connect', false],
    ['ENOTFOUND', 'connect', false],
    ['UND_ERR_CONNECT_TIMEOUT', 'connect', false],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'connect', false],
    ['UND_ERR_HEADERS_TIMEOUT', 'timeout', true],
    ['UND_ERR_BODY_TIMEOUT', 'timeout', true],
    ['UND_ERR_SOCKET', 'reset', true],
    ['ECONNRESET', 'reset', true],
    ['EPIPE', 'reset', true],
  ] as const)('%s before an answer → %s, may have reached: %s', (code, kind, reached) => {
    const error = toNetworkError(failure(code), undefined, false);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind, mayHaveReachedService: reached });
  });

  it('a connect-time ETIMEDOUT never reached the service; one after connecting may have', () => {
    expect(toNetworkError(failure('ETIMEDOUT', { syscall: 'connect' }), undefined, false)).toMatchObject({ kind: 'connect', mayHaveReachedService: false });
    expect(toNetworkError(failure('ETIMEDOUT', { syscall: 'read' }), undefined, false)).toMatchObject({ kind: 'timeout', mayHaveReachedService: true });
  });

  it('reads the code of a happy-eyeballs AggregateError', () => {
    const error = new AggregateError([failure('ECONNREFUSED'), failure('ECONNREFUSED')]);
    expect(toNetworkError(error, undefined, false)).toMatchObject({ kind: 'connect', mayHaveReachedService: false });
  });

  it('an abort wins over whatever undici threw', () => {
    const controller = new AbortController();
    controller.abort();
    expect(toNetworkError(new DOMException('aborted', 'AbortError'), controller.signal, false)).toMatchObject({ kind: 'aborted' });
  });

  it('lets programming errors through untouched', () => {
    const bug = failure('UND_ERR_INVALID_ARG');
    expect(toNetworkError(bug, undefined, false)).toBe(bug);
    const plain = new TypeError('x is not a function');
    expect(toNetworkError(plain, undefined, false)).toBe(plain);
  });
});

describe('refusalFromBody', () => {
  it('reads the API error shape', () => {
    const body = JSON.stringify({
      timeStamp: '2024-01-01 10:00:00',
      message: 'Insufficient funds',
      path: '/topups',
      errorCode: 'INSUFFICIENT_BALANCE',
      infoLink: null,
      details: [{ a: 1 }],
    });
    const error = new ServiceError(refusalFromBody(400, body, '/topups'));
    expect(error).toMatchObject({
      status: 400,
      errorCode: 'INSUFFICIENT_BALANCE',
      code: 'INSUFFICIENT_BALANCE',
      serviceMessage: 'Insufficient funds',
      path: '/topups',
      details: [{ a: 1 }],
      message: 'The account balance is too low for this top-up.',
    });
  });

  it("reads the unknown-path shape, the spec's spaced code, and HTML from a proxy", () => {
    const notFound = refusalFromBody(404, JSON.stringify({ timestamp: 'x', status: 404, error: 'Not Found', message: 'No message available', path: '/nope' }), '/nope');
    expect(notFound).toMatchObject({ errorCode: null, serviceMessage: 'No message available', path: '/nope', details: [] });
    expect(refusalFromBody(503, '{"errorCode":"OPERATOR_UNAVAILABLE_OR_CURRENTLY INACTIVE"}', '/topups').errorCode).toBe(
      'OPERATOR_UNAVAILABLE_OR_CURRENTLY_INACTIVE',
    );
    const html = new ServiceError(refusalFromBody(502, '<html>Bad gateway</html>', '/countries', 1_000));
    expect(html).toMatchObject({ errorCode: null, code: 'HTTP_502', path: '/countries', retryAfterMs: 1_000, serviceMessage: '<html>Bad gateway</html>' });
    expect(html.message).toMatch(/try again shortly/);
  });
});
