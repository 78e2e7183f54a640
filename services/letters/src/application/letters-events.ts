import { outboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { RecommendationRequest } from '../domain/request.js';
import type { SchoolDocument } from '../domain/school-document.js';
import type { StaffAccount } from '../domain/teacher.js';

/**
 * A request's state for the colleges checklist and the board. The teacher's name travels (the checklist shows it),
 * never their email: a teacher without a name is named by the reader. Never the letter.
 */
export function requestChangedEvent(r: RecommendationRequest, at: string, teacher: Pick<StaffAccount, 'firstName' | 'lastName'> | null) {
  return outboxEvent(Subjects.lettersRequestChanged, {
    requestId: r.id, studentId: r.studentId, studentUserId: r.studentUserId, teacherUserId: r.teacherUserId,
    teacherName: teacher ? [teacher.firstName, teacher.lastName].filter(Boolean).join(' ').trim() || null : null,
    applicationIds: r.applicationIds, state: r.state, waived: r.waived, at,
  });
}

/** A school document's state for the deadline board: its kind and state, never its content. */
export function schoolDocumentChangedEvent(d: Pick<SchoolDocument, 'studentId' | 'kind' | 'state' | 'updatedAt'>) {
  return outboxEvent(Subjects.lettersSchoolDocumentChanged, { studentId: d.studentId, kind: d.kind, state: d.state, at: d.updatedAt });
}
