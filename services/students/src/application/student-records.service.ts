import { requireRecordExporter, type Principal, type RecordExportPart } from '@counsel/kit';
import type { DeletionRequested } from '@counsel/proto-events';
import type { ErasedItem, StudentStore } from '../ports/student-store.js';
import type { StudentEvents } from './student-events.js';

/**
 * The students service's part of a student's record (issue 20): its share of an export, and the erasure a
 * deletion asks for. The records service runs both; this service decides who may export, from its own copy of
 * the student's account id.
 */
export class StudentRecordsService {
  constructor(private readonly store: StudentStore, private readonly events: StudentEvents) {}

  /** Everything held on the student; an admin asking about an unknown student gets no items. */
  async exportPart(p: Principal | null, studentId: string): Promise<RecordExportPart> {
    const student = await this.store.byId(studentId);
    requireRecordExporter(p, student?.userId ?? null);
    if (!student) return { service: 'students', items: {} };
    const [courses, activities, preferences, collegeList] = await Promise.all([
      this.store.courses(studentId), this.store.activities(studentId), this.store.preferences(studentId), this.store.collegeListMirror(studentId),
    ]);
    const { schoolId, counselorId, status, sourcedId, rosterOnly, collegeListCount: _shownOnProfile, ...profile } = student;
    return {
      service: 'students',
      items: {
        profile: { ...profile, courses, activities },
        enrollment: { schoolId, counselorId, status, sourcedId, madeByRoster: rosterOnly },
        collegePreferences: preferences,
        collegeListCount: collegeList,
      },
    };
  }

  /**
   * Erases the student and confirms what went, in one transaction, keeping the erasure (ids and counts) so a late
   * enrollment cannot bring them back. Idempotent: a repeated request removes nothing and confirms the first counts.
   */
  async erase(e: DeletionRequested): Promise<ErasedItem[]> {
    const target = { deletionId: e.deletionId, studentId: e.studentId, studentUserId: e.studentUserId };
    const removed = await this.store.erase(target, (items) => [this.events.recordErased(e.deletionId, e.studentId, items)]);
    this.events.committed();
    return removed;
  }
}
