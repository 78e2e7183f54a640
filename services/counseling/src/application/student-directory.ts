import { Subjects, type CollegeListChanged, type ProfileUpserted } from '@counsel/proto-events';
import type { EventBus, Subscription } from '@counsel/kit';
import { sameStudent, studentFromEvent, type StudentRecord } from '../domain/student.js';
import type { CounselingStore } from '../ports/counseling-store.js';

/**
 * What counseling knows of students, from events: profiles (school, caseload, grade, status, names: who may see
 * them and which groups they are in) and college lists (which applications are theirs, so a task tied to an
 * application goes to its student). Idempotent: an event that changes nothing writes nothing, and an erased
 * student's late events are dropped (issue 20's tombstone).
 */
export class StudentDirectory {
  constructor(private readonly d: { store: CounselingStore; onStudent?: (s: StudentRecord) => Promise<void> }) {}

  async profileUpserted(e: ProfileUpserted): Promise<void> {
    const next = studentFromEvent(e);
    if (await this.d.store.wasErased(next.studentId)) return;
    const before = await this.d.store.student(next.studentId);
    if (!before || !sameStudent(before, next)) await this.d.store.commit({ students: [next] });
    await this.d.onStudent?.(next);
  }

  async listChanged(e: CollegeListChanged): Promise<void> {
    if (await this.d.store.wasErased(e.studentId)) return;
    await this.d.store.commit({ applications: { studentId: e.studentId, applicationIds: e.applications.map((a) => a.applicationId), updatedAt: e.updatedAt } });
  }
}

export async function subscribeStudentDirectory(bus: EventBus, directory: StudentDirectory): Promise<Subscription[]> {
  return [
    await bus.subscribe(Subjects.studentsProfileUpserted, (e) => directory.profileUpserted(e.data), { durable: 'counseling-students' }),
    await bus.subscribe(Subjects.collegesListChanged, (e) => directory.listChanged(e.data), { durable: 'counseling-applications' }),
  ];
}
