import { Subjects } from '@counsel/proto-events';
import { outboxEvent, type OutboxEvent, type OutboxEvents } from '@counsel/kit';
import type { Enrollment } from '../domain/enrollment.js';
import type { StoredImport } from '../ports/imports-repository.js';
import type { RosterRole } from '../domain/roster-record.js';
import type { RosterUser } from '../domain/roster-user.js';
import type { School } from '../domain/school.js';

/**
 * The roster's events. Each is handed to the store with the change it reports, so both commit together (the
 * kit's outbox); the relay publishes them after the commit and keeps retrying while the bus is down.
 */
export class RosterEvents {
  /** `outbox`: the service's relay (the kit's), woken after each commit. */
  constructor(readonly outbox: OutboxEvents) {}

  committed(): void {
    this.outbox.committed();
  }

  schoolChanged(s: School): OutboxEvent {
    return outboxEvent(Subjects.rosterSchoolChanged, { schoolId: s.id, name: s.name, ncesId: s.ncesId, city: s.city, state: s.state, archived: s.archived });
  }

  staffAssigned(userId: string, schoolIds: readonly string[]): OutboxEvent {
    return outboxEvent(Subjects.rosterStaffAssigned, { userId, schoolIds: [...schoolIds] });
  }

  enrollmentChanged(e: Enrollment): OutboxEvent {
    return outboxEvent(Subjects.rosterEnrollmentChanged, {
      studentUserId: e.studentUserId, schoolId: e.schoolId, grade: e.grade, status: e.status, counselorUserId: e.counselorId,
      firstName: e.firstName, lastName: e.lastName, email: e.email, sourcedId: e.sourcedId,
    });
  }

  /** A guardian of these students (identity links them; a repeated pair changes nothing). */
  guardianLinked(guardianUserId: string, studentUserIds: string[], importId: string): OutboxEvent {
    return outboxEvent(Subjects.rosterGuardianLinked, { guardianUserId, studentUserIds, importId });
  }

  accountImported(u: RosterUser & { role: RosterRole | 'guardian' }, importId: string): OutboxEvent {
    return outboxEvent(Subjects.rosterAccountImported, {
      userId: u.userId, email: u.email, firstName: u.firstName ?? '', lastName: u.lastName ?? '', role: u.role, active: u.active, importId,
    });
  }

  /** An import applied by this admin (also one that changed nothing): the staff audit log records it. */
  importApplied(i: StoredImport, actor: { userId: string; email: string }): OutboxEvent {
    const { create, update, unchanged, deactivate, rejected } = i.counts;
    return outboxEvent(Subjects.rosterImportApplied, {
      importId: i.id, actorId: actor.userId, actorEmail: actor.email, fileName: i.fileName, fileHash: i.fileHash, format: i.format,
      counts: { create, update, unchanged, deactivate, rejected }, acceptedRejections: i.appliedWithRejections,
    });
  }
}
