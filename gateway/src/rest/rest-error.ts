import { NotFoundError, RateLimitedError, errorAnswer, graphqlErrorAnswer, type ErrorAnswer, type Phrase } from '@counsel/kit';

/**
 * An error a REST route answers as it is: `{ message }` with this status. It is made only from what a subgraph or
 * an upstream service answered, whose message the kit's mapping already made public; a route's own refusals are
 * the kit's errors (NotFoundError, UnauthenticatedError…), mapped by the same module.
 */
export class RestError extends Error {
  /** A 429's wait, sent as Retry-After. */
  retryAfterSeconds?: number;
  /** The template and values the message was written from, when it was (sent beside it, for the reader's language). */
  template?: string;
  values?: Phrase['values'];

  private constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'RestError';
  }

  /** The REST error for an error received in a GraphQL response (kit errors.ts decides what is public). */
  static fromGraphql(error: { message: string; extensions?: Record<string, unknown> }): RestError {
    const answer = graphqlErrorAnswer(error);
    const rest = new RestError(answer.status, answer.message);
    rest.template = answer.template;
    rest.values = answer.values;
    const wait = error.extensions?.retryAfterSeconds;
    if (answer.status === 429 && typeof wait === 'number' && wait > 0) rest.retryAfterSeconds = Math.ceil(wait);
    return rest;
  }

  /** The REST error for a service's own HTTP refusal `{ message }`: the same rule (4xx and 503 keep their text). */
  static fromUpstream(status: number, message: string): RestError {
    return RestError.fromGraphql({ message, extensions: { status } });
  }
}

/**
 * The value an operation answered, or the kit's NotFoundError with this message: GraphQL reads a missing record
 * as null, REST as a 404 `{ message }`, both through the kit's one error mapping (errors.ts).
 */
export function orNotFound<T>(value: T | null | undefined, message: string): T {
  if (value === null || value === undefined) throw new NotFoundError(message);
  return value;
}

/** What the gateway answers for anything thrown by a REST route or by Fastify itself. */
export function restErrorAnswer(err: unknown): Pick<ErrorAnswer, 'status' | 'message' | 'internal' | 'template' | 'values'> & { retryAfterSeconds?: number } {
  if (err instanceof RestError) {
    return { status: err.status, message: err.message, internal: false, retryAfterSeconds: err.retryAfterSeconds, template: err.template, values: err.values };
  }
  const answer = errorAnswer(err);
  return err instanceof RateLimitedError ? { ...answer, retryAfterSeconds: err.retryAfterSeconds } : answer;
}
