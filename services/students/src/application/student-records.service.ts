import {
  requireRecordExporter, type ErasureConfirmation, type Principal, type RecordDeletion, type RecordExportPart, type RecordParticipant, type RecordStudent,
  type RemovedItem,
} from '@counsel/kit';
import type { StudentStore } from '../ports/student-store.js';

/**
 * The students service's part of a student's record: its share of an export, and the erasure a
 * deletion asks for. The records service runs both; this service decides who may export, from its own copy of
 * the student's account id.
 */
export class StudentRecordsService implements RecordParticipant {
  constructor(private readonly store: StudentStore) {}

  /** Everything held on the student; an admin asking about an unknown student gets no items. */
  async exportPart(p: Principal | null, { studentId }: RecordStudent): Promise<RecordExportPart> {
    const student = await this.store.profiles.byId(studentId);
    requireRecordExporter(p, student?.userId ?? null);
    if (!student) return { service: 'students', items: {} };
    const [courses, activities, preferences, collegeList] = await Promise.all([
      this.store.courses.ofStudent(studentId), this.store.activities.ofStudent(studentId), this.store.preferences.ofStudent(studentId),
      this.store.collegeLists.mirror(studentId),
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
  async erase(e: RecordDeletion, confirm: ErasureConfirmation): Promise<RemovedItem[]> {
    const first = await this.store.erasures.recorded(e.deletionId);
    if (first) {
      await this.store.write(() => undefined, [confirm(first)]);
      return first;
    }
    // Counted before the write, which then records these counts; a second run of the deletion meanwhile is refused.
    const { studentId } = e;
    const [student, courses, activities, preferences, collegeList] = await Promise.all([
      this.store.profiles.byId(studentId), this.store.courses.ofStudent(studentId), this.store.activities.ofStudent(studentId),
      this.store.preferences.ofStudent(studentId), this.store.collegeLists.mirror(studentId),
    ]);
    const removed: RemovedItem[] = [
      { item: 'courses', count: courses.length },
      { item: 'activities', count: activities.length },
      { item: 'college preferences', count: preferences ? 1 : 0 },
      { item: 'college list count', count: collegeList ? 1 : 0 },
      { item: 'profile', count: student ? 1 : 0 },
    ];
    const target = { deletionId: e.deletionId, studentId, studentUserId: e.studentUserId };
    await this.store.write((w) => w.erasures.erase(target, removed), [confirm(removed)]);
    return removed;
  }
}
