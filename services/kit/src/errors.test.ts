import { describe, expect, it } from '@jest/globals';
import {
  ConflictError,
  DomainError,
  errorAnswer,
  errorCodeStatus,
  ForbiddenError,
  GENERIC_ERROR_MESSAGE,
  graphqlErrorAnswer,
  isErrorCode,
  NotFoundError,
  PayloadTooLargeError,
  publicMessage,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
  UnsupportedMediaTypeError,
  ValidationError,
  type ErrorCode,
} from './errors.js';

const statuses: [ErrorCode, number][] = [
  ['BAD_USER_INPUT', 400],
  ['UNAUTHENTICATED', 401],
  ['FORBIDDEN', 403],
  ['NOT_FOUND', 404],
  ['CONFLICT', 409],
  ['PAYLOAD_TOO_LARGE', 413],
  ['UNSUPPORTED_MEDIA_TYPE', 415],
  ['RATE_LIMITED', 429],
  ['UNAVAILABLE', 503],
  ['INTERNAL_SERVER_ERROR', 500],
];

describe('errorCodeStatus', () => {
  it.each(statuses)('maps %s to HTTP %i', (code, status) => {
    expect(errorCodeStatus(code)).toBe(status);
  });
  it('throws for a value outside ErrorCode', () => {
    expect(() => errorCodeStatus('TEAPOT' as ErrorCode)).toThrow(/unreachable/);
  });
});

describe('isErrorCode', () => {
  it('accepts every code and nothing else', () => {
    for (const [code] of statuses) expect(isErrorCode(code)).toBe(true);
    for (const v of ['teapot', 'not_found', '', null, undefined, 404]) expect(isErrorCode(v)).toBe(false);
  });
});

describe('domain errors', () => {
  it.each([
    [new ValidationError('bad'), 'BAD_USER_INPUT', 'ValidationError'],
    [new UnauthenticatedError(), 'UNAUTHENTICATED', 'UnauthenticatedError'],
    [new ForbiddenError(), 'FORBIDDEN', 'ForbiddenError'],
    [new NotFoundError('gone'), 'NOT_FOUND', 'NotFoundError'],
    [new ConflictError('taken'), 'CONFLICT', 'ConflictError'],
    [new PayloadTooLargeError('big'), 'PAYLOAD_TOO_LARGE', 'PayloadTooLargeError'],
    [new UnsupportedMediaTypeError('exe'), 'UNSUPPORTED_MEDIA_TYPE', 'UnsupportedMediaTypeError'],
    [new RateLimitedError(), 'RATE_LIMITED', 'RateLimitedError'],
    [new UnavailableError('down'), 'UNAVAILABLE', 'UnavailableError'],
  ] as [DomainError, ErrorCode, string][])('%s carries code %s and its class name', (err, code, name) => {
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toBeInstanceOf(Error);
    expect(err.code).toBe(code);
    expect(err.name).toBe(name);
  });

  it('keep details and defaults', () => {
    expect(new ValidationError('bad', { field: 'email' }).details).toEqual({ field: 'email' });
    expect(new UnauthenticatedError().message).toBe('Not signed in');
    expect(new ForbiddenError().message).toBe('You do not have permission to do this');
    const limited = new RateLimitedError(undefined, 30);
    expect(limited.retryAfterSeconds).toBe(30);
    expect(limited.details).toEqual({ retryAfterSeconds: 30 });
    expect(new RateLimitedError().retryAfterSeconds).toBe(60);
  });
});

describe('publicMessage', () => {
  it('passes a domain error through', () => {
    expect(publicMessage(new NotFoundError('Student not found'))).toEqual({ code: 'NOT_FOUND', message: 'Student not found' });
    expect(publicMessage(new ForbiddenError())).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do this' });
  });

  it.each([
    new Error('connect ECONNREFUSED mongodb://admin:hunter2@db:27017'),
    new TypeError("Cannot read properties of undefined (reading 'password')"),
    'a thrown string with /etc/secrets',
    { message: 'plain object pretending to be a DomainError', code: 'NOT_FOUND' },
    undefined,
  ])('hides the internals of %p', (thrown) => {
    const shown = publicMessage(thrown);
    expect(shown.code).toBe('INTERNAL_SERVER_ERROR');
    expect(shown.message).toBe('Something went wrong on our side. Please try again.');
    expect(JSON.stringify(shown)).not.toMatch(/hunter2|password|secrets|pretending/);
  });
});

/** A Fastify-style request error: an Error with a code and a status. */
const fastifyError = (code: string, statusCode: number, message: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error(message), { code, statusCode, ...extra });

describe('errorAnswer (HTTP)', () => {
  it.each([
    [fastifyError('FST_ERR_CTP_INVALID_JSON_BODY', 400, 'Unexpected token'), 400, 'Malformed JSON in request body'],
    [fastifyError('FST_ERR_CTP_BODY_TOO_LARGE', 413, 'Request body is too large'), 413, 'Request body is too large'],
    [fastifyError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 415, 'Unsupported Media Type'), 415, 'Send the request body as application/json'],
    [fastifyError('FST_ERR_VALIDATION', 400, 'body/email Please enter a valid email', { validation: [{ message: 'Please enter a valid email' }] }), 400, 'Please enter a valid email'],
    [fastifyError('FST_ERR_NOT_FOUND', 404, 'Route GET:/x not found'), 404, 'Route GET:/x not found'],
    [new NotFoundError('Student not found'), 404, 'Student not found'],
  ])('answers %p with %i', (err, status, message) => {
    expect(errorAnswer(err)).toMatchObject({ status, message, internal: false });
  });

  it('hides a 5xx framework error and anything else', () => {
    for (const err of [fastifyError('FST_ERR_X', 500, 'internal detail'), new Error('db down'), { statusCode: 400, message: 'plain object' }]) {
      expect(errorAnswer(err)).toEqual({ status: 500, code: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR_MESSAGE, internal: true });
    }
  });
});

describe('graphqlErrorAnswer (an error received in a GraphQL response)', () => {
  it.each([
    [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED', status: 401 } }, 401, 'Not signed in'],
    [{ message: 'Student not found', extensions: { code: 'NOT_FOUND' } }, 404, 'Student not found'],
    [{ message: 'Cannot query field "x"', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }, 400, 'Cannot query field "x"'],
    [{ message: 'The AI model is busy', extensions: { code: 'UNAVAILABLE', status: 503 } }, 503, 'The AI model is busy'],
  ])('keeps a public error: %p', (e, status, message) => {
    expect(graphqlErrorAnswer(e)).toMatchObject({ status, message, internal: false });
  });

  it.each([
    { message: 'connect ECONNREFUSED 10.0.0.3:4102', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
    { message: 'HTTP fetch failed from students', extensions: { code: 'DOWNSTREAM_SERVICE_ERROR' } },
    { message: 'upstream said 502', extensions: { status: 502 } },
    { message: 'no code at all' },
  ])('hides an internal one: %p', (e) => {
    const answer = graphqlErrorAnswer(e);
    expect(answer).toMatchObject({ message: GENERIC_ERROR_MESSAGE, internal: true });
    expect(answer.status).toBeGreaterThanOrEqual(500);
  });
});
