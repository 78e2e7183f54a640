/** A student's profile as the students service keeps it. */
export const COURSE_LEVELS = ['AP', 'Honors', 'Regular'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const GRADES = ['9', '10', '11', '12'] as const;
export type Grade = (typeof GRADES)[number];

export interface Course {
  courseName: string;
  level: CourseLevel;
  /** The mark earned so far (A, B+, 94, In progress); free text. */
  grade: string | null;
}

export interface Activity {
  name: string;
  role: string | null;
  years: number | null;
  hoursPerWeek: number | null;
}

/** The fields a student edits on My Profile. */
export interface ProfileFields {
  dateOfBirth: string | null;
  siblings: string | null;
  gpa: number | null;
  satScore: number | null;
  actScore: number | null;
  classRank: string | null;
  grade: Grade | null;
  highSchoolName: string | null;
  highSchoolLocation: string | null;
  apIbHonors: string | null;
  activitiesOutsideSchool: string | null;
  clubs: string | null;
  internshipsVolunteer: string | null;
  leadership: string | null;
  targetColleges: number;
}

/** Who the student is, copied from their token when they save so that search stays inside this service. */
export interface StudentIdentity {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

export const ENROLLMENT_STATUSES = ['active', 'alumni', 'inactive'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

/**
 * Where the student is enrolled, as the roster says (rosterEnrollmentChanged). The roster owns these: a
 * student's own saves never change them. schoolId null: the district's default school (kit access.ts).
 */
export interface Enrollment {
  schoolId: string | null;
  /** The counselor whose caseload the student is in. */
  counselorId: string | null;
  /** alumni are read-only and, like inactive students, out of the default lists. */
  status: EnrollmentStatus;
  /** The source system's stable id, when the student was imported. */
  sourcedId: string | null;
}

/** A student who has not been enrolled by the roster: the default school, active. */
export const NO_ENROLLMENT: Enrollment = { schoolId: null, counselorId: null, status: 'active', sourcedId: null };

export interface StudentProfile extends ProfileFields, StudentIdentity, Enrollment {
  id: string;
  userId: string;
  /**
   * Made from the roster before the student saved a profile. Such a record is not yet the student's profile:
   * myStudent answers none, and the student's first save (createProfile) fills it in rather than conflicting.
   * Lists show it only when the student was imported (sourcedId), so a self-registered student is listed once
   * they save, as the spec reads, and an imported one at once.
   */
  rosterOnly: boolean;
  /**
   * How many colleges are on the student's college list (the colleges service's list-changed event); null while
   * they have none. Never written by a profile save: the saved targetColleges is kept, and shown again once the
   * list is emptied (see shownTargetColleges).
   */
  collegeListCount: number | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * targetColleges as the portal shows it: the length of the college list once the student has one, else the
 * value the student saved (the spec's field, while the list is empty).
 */
export function shownTargetColleges(s: Pick<StudentProfile, 'targetColleges' | 'collegeListCount'>): number {
  return s.collegeListCount ?? s.targetColleges;
}

export interface CollegePreferences {
  studentId: string;
  overallFeeling: string | null;
  concerns: string | null;
  collegeSearchStarted: string | null;
  collegeSizePreferences: string[];
  locationPreferences: string[];
  academicsExtracurricularsPreferences: string[];
  updatedAt: string;
}

export const STUDENT_SORTS = ['NAME_ASC', 'NAME_DESC', 'GPA_ASC', 'GPA_DESC', 'GRADE_ASC', 'GRADE_DESC', 'COLLEGES_ASC', 'COLLEGES_DESC', 'UPDATED_DESC'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/** Lower-case text that search matches: name and email, as one string. */
export function searchText(s: StudentIdentity): string {
  return [s.firstName, s.lastName, s.email].filter(Boolean).join(' ').toLowerCase();
}

/** Alphabetical order by last name, then first name, then email. */
export function sortKey(s: StudentIdentity): string {
  return [s.lastName, s.firstName, s.email].map((v) => (v ?? '').trim().toLowerCase()).join('\u0001');
}

/** First plus last name, else email, else the word Student (spec: student dashboard header). */
export function studentName(s: StudentIdentity): string {
  const full = [s.firstName, s.lastName].filter((v) => v && v.trim()).join(' ').trim();
  return full || s.email || 'Student';
}
