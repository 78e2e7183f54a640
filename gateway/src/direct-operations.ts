import { createHash } from 'node:crypto';
import type { ApolloGateway } from '@apollo/gateway';
import type { ApolloServer } from '@apollo/server';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import {
  getOperationAST, GraphQLError, Kind, parse, specifiedRules, validate,
  type DocumentNode, type GraphQLFormattedError, type GraphQLSchema, type OperationDefinitionNode, type ParseOptions, type ValidationRule,
} from 'graphql';
import { GENERIC_ERROR_MESSAGE } from '@counsel/kit';
import type { GatewayContext } from './request-context.js';

type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
type Executor = ApolloGateway['executor'];
type GatewayRequestContext = Parameters<Executor>[0];

/** A REST operation's text as the gateway runs it: parsed and validated once, its plan key worked out once. */
interface Prepared { schema: GraphQLSchema; document: DocumentNode; operation: OperationDefinitionNode; queryHash: string }

export interface DirectResult { data?: Record<string, unknown> | null; errors?: readonly GraphQLFormattedError[] }

/**
 * The REST routes' operations run on the gateway's executor (query plan, subgraph fetches, merge) without Apollo
 * Server's request pipeline around it: that pipeline hashed the text (SHA-256), looked the document up, ran every
 * plugin's hooks and built a request context of its own on every call, 4-5% of a chat turn's CPU, for operations
 * whose texts never change. What it decided is decided here once per text, the same way: the same parse options
 * (token limit) and validation rules (graphql-js's and the limits), the same plan key (the text's SHA-256), and
 * errors formatted as it formats them (code defaulted to INTERNAL_SERVER_ERROR, variable coercion as BAD_USER_INPUT,
 * then the gateway's formatError). A text that does not parse or validate is left to Apollo (null), so its refusal
 * keeps Apollo's exact shape. The plugins the gateway's server has only set headers of /graphql answers.
 */
export class DirectOperations {
  private readonly prepared = new Map<string, Prepared | null>();

  constructor(
    private readonly gateway: ApolloGateway,
    private readonly logger: GatewayRequestContext['logger'],
    private readonly rules: readonly ValidationRule[],
    private readonly parseOptions: ParseOptions,
    private readonly formatError: FormatError,
  ) {}

  /** The operation's answer, or null when Apollo Server must run it (a text that does not parse or validate). */
  run(query: string, variables: Record<string, unknown> | undefined, contextValue: GatewayContext): Promise<DirectResult> | null {
    const schema = this.gateway.schema;
    if (!schema) return null;
    let prepared = this.prepared.get(query);
    if (prepared === undefined || (prepared && prepared.schema !== schema)) this.prepared.set(query, (prepared = this.prepare(schema, query)));
    if (!prepared) return null;
    return this.execute(prepared, query, variables, contextValue);
  }

  private prepare(schema: GraphQLSchema, query: string): Prepared | null {
    try {
      const document = parse(query, this.parseOptions);
      if (validate(schema, document, [...specifiedRules, ...this.rules]).length) return null;
      const operation = getOperationAST(document);
      if (!operation) return null;
      return { schema, document, operation, queryHash: createHash('sha256').update(query).digest('hex') };
    } catch {
      return null;
    }
  }

  private async execute(p: Prepared, query: string, variables: Record<string, unknown> | undefined, contextValue: GatewayContext): Promise<DirectResult> {
    // As Apollo Server hands it over: a shallow copy of the context per operation, a fresh metrics record.
    const requestContext = {
      request: variables === undefined ? { query } : { query, variables },
      response: { http: { headers: new Headers() } },
      logger: this.logger,
      schema: p.schema,
      schemaHash: 'schemaHash no longer exists since Apollo Server 4',
      context: Object.assign(Object.create(Object.getPrototypeOf(contextValue) as object | null) as GatewayContext, contextValue),
      queryHash: p.queryHash,
      document: p.document,
      source: query,
      operationName: p.operation.name?.value ?? null,
      operation: p.operation,
      metrics: {},
      debug: false,
      requestIsBatched: false,
    } as unknown as GatewayRequestContext;
    let result: Awaited<ReturnType<Executor>>;
    try {
      result = await this.gateway.executor(requestContext);
    } catch (err) {
      return { errors: [this.formatted(err)] };
    }
    if (!result.errors?.length) return { data: result.data as DirectResult['data'] };
    return { data: result.data as DirectResult['data'], errors: result.errors.map((e) => this.formatted(asUserInput(e))) };
  }

  /**
   * Apollo Server's normalisation (errorNormalize.ts), without stack traces, then the gateway's formatError. A thrown
   * value that is not an Error is never shown: it may hold anything.
   */
  private formatted(error: unknown): GraphQLFormattedError {
    try {
      const graphqlError = error instanceof GraphQLError ? error : new GraphQLError(error instanceof Error ? error.message : GENERIC_ERROR_MESSAGE, { originalError: error instanceof Error ? error : undefined });
      const extensions = { ...graphqlError.extensions, code: graphqlError.extensions.code ?? ApolloServerErrorCode.INTERNAL_SERVER_ERROR };
      delete (extensions as { http?: unknown }).http;
      return this.formatError({ ...graphqlError.toJSON(), extensions }, error);
    } catch {
      return { message: GENERIC_ERROR_MESSAGE, extensions: { code: ApolloServerErrorCode.INTERNAL_SERVER_ERROR } };
    }
  }
}

/** A variable that did not coerce, without a code: Apollo Server calls it BAD_USER_INPUT (its UserInputError). */
function asUserInput(error: GraphQLError): GraphQLError {
  const node = error.nodes?.length === 1 ? error.nodes[0] : undefined;
  if (error.extensions?.code != null || node?.kind !== Kind.VARIABLE_DEFINITION) return error;
  const name = node.variable.name.value;
  const coercion = [`has invalid value`, `got invalid value `, `of required type `, `of non-null type `].some((tail) => error.message.startsWith(`Variable "$${name}" ${tail}`));
  if (!coercion) return error;
  return new GraphQLError(error.message, { nodes: error.nodes, originalError: error.originalError ?? error, extensions: { code: ApolloServerErrorCode.BAD_USER_INPUT } });
}

const byServer = new WeakMap<ApolloServer<GatewayContext>, DirectOperations>();

/** Runs REST operations of this gateway's server directly (direct-operations.ts). */
export function runDirectly(apollo: ApolloServer<GatewayContext>, direct: DirectOperations) {
  byServer.set(apollo, direct);
}

/** The direct runner of a gateway's server, when it has one. */
export function directOperationsOf(apollo: ApolloServer<GatewayContext>): DirectOperations | undefined {
  return byServer.get(apollo);
}
