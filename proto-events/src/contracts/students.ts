/** Students: a student's profile and college preferences. */
import { z } from 'zod';
import { str, text, texts, count } from './shared.js';
import { recordErased, recordRead } from './records.js';
import { enrollmentStatus } from './roster.js';
import { Subjects } from '../subjects.js';

/** A student's whole profile as published by the students service: all a consumer needs, no call back. */
const studentProfileSnapshot = z.strictObject({
  firstName: text, lastName: text, email: text, dateOfBirth: text, siblings: text,
  gpa: z.number().min(0).max(4).nullable(),
  satScore: z.number().int().min(400).max(1600).nullable(),
  actScore: z.number().int().min(1).max(36).nullable(),
  classRank: text,
  grade: z.enum(['9', '10', '11', '12']).nullable(),
  highSchoolName: text, highSchoolLocation: text, apIbHonors: text, activitiesOutsideSchool: text,
  clubs: text, internshipsVolunteer: text, leadership: text,
  targetColleges: count,
  courses: z.array(z.strictObject({ courseName: str, level: z.enum(['AP', 'Honors', 'Regular']), grade: text })),
  activities: z.array(z.strictObject({ name: str, role: text, years: count.nullable(), hoursPerWeek: z.number().min(0).nullable() })),
  updatedAt: str,
});
/**
 * schoolId and status come from the roster (the student's enrollment). Optional only because events written
 * before schools existed lack them; a consumer reads a missing schoolId as the district's default school.
 */
const profileUpserted = z.strictObject({
  studentId: str, userId: str, profile: studentProfileSnapshot,
  schoolId: z.string().min(1).nullable().optional(),
  status: enrollmentStatus.optional(),
  /** The counselor whose caseload the student is in (from the roster); optional in events from before caseloads. */
  counselorUserId: z.string().min(1).nullable().optional(),
});

/** College preferences; checklist entries are the full statement texts. */
const collegePreferencesSnapshot = z.strictObject({
  overallFeeling: text, concerns: text, collegeSearchStarted: text,
  collegeSizePreferences: texts, locationPreferences: texts, academicsExtracurricularsPreferences: texts,
  updatedAt: str,
});
const preferencesSaved = z.strictObject({ studentId: str, userId: str, preferences: collegePreferencesSnapshot });

export const studentsEvents = {
  [Subjects.studentsProfileUpserted]: profileUpserted,
  [Subjects.studentsPreferencesSaved]: preferencesSaved,
  [Subjects.studentsRecordRead]: recordRead,
  [Subjects.studentsRecordErased]: recordErased,
} as const;

export type StudentProfileSnapshot = z.infer<typeof studentProfileSnapshot>;
export type ProfileUpserted = z.infer<typeof profileUpserted>;
export type CollegePreferencesSnapshot = z.infer<typeof collegePreferencesSnapshot>;
export type PreferencesSaved = z.infer<typeof preferencesSaved>;
