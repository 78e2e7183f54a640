import type { Letter } from '../../domain/letter.js';
import type { RecommendationRequest, RequestState } from '../../domain/request.js';
import type { StudentApplication, StudentRecord } from '../../domain/student.js';
import type { StaffAccount } from '../../domain/teacher.js';

export interface StudentRow {
  student_id: string; user_id: string; school_id: string; counselor_user_id: string | null; first_name: string | null; last_name: string | null; grade: string | null;
}
export interface ApplicationRow {
  application_id: string; student_id: string; position: number; college_id: string; college_name: string; plan: string | null; deadline: string | null; status: string;
}
export interface AccountRow {
  user_id: string; email: string | null; role: string | null; first_name: string | null; last_name: string | null; active: number; school_ids: string;
}
export interface RequestRow {
  id: string; student_id: string; student_user_id: string; school_id: string; teacher_user_id: string; application_ids: string; note: string;
  waived: number; state: string; decline_reason: string | null; school_year: string; requested_at: string; updated_at: string;
}
export interface LetterRow {
  request_id: string; student_id: string; kind: string; body: string | null; blob_id: string | null; file_name: string | null; file_size: number | null;
  ai_draft_used: number; submitted_at: string; submitted_by: string;
}

export const toStudent = (r: StudentRow): StudentRecord => ({
  studentId: r.student_id, userId: r.user_id, schoolId: r.school_id, counselorUserId: r.counselor_user_id, firstName: r.first_name,
  lastName: r.last_name, grade: r.grade as StudentRecord['grade'],
});
export const toApplication = (r: ApplicationRow): StudentApplication => ({
  applicationId: r.application_id, studentId: r.student_id, collegeId: r.college_id, collegeName: r.college_name, plan: r.plan, deadline: r.deadline, status: r.status,
});
export const toAccount = (r: AccountRow): StaffAccount => ({
  userId: r.user_id, email: r.email, role: r.role, firstName: r.first_name, lastName: r.last_name, active: r.active === 1, schoolIds: JSON.parse(r.school_ids) as string[],
});
export const toRequest = (r: RequestRow): RecommendationRequest => ({
  id: r.id, studentId: r.student_id, studentUserId: r.student_user_id, schoolId: r.school_id, teacherUserId: r.teacher_user_id,
  applicationIds: JSON.parse(r.application_ids) as string[], note: r.note, waived: r.waived === 1, state: r.state as RequestState,
  declineReason: r.decline_reason, schoolYear: r.school_year, requestedAt: r.requested_at, updatedAt: r.updated_at,
});
export const toLetter = (r: LetterRow): Letter => ({
  requestId: r.request_id, studentId: r.student_id, kind: r.kind as Letter['kind'], body: r.body, blobId: r.blob_id, fileName: r.file_name,
  fileSize: r.file_size, aiDraftUsed: r.ai_draft_used === 1, submittedAt: r.submitted_at, submittedBy: r.submitted_by,
});
