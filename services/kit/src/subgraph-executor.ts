import type { GraphQLFormattedError } from 'graphql';
/** One GraphQL operation as the gateway sends it to a subgraph. */
export interface SubgraphRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}
export interface SubgraphResponse {
  data?: Record<string, unknown> | null;
  errors?: readonly GraphQLFormattedError[];
  extensions?: Record<string, unknown>;
}

/**
 * Runs an operation on a subgraph of this process, given the headers the gateway would have sent
 * (authorization, request id, client address, trace context). In embedded mode the gateway calls
 * subgraphs this way instead of over loopback HTTP: same schema, same context building (token
 * verification), same error formatting, without serialising and parsing every hop.
 */
export type SubgraphExecutor = (request: SubgraphRequest, headers: Readonly<Record<string, string>>, witness?: KeptReadWitness) => Promise<SubgraphResponse>;

/**
 * Told, once per call, whether its answer is one the service keeps (shared-reads.ts) and how to tell later that it
 * still stands for the same caller: `stands()` is true while the call's scope (who reads, which state of the data,
 * the day where the answer follows it) is unchanged. null: not kept this time (a caller or data the scope refuses,
 * errors), so nothing built on it may be kept either; 'never': an operation the service never keeps, whoever asks.
 */
export type KeptReadWitness = (stands: (() => boolean) | null | 'never') => void;
