import type { AcademicPlan } from './academic-plan.js';
import type { CollegeListEntry } from './college-list.js';

/**
 * The chosen student's context, as the chat service's read model keeps it (built from the students'
 * and documents' events). Fields are loose on purpose: the read model stores what the events carry.
 */
export interface Course { courseName: string; level: string | null; grade: string | null }
export interface Activity { name: string; role: string | null; years: string | null; hoursPerWeek: number | null }

export interface StudentProfileData {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  grade: string | null;
  gpa: number | null;
  satScore: number | null;
  actScore: number | null;
  classRank: string | null;
  highSchoolName: string | null;
  highSchoolLocation: string | null;
  targetColleges: number | null;
  apIbHonors: string | null;
  activitiesOutsideSchool: string | null;
  clubs: string | null;
  internshipsVolunteer: string | null;
  leadership: string | null;
  courses: Course[];
  activities: Activity[];
}

export interface StudentPreferences {
  overallFeeling: string | null;
  concerns: string | null;
  collegeSearchStarted: string | null;
  collegeSizePreferences: string[];
  locationPreferences: string[];
  academicsExtracurricularsPreferences: string[];
}

export interface StudentContext {
  studentId: string;
  userId: string;
  /** The student's school (null: the district's default school): who may ask about them depends on it. */
  schoolId: string | null;
  profile: StudentProfileData;
  preferences: StudentPreferences | null;
  documents: { documentId: string; fileName: string; fileType: string }[];
  /** The student's college list from the colleges service, latest event's; empty while they have none. */
  collegeList: CollegeListEntry[];
  /** The student's four-year plan's status and gaps from the planning service, latest event's; null while they have none. */
  academicPlan?: AcademicPlan | null;
}

export function studentName(s: StudentContext): string {
  const name = [s.profile.firstName, s.profile.lastName].filter(Boolean).join(' ').trim();
  return name || s.profile.email || 'this student';
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 2000) : typeof v === 'number' ? String(v) : null);
const num = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v.slice(0, 100) : []);
const rec = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? v as Record<string, unknown> : {});

/** Reads the profile payload of `students.profile.upserted` defensively (unknown fields are dropped). */
export function parseProfile(raw: unknown): StudentProfileData {
  const p = rec(raw);
  const academics = rec(p.academics);
  return {
    firstName: str(p.firstName), lastName: str(p.lastName), email: str(p.email),
    grade: str(p.grade), gpa: num(p.gpa ?? academics.gpa), satScore: num(p.satScore), actScore: num(p.actScore),
    classRank: str(p.classRank ?? academics.classRank), highSchoolName: str(p.highSchoolName), highSchoolLocation: str(p.highSchoolLocation),
    targetColleges: num(p.targetColleges), apIbHonors: str(p.apIbHonors), activitiesOutsideSchool: str(p.activitiesOutsideSchool),
    clubs: str(p.clubs), internshipsVolunteer: str(p.internshipsVolunteer), leadership: str(p.leadership),
    courses: arr(p.courses ?? academics.courses).map(rec).map((c) => ({ courseName: str(c.courseName ?? c.name) ?? '', level: str(c.level), grade: str(c.grade) })).filter((c) => c.courseName),
    activities: arr(p.activities).map(rec).map((a) => ({ name: str(a.name) ?? '', role: str(a.role), years: str(a.years), hoursPerWeek: num(a.hoursPerWeek) })).filter((a) => a.name),
  };
}

export function parsePreferences(raw: unknown): StudentPreferences {
  const p = rec(raw);
  const list = (v: unknown) => arr(v).map(str).filter((s): s is string => !!s);
  return {
    overallFeeling: str(p.overallFeeling), concerns: str(p.concerns), collegeSearchStarted: str(p.collegeSearchStarted),
    collegeSizePreferences: list(p.collegeSizePreferences), locationPreferences: list(p.locationPreferences),
    academicsExtracurricularsPreferences: list(p.academicsExtracurricularsPreferences),
  };
}
