import { Subjects, type EventEnvelope, type RecordErased, type RecordRead } from '@counsel/proto-events';
import { on, type EventSubscription } from '@counsel/kit';
import type { StudentDirectoryService } from './student-directory.js';
import type { AccessLogService } from './access-log.service.js';
import type { DeletionService } from './deletion.service.js';
import type { ConfirmingService } from '../domain/deletion.js';

const READS = [
  [Subjects.studentsRecordRead, 'students'],
  [Subjects.documentsRecordRead, 'documents'],
  [Subjects.collegesRecordRead, 'colleges'],
  [Subjects.chatRecordRead, 'chat'],
  [Subjects.counselingRecordRead, 'counseling'],
  [Subjects.lettersRecordRead, 'letters'],
  [Subjects.planningRecordRead, 'planning'],
] as const;

const ERASED = [
  [Subjects.studentsRecordErased, 'students'],
  [Subjects.documentsRecordErased, 'documents'],
  [Subjects.chatRecordErased, 'chat'],
  [Subjects.collegesRecordErased, 'colleges'],
  [Subjects.counselingRecordErased, 'counseling'],
  [Subjects.lettersRecordErased, 'letters'],
  [Subjects.notificationsRecordErased, 'notifications'],
  [Subjects.planningRecordErased, 'planning'],
  [Subjects.outcomesRecordErased, 'outcomes'],
  [Subjects.reportingRecordErased, 'reporting'],
  [Subjects.rosterRecordErased, 'roster'],
  [Subjects.identityRecordErased, 'identity'],
] as const satisfies readonly (readonly [string, ConfirmingService])[];

/**
 * What the records service learns from the others: who the students are (profile events), every staff read of
 * a student's record (the access log) and each service's confirmation of a deletion. Durable consumers: a
 * records service that was down catches up from where it stopped.
 */
export function recordEventHandlers(directory: StudentDirectoryService, access: AccessLogService, deletions: DeletionService): EventSubscription[] {
  return [
    on(Subjects.studentsProfileUpserted, 'records-students', (e) => directory.onProfile(e)),
    ...READS.map(([subject, service]) => on(subject, `records-access-${service}`, (e: EventEnvelope<RecordRead>) => access.append(e, service))),
    ...ERASED.map(([subject, service]) => on(subject, `records-erased-${service}`, (e: EventEnvelope<RecordErased>) => deletions.onErased(service, e))),
  ];
}
