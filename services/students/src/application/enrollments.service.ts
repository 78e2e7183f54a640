import { randomUUID } from 'node:crypto';
import { ConflictError } from '@counsel/kit';
import type { EnrollmentChanged } from '@counsel/proto-events';
import type { Enrollment, StudentIdentity, StudentProfile } from '../domain/student.js';
import { committed, type StudentStore } from '../ports/student-store.js';
import type { StudentEvents } from './student-events.js';

const EMPTY_PROFILE = {
  dateOfBirth: null, siblings: null, gpa: null, satScore: null, actScore: null, classRank: null,
  highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: null,
  internshipsVolunteer: null, leadership: null, targetColleges: 0,
} as const;

/**
 * The roster's enrollments, applied to student records (rosterEnrollmentChanged). Idempotent: a repeated or
 * unchanged enrollment writes nothing. A student the service has not seen gets a bare record at once, so
 * imported students are in their counselors' lists before they first sign in; their profile fills in as they
 * edit it. Every change is announced as a profile event carrying the school, which the read models of
 * documents and chat use to decide who may see the student.
 */
export class EnrollmentsService {
  constructor(private readonly store: StudentStore, private readonly events: StudentEvents) {}

  /** Null for a student erased meanwhile: an enrollment still in flight does not bring them back. */
  async apply(e: EnrollmentChanged): Promise<StudentProfile | null> {
    if (await this.store.erasures.isUserErased(e.studentUserId)) return null;
    const current = await this.store.profiles.byUserId(e.studentUserId);
    const enrollment: Enrollment = {
      schoolId: e.schoolId, counselorId: e.counselorUserId, status: e.status, sourcedId: e.sourcedId ?? current?.sourcedId ?? null,
    };
    if (!current) return this.createBare(e, enrollment);

    // Names, email and grade only when the roster has them; a student's own saves may have filled them in.
    const identity: StudentIdentity & Pick<StudentProfile, 'grade'> = {
      firstName: e.firstName ?? current.firstName, lastName: e.lastName ?? current.lastName,
      email: e.email ?? current.email, grade: e.grade ?? current.grade,
    };
    const identityChanged = (Object.keys(identity) as (keyof typeof identity)[]).some((k) => identity[k] !== current[k]);
    const enrollmentChanged = (Object.keys(enrollment) as (keyof Enrollment)[]).some((k) => enrollment[k] !== current[k]);
    if (!identityChanged && !enrollmentChanged) return current;

    const next = { ...current, ...identity, ...enrollment };
    const [courses, activities] = await Promise.all([this.store.courses.ofStudent(current.id), this.store.activities.ofStudent(current.id)]);
    const events = announced(next) ? [this.events.profileUpserted(next, courses, activities)] : [];
    // A record erased meanwhile changes nothing, and its event goes with the refused unit.
    const written = await committed(this.store.write((w) => {
      if (identityChanged) w.profiles.update({ ...current, ...identity });
      w.profiles.setEnrollment(current.id, enrollment);
      if (events.length) w.announcements.mark(current.id);
    }, events), 'gone');
    this.events.committed();
    return (written ? await this.store.profiles.byId(current.id) : null) ?? next;
  }

  private async createBare(e: EnrollmentChanged, enrollment: Enrollment): Promise<StudentProfile | null> {
    const now = new Date().toISOString();
    const bare: StudentProfile = {
      id: randomUUID(), userId: e.studentUserId, firstName: e.firstName, lastName: e.lastName, email: e.email, grade: e.grade,
      ...EMPTY_PROFILE, ...enrollment, rosterOnly: true, collegeListCount: null, createdAt: now, updatedAt: now,
    };
    try {
      await this.store.write((w) => w.profiles.insert(bare), announced(bare) ? [this.events.profileUpserted(bare, [], [])] : []);
    } catch (err) {
      // The student saved their first profile (or another delivery made the record) meanwhile: update that one.
      if (err instanceof ConflictError) return this.apply(e);
      throw err;
    }
    this.events.committed();
    return bare;
  }
}

/**
 * Whether read models hear of the record: not while it is only the roster's record of a self-registered
 * student (nobody lists it; the student's first save announces it, with its school). Imported students are
 * announced at once, so documents and chat know them before they sign in.
 */
function announced(p: StudentProfile): boolean {
  return !p.rosterOnly || p.sourcedId !== null;
}
