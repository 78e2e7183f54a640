import { describe, expect, it } from '@jest/globals';
import {
  ConflictError,
  DomainError,
  errorCodeStatus,
  ForbiddenError,
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
