import { errorAnswer, graphqlErrorAnswer, type ErrorAnswer } from '@counsel/kit';

/**
 * An error a REST route answers as it is: `{ message }` with this status. Its message is already
 * public (a spec message, or what the kit's mapping made of a subgraph's error), so the gateway's
 * error handler sends it unchanged.
 */
export class RestError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'RestError';
  }

  /** The REST error for an error received in a GraphQL response (kit errors.ts decides what is public). */
  static fromGraphql(error: { message: string; extensions?: Record<string, unknown> }): RestError {
    const answer = graphqlErrorAnswer(error);
    return new RestError(answer.status, answer.message);
  }

  /** The REST error for a service's own HTTP refusal `{ message }`: the same rule (4xx and 503 keep their text). */
  static fromUpstream(status: number, message: string): RestError {
    return RestError.fromGraphql({ message, extensions: { status } });
  }
}

/** What the gateway answers for anything thrown by a REST route or by Fastify itself. */
export function restErrorAnswer(err: unknown): Pick<ErrorAnswer, 'status' | 'message' | 'internal'> {
  if (err instanceof RestError) return { status: err.status, message: err.message, internal: false };
  return errorAnswer(err);
}
