/**
 * Domain errors, and the one mapping of anything thrown or received to what a client is told: HTTP
 * status, GraphQL code and public message (errorAnswer, graphqlErrorAnswer). Anything that is not a
 * DomainError, a framework's 4xx or an error a subgraph already made public is internal: its message
 * never leaves the server. Every HTTP error handler, GraphQL formatError and REST executor uses these.
 */
import type { Phrase } from './phrase.js';

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
  /** A message with values (phrase.ts): its English template and values, which a reader's language writes. */
  readonly template?: string;
  readonly values?: Phrase['values'];
  constructor(message: string | Phrase, readonly details?: Record<string, unknown>) {
    super(typeof message === 'string' ? message : message.message);
    this.name = new.target.name;
    if (typeof message !== 'string') {
      this.template = message.template;
      this.values = message.values;
    }
  }
}
export class ValidationError extends DomainError { readonly code = 'BAD_USER_INPUT' as const; }
export class UnauthenticatedError extends DomainError {
  readonly code = 'UNAUTHENTICATED' as const;
  constructor(message: string | Phrase = 'Not signed in') { super(message); }
}
export class ForbiddenError extends DomainError {
  readonly code = 'FORBIDDEN' as const;
  constructor(message: string | Phrase = 'You do not have permission to do this') { super(message); }
}
export class NotFoundError extends DomainError { readonly code = 'NOT_FOUND' as const; }
export class ConflictError extends DomainError { readonly code = 'CONFLICT' as const; }
export class PayloadTooLargeError extends DomainError { readonly code = 'PAYLOAD_TOO_LARGE' as const; }
export class UnsupportedMediaTypeError extends DomainError { readonly code = 'UNSUPPORTED_MEDIA_TYPE' as const; }
export class RateLimitedError extends DomainError {
  readonly code = 'RATE_LIMITED' as const;
  // The wait also rides in the details, so GraphQL answers carry it (extensions) and REST sends Retry-After.
  constructor(message: string | Phrase = 'Too many attempts. Please wait and try again.', readonly retryAfterSeconds = 60) { super(message, { retryAfterSeconds }); }
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

/** The one generic answer to anything internal, on every transport. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** What a client is told about an error, on either transport. `internal`: log it, the client sees the generic message. */
export interface ErrorAnswer {
  status: number;
  code: ErrorCode;
  message: string;
  internal: boolean;
  /** When the message was written from a template: the template and its values, sent beside the English. */
  template?: string;
  values?: Phrase['values'];
}

export const INTERNAL_ERROR_ANSWER: Readonly<ErrorAnswer> = { status: 500, code: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR_MESSAGE, internal: true };

/** The code for an HTTP status a framework or an upstream answered (any other 4xx is bad input). */
export function statusErrorCode(status: number): ErrorCode {
  switch (status) {
    case 401: return 'UNAUTHENTICATED';
    case 403: return 'FORBIDDEN';
    case 404: return 'NOT_FOUND';
    case 409: return 'CONFLICT';
    case 413: return 'PAYLOAD_TOO_LARGE';
    case 415: return 'UNSUPPORTED_MEDIA_TYPE';
    case 429: return 'RATE_LIMITED';
    case 503: return 'UNAVAILABLE';
    default: return status >= 400 && status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR';
  }
}

/** Fastify's own request errors, with the messages the spec's clients see. */
const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'Malformed JSON in request body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'Malformed JSON in request body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Send the request body as application/json' },
};

/** A domain error as the client sees it. */
export function domainAnswer(err: DomainError): ErrorAnswer {
  if (err.code === 'INTERNAL_SERVER_ERROR') return INTERNAL_ERROR_ANSWER;
  return { status: errorCodeStatus(err.code), code: err.code, message: err.message, internal: false, ...phraseOf(err) };
}

/** An answer's template and values, as the fields a REST body or GraphQL extensions carry beside `message`. */
export function phraseOf(from: { template?: unknown; values?: unknown }): { template?: string; values?: Phrase['values'] } {
  if (typeof from.template !== 'string') return {};
  return { template: from.template, values: typeof from.values === 'object' && from.values !== null ? from.values as Phrase['values'] : {} };
}

/**
 * Anything thrown while serving an HTTP request: a domain error keeps its message; a framework's
 * request error (bad JSON, too large, a 4xx with a status code) gets its clear 4xx; the rest is internal.
 */
export function errorAnswer(err: unknown): ErrorAnswer {
  if (err instanceof DomainError) return domainAnswer(err);
  if (!(err instanceof Error)) return INTERNAL_ERROR_ANSWER;
  const e = err as Error & { code?: unknown; statusCode?: unknown };
  const known = typeof e.code === 'string' ? FRAMEWORK_MESSAGES[e.code] : undefined;
  if (known) return { ...known, code: statusErrorCode(known.status), internal: false };
  if (err instanceof SyntaxError) return { status: 400, code: 'BAD_USER_INPUT', message: 'Malformed JSON in request body', internal: false };
  // A route's schema refused the request: the first problem's own message (the schemas carry the spec's wording).
  const validation = (err as { validation?: unknown }).validation;
  if (e.code === 'FST_ERR_VALIDATION' && Array.isArray(validation)) {
    const first = validation[0] as { message?: unknown } | undefined;
    return { status: 400, code: 'BAD_USER_INPUT', message: typeof first?.message === 'string' && first.message ? first.message : 'Invalid request', internal: false };
  }
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return { status: e.statusCode, code: statusErrorCode(e.statusCode), message: e.message || 'Bad request', internal: false };
  }
  return INTERNAL_ERROR_ANSWER;
}

/** graphql-js's and Apollo's own request errors (parse, validation, variables): the caller's mistake. */
const GRAPHQL_REQUEST_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'OPERATION_RESOLUTION_FAILURE', 'PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED']);

/**
 * An error received in a GraphQL response (from a subgraph, or the gateway's own): the status its
 * producer chose, else the one its code implies. Only 4xx and 503 (written for users) keep their text.
 */
export function graphqlErrorAnswer(e: { message: string; extensions?: Record<string, unknown> }): ErrorAnswer {
  const rawCode = e.extensions?.code;
  const rawStatus = e.extensions?.status;
  let status: number;
  if (typeof rawStatus === 'number') status = rawStatus;
  else if (isErrorCode(rawCode)) status = errorCodeStatus(rawCode);
  else if (typeof rawCode === 'string' && GRAPHQL_REQUEST_CODES.has(rawCode)) status = 400;
  else return INTERNAL_ERROR_ANSWER;
  const code = isErrorCode(rawCode) ? rawCode : statusErrorCode(status);
  if (status >= 500 && status !== 503) return { ...INTERNAL_ERROR_ANSWER, status };
  return { status, code, message: e.message, internal: false, ...phraseOf(e.extensions ?? {}) };
}

/** The GraphQL error for an answer: its code and HTTP status ride in `extensions` (REST executors read them back). */
export function graphqlErrorShape(answer: ErrorAnswer, path?: ReadonlyArray<string | number>, extra: Record<string, unknown> = {}, code: string = answer.code) {
  return { message: answer.message, path, extensions: { code, status: answer.status, ...extra, ...phraseOf(answer) } };
}

/** The message a client may see for any thrown value. */
export function publicMessage(err: unknown): { code: ErrorCode; message: string; template?: string; values?: Phrase['values'] } {
  if (err instanceof DomainError) return { code: err.code, message: err.message, ...phraseOf(err) };
  return { code: 'INTERNAL_SERVER_ERROR', message: GENERIC_ERROR_MESSAGE };
}
