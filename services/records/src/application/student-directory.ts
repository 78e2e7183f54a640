import type { EventEnvelope, ProfileUpserted } from '@counsel/proto-events';
import { studentName, type RecordStudent } from '../domain/record-student.js';
import type { DeletionStore, StudentDirectory } from '../ports/records-store.js';

/** The facts of the copy, without its bookkeeping times. */
const sameFacts = (a: RecordStudent, b: RecordStudent) =>
  a.userId === b.userId && a.schoolId === b.schoolId && a.name === b.name && a.status === b.status;

/** Keeps the records service's copy of each student from the students service's profile events. */
export class StudentDirectoryService {
  constructor(private readonly store: StudentDirectory & Pick<DeletionStore, 'deletionOf'>) {}

  async onProfile(e: EventEnvelope<ProfileUpserted>): Promise<void> {
    const d = e.data;
    // A late event about a student whose deletion has begun must not bring their copy back.
    if (await this.store.deletionOf(d.studentId)) return;
    const was = await this.store.student(d.studentId);
    const status = d.status ?? was?.status ?? 'active';
    // Retention counts from when the student left: keep the first time this status was seen.
    const statusSince = was && was.status === status ? was.statusSince : e.time;
    const next: RecordStudent = {
      studentId: d.studentId, userId: d.userId, schoolId: d.schoolId ?? null,
      name: studentName(d.profile.firstName, d.profile.lastName, d.profile.email),
      status, statusSince, updatedAt: e.time,
    };
    // A profile published again unchanged (the students service's one-time replay, a redelivery) writes nothing,
    // so the copy keeps the time of its last change.
    if (was && sameFacts(was, next)) return;
    await this.store.upsertStudent(next);
  }
}
