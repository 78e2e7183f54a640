import type { ExportCreated, ImportApplied } from '@counsel/proto-events';
import type { NotificationDraft } from '../notification.js';
import { draftTexts as texts } from '../texts/index.js';

/** A roster import applied (the admin who ran it). */
export function importApplied(e: ImportApplied): NotificationDraft {
  const c = e.counts;
  return {
    userId: e.actorId, kind: 'ROSTER_IMPORT_APPLIED', key: `roster-import:${e.importId}`,
    ...texts({ code: 'rosterImportApplied', params: { fileName: e.fileName ?? '', create: c.create, update: c.update, deactivate: c.deactivate, rejected: c.rejected } }),
    link: '/admin/roster', studentId: null, urgent: false,
  };
}

/** A record export ready (whoever made it: the student, or an admin). */
export function exportReady(e: ExportCreated): NotificationDraft {
  return {
    userId: e.actorId, kind: 'EXPORT_READY', key: `export:${e.exportId}`,
    ...texts({ code: 'exportReady', params: { fileCount: e.fileCount } }),
    link: e.actorRole === 'student' ? '/student/profile' : '/admin/records', studentId: e.studentId, urgent: false,
  };
}

/**
 * A deletion completed (the admin who asked). It names no student: the student is gone, and so is everything about
 * them here; only the fact that the admin's request was carried out stays.
 */
export function deletionCompleted(deletionId: string, requestedBy: string): NotificationDraft {
  return {
    userId: requestedBy, kind: 'DELETION_COMPLETED', key: `deletion:${deletionId}`,
    ...texts({ code: 'deletionCompleted', params: {} }),
    link: '/admin/records', studentId: null, urgent: false,
  };
}
