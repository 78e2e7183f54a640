import { searchText, sortKey, type EnrollmentStatus, type Grade, type StudentProfile } from '../../domain/student.js';

export interface StudentRow {
  seq: number; id: string; user_id: string; first_name: string | null; last_name: string | null; email: string | null;
  date_of_birth: string | null; siblings: string | null; gpa: number | null; sat_score: number | null; act_score: number | null;
  class_rank: string | null; grade: string | null; high_school_name: string | null; high_school_location: string | null;
  ap_ib_honors: string | null; activities_outside_school: string | null; clubs: string | null; internships_volunteer: string | null;
  leadership: string | null; target_colleges: number; search: string; sort_name: string; created_at: string; updated_at: string;
  school_id: string | null; counselor_id: string | null; status: EnrollmentStatus; sourced_id: string | null; roster_only: number;
  college_list_count: number | null;
  /** Not a profile field: whether the roster was told of the row (see StudentStore.unannounced). */
  roster_announced: number;
}

/** Profile field ↔ column, in one table so insert, update and read cannot drift apart. */
const FIELD_COLUMN = {
  id: 'id', userId: 'user_id', firstName: 'first_name', lastName: 'last_name', email: 'email',
  dateOfBirth: 'date_of_birth', siblings: 'siblings', gpa: 'gpa', satScore: 'sat_score', actScore: 'act_score',
  classRank: 'class_rank', grade: 'grade', highSchoolName: 'high_school_name', highSchoolLocation: 'high_school_location',
  apIbHonors: 'ap_ib_honors', activitiesOutsideSchool: 'activities_outside_school', clubs: 'clubs',
  internshipsVolunteer: 'internships_volunteer', leadership: 'leadership', targetColleges: 'target_colleges',
  createdAt: 'created_at', updatedAt: 'updated_at',
  schoolId: 'school_id', counselorId: 'counselor_id', status: 'status', sourcedId: 'sourced_id', rosterOnly: 'roster_only',
  collegeListCount: 'college_list_count',
} as const satisfies Record<keyof StudentProfile, keyof StudentRow>;

export const COLUMNS: string[] = [...Object.values(FIELD_COLUMN), 'search', 'sort_name'];
/** The roster's columns: written by insert and setEnrollment only, never by a profile update. */
export const ENROLLMENT_COLUMNS = ['school_id', 'counselor_id', 'status', 'sourced_id'];
/** The college list's length: written from the colleges service's events only (setCollegeListCount, and on insert). */
export const COLLEGE_LIST_COLUMNS = ['college_list_count'];

/** A record written without the roster's fields (a caller from before schools) is unenrolled: the default school. */
const UNENROLLED: Record<string, unknown> = { school_id: null, counselor_id: null, status: 'active', sourced_id: null, college_list_count: null };

export function rowParams(p: StudentProfile): Record<string, unknown> {
  const out: Record<string, unknown> = { search: searchText(p), sort_name: sortKey(p) };
  for (const [field, column] of Object.entries(FIELD_COLUMN)) out[column] = p[field as keyof StudentProfile] ?? UNENROLLED[column];
  out.roster_only = p.rosterOnly ? 1 : 0; // SQLite has no booleans
  return out;
}

/** Written out field by field, so the compiler checks each column's type against the profile's. */
export function toProfile(r: StudentRow): StudentProfile {
  return {
    id: r.id, userId: r.user_id, firstName: r.first_name, lastName: r.last_name, email: r.email,
    dateOfBirth: r.date_of_birth, siblings: r.siblings, gpa: r.gpa, satScore: r.sat_score, actScore: r.act_score,
    classRank: r.class_rank, grade: (r.grade ?? null) as Grade | null, highSchoolName: r.high_school_name, highSchoolLocation: r.high_school_location,
    apIbHonors: r.ap_ib_honors, activitiesOutsideSchool: r.activities_outside_school, clubs: r.clubs,
    internshipsVolunteer: r.internships_volunteer, leadership: r.leadership, targetColleges: r.target_colleges,
    createdAt: r.created_at, updatedAt: r.updated_at,
    schoolId: r.school_id, counselorId: r.counselor_id, status: r.status, sourcedId: r.sourced_id, rosterOnly: r.roster_only === 1,
    collegeListCount: r.college_list_count,
  };
}
