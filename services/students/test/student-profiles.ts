import type { StudentProfile } from '../src/domain/student.js';
import type { StudentStore } from '../src/ports/student-store.js';

let n = 0;
const uid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

/** A profile with fresh ids, in the order they were made (the backfill pages by id), and a distinct timestamp. */
export function profile(over: Partial<StudentProfile> = {}): StudentProfile {
  const now = new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();
  return {
    id: uid(), userId: uid(), firstName: 'Test', lastName: 'Student', email: `s${n}@example.org`,
    dateOfBirth: null, siblings: null, gpa: null, satScore: null, actScore: null, classRank: null, grade: null,
    highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: null,
    internshipsVolunteer: null, leadership: null, targetColleges: 0, schoolId: null, counselorId: null, status: 'active', sourcedId: null,
    rosterOnly: false, collegeListCount: null, createdAt: now, updatedAt: now, ...over,
  };
}

/** Inserts the profile in a unit of its own. */
export const insert = (store: StudentStore, p: StudentProfile) => store.write((w) => w.profiles.insert(p));
