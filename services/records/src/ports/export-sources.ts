import type { Readable } from 'node:stream';
import type { RecordExportPart } from '@counsel/kit';

/** The services an export asks, each for what it owns (no service reads another's store). */
export const EXPORTING_SERVICES = ['identity', 'students', 'roster', 'documents', 'colleges', 'chat', 'counseling', 'letters', 'notifications', 'planning', 'outcomes', 'reporting'] as const;
export type ExportingService = (typeof EXPORTING_SERVICES)[number];

/** Reaches the owning services on the caller's behalf (their token): each authorizes the export itself. */
export interface ExportSources {
  part(service: ExportingService, token: string, studentId: string, studentUserId: string): Promise<RecordExportPart>;
  /** A file a part lists (documents), streamed from its owning service. */
  file(service: ExportingService, token: string, fileId: string): Promise<Readable>;
  /**
   * The language the caller chose on their account (identity, the source of truth; null: none chosen), which the
   * summary is written in. Asked once per export rather than copied from events: records keeps no data on staff.
   */
  readerLanguage(token: string): Promise<string | null>;
}
