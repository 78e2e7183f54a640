import {
  exportOwnedPart, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart, type RecordParticipant,
  type RecordStudent, type RemovedItem,
} from '@counsel/kit';
import type { ReadModel } from '../ports/reporting-store.js';

/**
 * The student's part of the district's dashboards: exported with their record as the plain facts the read model
 * holds (school, class, application statuses, counts), and erased with it, confirmed like every other service's part.
 */
export class ReportingRecordsService implements RecordParticipant {
  constructor(private readonly deps: { model: ReadModel }) {}

  async exportPart(p: Principal | null, s: RecordStudent): Promise<RecordExportPart> {
    const record = await this.deps.model.studentRecord(s.studentId);
    return exportOwnedPart(p, s, 'reporting', record?.userId ?? null, async () => {
      if (!record) return {};
      const { schoolId, schoolName, classYear, status, applications, planTrack, counts } = record;
      return {
        school: { id: schoolId, name: schoolName },
        classYear, enrollmentStatus: status, applicationStatuses: applications, planTrack,
        counts: {
          tasksAssigned: counts.tasks, tasksDone: counts.tasksDone, meetingsScheduled: counts.meetings,
          letterRequests: counts.letterRequests, signIns: counts.signIns,
        },
      };
    });
  }

  erase(d: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[]> {
    return this.deps.model.erase({ deletionId: d.deletionId, studentId: d.studentId, studentUserId: d.studentUserId }, confirm);
  }
}
