import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import { DomainError, ForbiddenError, UnauthenticatedError, UnavailableError } from './errors.js';
import { phrase, word } from './phrase.js';
import { hostedAt } from './in-process-subgraphs.js';
import { traceHeaders } from './tracing/trace-context.js';

export interface SubgraphClientOptions {
  /** Resolved per call: in one process the other service's address is known only once it has started. */
  url: () => string;
  timeoutMs: number;
  service: string;
}

interface GraphqlResponse<T> { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] }

const texts = new WeakMap<DocumentNode, string>();
/** The operation's text, printed once per document. */
function operationText(document: DocumentNode | string): string {
  if (typeof document === 'string') return document;
  let text = texts.get(document);
  if (text === undefined) texts.set(document, (text = print(document)));
  return text;
}

/**
 * Runs one GraphQL operation on another subgraph on the caller's behalf (their bearer token). The operation is a
 * typed document generated against that subgraph's schema (`npm run codegen`, the caller's src/gql), or a query's
 * text where the field is only known at run time (records asks each service for `<service>RecordExport`).
 */
export async function callSubgraph<T, V extends Record<string, unknown>>(
  o: SubgraphClientOptions, token: string | null, document: TypedDocumentNode<T, V> | string, variables: V,
): Promise<T> {
  const body = await (hostedAt(o.url()) ? inProcess<T>(o, token, document, variables) : overHttp<T>(o, token, document, variables));
  const first = body.errors?.[0];
  if (first) {
    const code = first.extensions?.code;
    if (code === 'UNAUTHENTICATED') throw new UnauthenticatedError(first.message);
    if (code === 'FORBIDDEN') throw new ForbiddenError(first.message);
    throw new SubgraphError(o.service, first.message, code);
  }
  if (!body.data) throw new UnavailableError(phrase('The {{service}} service returned no data', { service: word(o.service) }));
  return body.data;
}

/** A call that timed out or failed on the way; `error` is the failure's name (TimeoutError), shown as it is. */
const notInTime = (service: string, error: string) =>
  phrase('The {{service}} service did not answer in time ({{error}})', { service: word(service), error });

/**
 * The trace context and the caller's token, on the fresh object traceHeaders() gives: spreading it and a second
 * object took several times as long on Node 20, on every call.
 */
function callHeaders(token: string | null): Record<string, string> {
  const headers: Record<string, string> = traceHeaders() as Record<string, string>;
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

/** The subgraph runs in this process (embedded mode): called directly, within the same time limit. */
async function inProcess<T>(o: SubgraphClientOptions, token: string | null, document: DocumentNode | string, variables: Record<string, unknown>): Promise<GraphqlResponse<T>> {
  const execute = hostedAt(o.url());
  if (!execute) throw new UnavailableError(phrase('The {{service}} service is not running', { service: word(o.service) }));
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new UnavailableError(notInTime(o.service, 'TimeoutError'))), o.timeoutMs);
  });
  try {
    const call = execute({ query: operationText(document), variables }, callHeaders(token))
      // What its HTTP server would answer with a 500 and no data.
      .catch((): GraphqlResponse<T> => ({}));
    return await Promise.race([call as Promise<GraphqlResponse<T>>, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function overHttp<T>(o: SubgraphClientOptions, token: string | null, document: DocumentNode | string, variables: Record<string, unknown>): Promise<GraphqlResponse<T>> {
  let res: Response;
  try {
    res = await fetch(`${o.url()}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...callHeaders(token) },
      body: JSON.stringify({ query: operationText(document), variables }),
      signal: AbortSignal.timeout(o.timeoutMs),
    });
  } catch (err) {
    throw new UnavailableError(notInTime(o.service, (err as Error).name));
  }
  try {
    return await res.json() as GraphqlResponse<T>;
  } catch {
    throw new UnavailableError(phrase('The {{service}} service answered with status {{status}}', { service: word(o.service), status: res.status }));
  }
}

export class SubgraphError extends DomainError {
  readonly code = 'UNAVAILABLE' as const;
  constructor(service: string, message: string, readonly remoteCode: string | undefined) {
    super(`The ${service} service refused the request: ${message}`);
  }
}
