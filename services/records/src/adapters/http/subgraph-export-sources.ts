import { Readable } from 'node:stream';
import { NotFoundError, UnavailableError, callSubgraph, parseRecordExportPart, phrase, traceHeaders, word, type RecordExportPart } from '@counsel/kit';
import type { ExportSources, ExportingService } from '../../ports/export-sources.js';

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
    const data = await callSubgraph<Record<string, unknown>, { studentId: string; studentUserId: string }>(
      { url: () => this.url(service), timeoutMs: this.timeoutMs, service }, token, query, { studentId, studentUserId },
    );
    const part = data[field];
    if (part === undefined || part === null) throw new UnavailableError(`The ${service} service returned no record export`);
    return parseRecordExportPart(part);
  }

  async readerLanguage(token: string): Promise<string | null> {
    const data = await callSubgraph<{ me: { language: string | null } | null }, Record<string, never>>(
      { url: () => this.url('identity'), timeoutMs: this.timeoutMs, service: 'identity' }, token, 'query ReaderLanguage { me { language } }', {},
    );
    return data.me?.language ?? null;
  }

  async file(service: ExportingService, token: string, fileId: string): Promise<Readable> {
    const path = FILE_PATHS[service];
    if (!path) throw new NotFoundError(`The ${service} service serves no files`);
    const res = await fetch(`${this.url(service)}${path(fileId)}`, {
      headers: { authorization: `Bearer ${token}`, ...traceHeaders() },
      signal: AbortSignal.timeout(this.timeoutMs * 10),
    });
    if (!res.ok || !res.body) throw new UnavailableError(phrase('The {{service}} service could not send file {{file}} (status {{status}})', { service: word(service), file: fileId, status: res.status }));
    return Readable.fromWeb(res.body);
  }
}
