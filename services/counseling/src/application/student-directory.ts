import { Subjects, type CollegeListChanged, type ProfileUpserted } from '@counsel/proto-events';
import { on, type EventSubscription } from '@counsel/kit';
import { sameStudent, studentFromEvent, type StudentRecord } from '../domain/student.js';
import type { CounselingStore } from '../ports/counseling-store.js';

/**
 * What counseling knows of students, from events: profiles (school, caseload, grade, status, names: who may see
 * them and which groups they are in) and college lists (which applications are theirs, so a task tied to an
 * application goes to its student). Idempotent: an event that changes nothing writes nothing, and an erased
 * student's late events are dropped (the erasure tombstone).
 */
export class StudentDirectory {
  constructor(private readonly deps: { store: CounselingStore; onStudent?: (s: StudentRecord) => Promise<void> }) {}

  async profileUpserted(e: ProfileUpserted): Promise<void> {
    const next = studentFromEvent(e);
    if (await this.deps.store.erasures.isErased(next.studentId)) return;
    const before = await this.deps.store.students.get(next.studentId);
    if (!before || !sameStudent(before, next)) await this.deps.store.write((w) => w.students.save(next));
    await this.deps.onStudent?.(next);
  }

  async listChanged(e: CollegeListChanged): Promise<void> {
    if (await this.deps.store.erasures.isErased(e.studentId)) return;
    await this.deps.store.write((w) => w.students.replaceApplications({
      studentId: e.studentId, applicationIds: e.applications.map((a) => a.applicationId), updatedAt: e.updatedAt,
    }));
  }
}

/** The read model's handlers: students' profiles and their college lists. */
export function studentDirectoryHandlers(directory: StudentDirectory): EventSubscription[] {
  return [
    on(Subjects.studentsProfileUpserted, 'counseling-students', (e) => directory.profileUpserted(e.data)),
    on(Subjects.collegesListChanged, 'counseling-applications', (e) => directory.listChanged(e.data)),
  ];
}
