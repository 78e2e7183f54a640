import type { ExportCreated, ImportApplied } from '@counsel/proto-events';
import type { NotificationDraft } from '../notification.js';

/** A roster import applied (the admin who ran it). */
export function importApplied(e: ImportApplied): NotificationDraft {
  const c = e.counts;
  return {
    userId: e.actorId, kind: 'ROSTER_IMPORT_APPLIED', key: `roster-import:${e.importId}`,
    title: `Roster import applied${e.fileName ? `: ${e.fileName}` : ''}`,
    body: `${c.create} created, ${c.update} updated, ${c.deactivate} deactivated, ${c.rejected} rejected.`,
    link: '/admin/roster', studentId: null, urgent: false,
  };
}

/** A record export ready (whoever made it: the student, or an admin). */
export function exportReady(e: ExportCreated): NotificationDraft {
  return {
    userId: e.actorId, kind: 'EXPORT_READY', key: `export:${e.exportId}`,
    title: 'Your record export is ready', body: `${e.fileCount} file(s).`,
    text: { code: 'EXPORT_READY', args: { count: e.fileCount } },
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
    title: 'A record deletion you asked for is complete', body: 'The certificate of deletion is in Records.',
    link: '/admin/records', studentId: null, urgent: false,
  };
}
