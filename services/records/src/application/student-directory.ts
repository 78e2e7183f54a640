import type { EventEnvelope, ProfileUpserted } from '@counsel/proto-events';
import { studentName } from '../domain/record-student.js';
import type { DeletionStore, StudentDirectory } from '../ports/records-store.js';

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
    await this.store.upsertStudent({
      studentId: d.studentId, userId: d.userId, schoolId: d.schoolId ?? null,
      name: studentName(d.profile.firstName, d.profile.lastName, d.profile.email),
      status, statusSince, updatedAt: e.time,
    });
  }
}
