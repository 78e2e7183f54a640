import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ForbiddenError, NotFoundError, UnavailableError, traceHeaders, type RecordExportPart } from '@counsel/kit';
import type { ExportSources, ExportingService } from '../../ports/export-sources.js';

interface GraphqlAnswer { data?: Record<string, string> | null; errors?: { message: string; extensions?: { code?: string } }[] }

/** Where a service serves a file its part lists (documents only). */
const FILE_PATHS: Partial<Record<ExportingService, (id: string) => string>> = {
  documents: (id) => `/internal/documents/${encodeURIComponent(id)}/file`,
};

/**
 * Asks each owning service for its part over its own GraphQL endpoint (`<service>RecordExport`), on the caller's
 * behalf: each service authorizes the export with the caller's token. In one process the address is the local
 * module's, else `<SERVICE>_URL`.
 */
export class SubgraphExportSources implements ExportSources {
  constructor(private readonly url: (service: string) => string, private readonly timeoutMs: number) {}

  async part(service: ExportingService, token: string, studentId: string, studentUserId: string): Promise<RecordExportPart> {
    const field = `${service}RecordExport`;
    const query = `query RecordExport($studentId: ID!, $studentUserId: ID!) { ${field}(studentId: $studentId, studentUserId: $studentUserId) }`;
    let res: Response;
    try {
      res = await fetch(`${this.url(service)}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...traceHeaders() },
        body: JSON.stringify({ query, variables: { studentId, studentUserId } }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      throw new UnavailableError(`The ${service} service did not answer in time (${(err as Error).name})`);
    }
    const body = await res.json().catch(() => null) as GraphqlAnswer | null;
    const first = body?.errors?.[0];
    if (first?.extensions?.code === 'FORBIDDEN') throw new ForbiddenError(first.message);
    if (first) throw new UnavailableError(`The ${service} service refused its part: ${first.message}`);
    const text = body?.data?.[field];
    if (typeof text !== 'string') throw new UnavailableError(`The ${service} service answered with status ${res.status}`);
    return JSON.parse(text) as RecordExportPart;
  }

  async file(service: ExportingService, token: string, fileId: string): Promise<Readable> {
    const path = FILE_PATHS[service];
    if (!path) throw new NotFoundError(`The ${service} service serves no files`);
    const res = await fetch(`${this.url(service)}${path(fileId)}`, {
      headers: { authorization: `Bearer ${token}`, ...traceHeaders() },
      signal: AbortSignal.timeout(this.timeoutMs * 10),
    });
    if (!res.ok || !res.body) throw new UnavailableError(`The ${service} service could not send file ${fileId} (status ${res.status})`);
    return Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>);
  }
}
