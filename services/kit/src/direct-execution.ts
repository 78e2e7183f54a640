import { execute, getOperationAST, GraphQLError, parse, validate, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { KeptReadWitness, SubgraphRequest, SubgraphResponse } from './subgraph-executor.js';
import { boundedMemo } from './bounded-memo.js';
import { copyAnswer, SharedReadCache, type SharedReads } from './shared-reads.js';

type FormatError = (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;

/**
 * A subgraph operation run straight on the schema with graphql-js, for calls made in this process. The gateway sends
 * a handful of operation texts over and over; each is parsed and validated once here. Apollo Server's pipeline
 * around the same execution (hashing the text on every call, plugin hooks, wrapping every resolver) was a large
 * share of each read's CPU. A text that does not parse or validate, or names no operation in it, goes to `fallback`
 * (Apollo Server), so request errors keep Apollo's exact codes and shapes; resolver errors are formatted as Apollo
 * formats them: code defaulted to INTERNAL_SERVER_ERROR, then the service's formatError.
 * With `sharedReads`, an operation the service declares shared is answered from its kept answer when the caller's
 * scope (who may read, which state of the data) matches; only answers without errors are kept. `witness` is told
 * whether the answer is such a kept one, and how to tell later that its scope still holds (subgraph-executor.ts).
 */
export function directExecutor<TContext>(
  schema: GraphQLSchema,
  formatError: FormatError,
  fallback: (request: SubgraphRequest, context: TContext) => Promise<SubgraphResponse>,
  maxDocuments = 500,
  sharedReads?: SharedReads<TContext>,
) {
  // Least recently used out first: bounded whatever texts callers send.
  const documents = boundedMemo((query: string) => ({ document: validDocument(schema, query) }), { max: maxDocuments });
  /** Per parsed document: whether the service declared its operation shared (asked once). */
  const shared = new WeakMap<DocumentNode, Map<string | undefined, boolean | 'copies'>>();
  const answers = new SharedReadCache();
  const isShared = (reads: SharedReads<TContext>, document: DocumentNode, operationName: string | undefined) => {
    let byName = shared.get(document);
    if (!byName) shared.set(document, (byName = new Map()));
    let yes = byName.get(operationName);
    if (yes === undefined) byName.set(operationName, (yes = reads.covers(document, operationName)));
    return yes;
  };

  /** The parsed, valid document for a text, or null when Apollo must answer it (remembered either way, boxed). */
  const documentFor = (query: string): DocumentNode | null => documents(query).document;

  return async (request: SubgraphRequest, context: TContext, witness?: KeptReadWitness): Promise<SubgraphResponse> => {
    const document = documentFor(request.query);
    if (!document || !getOperationAST(document, request.operationName)) {
      witness?.(null);
      return fallback(request, context);
    }
    const mode = sharedReads ? isShared(sharedReads, document, request.operationName) : false;
    if (!mode) witness?.('never');
    const scope = sharedReads && mode ? sharedReads.scope(context, document, request.operationName) : null;
    const key = scope === null ? null : answers.key(scope, request.query, request.operationName, request.variables);
    // The same caller's scope worked out again: the same one while nothing the answer depends on has changed.
    const stands = key === null ? null : () => sharedReads?.scope(context, document, request.operationName) === scope;
    const kept = key === null ? undefined : answers.get(key);
    if (kept) {
      witness?.(stands);
      return { data: mode === 'copies' ? copyAnswer(kept) : kept };
    }
    const result = await execute({ schema, document, contextValue: context, variableValues: request.variables, operationName: request.operationName });
    if (!result.errors?.length) {
      // The scope again: the data may have changed while the resolvers ran (a catalog load), and then nothing is kept.
      if (key !== null && stands && result.data && stands()) {
        witness?.(stands);
        if (mode !== 'copies') return { data: answers.keep(key, result.data) };
        // This caller's answer stays its own (the gateway merges into it); a copy is kept.
        answers.keep(key, copyAnswer(result.data));
        return { data: result.data };
      }
      if (mode) witness?.(null);
      return { data: result.data };
    }
    if (mode) witness?.(null);
    // Variables that do not coerce come back without data: Apollo answers those (BAD_USER_INPUT, its messages).
    if (result.data === undefined) return fallback(request, context);
    return { data: result.data, errors: result.errors.map((error) => formatted(error, formatError)) };
  };
}

/** As Apollo Server formats an execution error before handing it to formatError (errorNormalize). */
function formatted(error: GraphQLError, formatError: FormatError): GraphQLFormattedError {
  try {
    const json = error.toJSON();
    const code = error.extensions.code ?? 'INTERNAL_SERVER_ERROR';
    return formatError({ ...json, extensions: { ...error.extensions, code } }, error);
  } catch {
    return { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
}

/** The text parsed, when it parses and validates against the schema; null when Apollo must answer it. */
function validDocument(schema: GraphQLSchema, query: string): DocumentNode | null {
  try {
    const parsed = parse(query);
    if (validate(schema, parsed).length === 0) return parsed;
  } catch {
    // A syntax error: Apollo reports it.
  }
  return null;
}
