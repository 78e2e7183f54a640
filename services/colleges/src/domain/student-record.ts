/**
 * What colleges knows of a student, from the students service's profile events: enough to decide who may see
 * them (school, caseload counselor), to rate fit (scores) and to place the cycle (grade).
 */
export interface StudentRecord {
  studentId: string;
  userId: string;
  /** null: the district's default school. */
  schoolId: string | null;
  counselorUserId: string | null;
  firstName: string | null;
  lastName: string | null;
  grade: '9' | '10' | '11' | '12' | null;
  /** 0-4, from the profile: the fit from the school's history compares it (domain/school-history.ts). */
  gpa: number | null;
  satScore: number | null;
  actScore: number | null;
  status: 'active' | 'alumni' | 'inactive';
}
