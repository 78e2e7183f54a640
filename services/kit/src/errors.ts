/**
 * Domain errors, mapped to HTTP status and GraphQL codes in exactly one place (errorCodeStatus).
 * Anything that is not a DomainError is an internal error: its message never leaves the server.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export abstract class DomainError extends Error {
  abstract readonly code: ErrorCode;
  constructor(message: string, readonly details?: Record<string, unknown>) {
    super(message);
    this.name = new.target.name;
  }
}
export class ValidationError extends DomainError { readonly code = 'BAD_USER_INPUT' as const; }
export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED' as const;
  constructor(message = 'Not signed in') { super(message); }
}
export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN' as const;
  constructor(message = 'You do not have permission to do this') { super(message); }
}
export class NotFoundError extends DomainError { readonly code = 'NOT_FOUND' as const; }
export class ConflictError extends DomainError { readonly code = 'CONFLICT' as const; }
export class PayloadTooLargeError extends DomainError { readonly code = 'PAYLOAD_TOO_LARGE' as const; }
export class UnsupportedMediaTypeError extends DomainError { readonly code = 'UNSUPPORTED_MEDIA_TYPE' as const; }
export class RateLimitedError extends DomainError {
  readonly code = 'RATE_LIMITED' as const;
  constructor(message = 'Too many attempts. Please wait and try again.', readonly retryAfterSeconds = 60) { super(message); }
}
export class UnavailableError extends DomainError { readonly code = 'UNAVAILABLE' as const; }
/** Start-up configuration problems; never sent to a client. */
export class ConfigError extends Error {}

export function assertUnreachable(value: never): never {
  throw new Error(`unreachable: ${String(value)}`);
}

export function errorCodeStatus(code: ErrorCode): number {
  switch (code) {
    case 'BAD_USER_INPUT': return 400;
    case 'UNAUTHENTICATED': return 401;
    case 'FORBIDDEN': return 403;
    case 'NOT_FOUND': return 404;
    case 'CONFLICT': return 409;
    case 'PAYLOAD_TOO_LARGE': return 413;
    case 'UNSUPPORTED_MEDIA_TYPE': return 415;
    case 'RATE_LIMITED': return 429;
    case 'UNAVAILABLE': return 503;
    case 'INTERNAL_SERVER_ERROR': return 500;
    default: return assertUnreachable(code);
  }
}

const knownCodes = new Set<string>(['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'RATE_LIMITED', 'UNAVAILABLE', 'INTERNAL_SERVER_ERROR']);
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && knownCodes.has(value);
}

/** The message a client may see for any thrown value. */
export function publicMessage(err: unknown): { code: ErrorCode; message: string } {
  if (err instanceof DomainError) return { code: err.code, message: err.message };
  return { code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side. Please try again.' };
}
