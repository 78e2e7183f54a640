import { Subjects } from '@counsel/proto-events';
import { outboxEvent, type OutboxEvent, type OutboxEvents } from '@counsel/kit';
import type { ApplicationView } from '../domain/application-view.js';
import type { StudentRecord } from '../domain/student-record.js';

/**
 * The lists' events. Each is handed to the store with the change it reports, so both commit together (the kit's
 * outbox); the relay publishes them after the commit and keeps retrying while the bus is down.
 */
export class CollegesEvents {
  /** `outbox`: the service's relay (the kit's), woken after each commit. */
  constructor(readonly outbox: OutboxEvents) {}

  committed(): void {
    this.outbox.committed();
  }

  /** The student's whole list after a change (an empty list: they have none again). */
  listChanged(student: Pick<StudentRecord, 'studentId' | 'userId'>, list: readonly ApplicationView[], now: Date): OutboxEvent {
    return outboxEvent(Subjects.collegesListChanged, {
      studentId: student.studentId,
      studentUserId: student.userId,
      applications: list.map((a) => ({
        applicationId: a.id, collegeId: a.collegeId, collegeName: a.collegeName,
        city: a.catalogCollege?.city ?? null, state: a.catalogCollege?.state ?? null,
        plan: a.plan, status: a.status, deadline: a.deadline, missing: a.missing,
        fit: { level: a.fit.level, reason: a.fit.reason }, flags: a.flags.map((f) => f.code),
      })),
      updatedAt: now.toISOString(),
    }, now);
  }
}
