import type { CounselingRecord } from '../domain/counseling.js';

/**
 * The counseling subgraph's notes and open tasks of one student, read on the staff caller's behalf (their
 * token): counseling authorizes the read and logs it. Rejects when counseling cannot answer.
 */
export interface CounselingSource {
  forStudent(studentId: string, token: string | null): Promise<CounselingRecord>;
}
