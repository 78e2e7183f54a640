import { randomUUID } from 'node:crypto';
import {
  ConflictError, ForbiddenError, NotFoundError, ValidationError, canSeeStudent, requireStaff, requireUser, isStaff,
  type OutboxEvent, type Principal, type RecordReads,
} from '@counsel/kit';
import { parseActivities, parseCourses, parseProfileFields } from '../domain/profile-rules.js';
import { parsePreferenceAnswers, withStatementTexts } from '../domain/preference-rules.js';
import { NO_ENROLLMENT, STUDENT_SORTS, type Activity, type Course, type StudentIdentity, type StudentProfile, type StudentSort } from '../domain/student.js';
import type { ActivityInput, CourseInput, StudentProfileInput } from '../graphql/generated/resolvers-types.js';
import { committed, type StudentStore, type StudentWrites } from '../ports/student-store.js';
import type { StudentEvents } from './student-events.js';
import { scopeFor, type ScopeArgs } from './student-scope.js';

export const MESSAGES = {
  userNotFound: 'User not found',
  profileNotFound: 'Profile not found',
  studentNotFound: 'Student not found',
  staffReadOnly: 'Counselors and admins can view student records but not change them',
  notYours: 'You can only view and change your own student records',
  ownProfileOnly: 'You can only create a profile for yourself',
  studentIdMismatch: 'studentId does not match the student in the address',
  alumniReadOnly: 'Alumni records are read-only',
} as const;

export interface ListArgs extends ScopeArgs { q?: string | null; limit?: number | null; offset?: number | null; sort?: string | null }

/** Student profiles, academics, activities and college preferences: the students use cases. */
export class StudentsService {
  /** `reads` logs staff reads of one student's record (the access log) before they are answered. */
  constructor(private readonly store: StudentStore, private readonly events: StudentEvents, private readonly reads: RecordReads) {}

  /** The caller's own profile; none while the roster's record waits for the student's first save. */
  async myStudent(p: Principal | null) {
    const user = requireUser(p);
    const s = await this.store.profiles.byUserId(user.userId);
    return s && !s.rosterOnly ? s : null;
  }

  /** One student, for its owner or staff who may see the student's school (others' staff: 'Student not found'). */
  async student(p: Principal | null, id: string) {
    const user = requireUser(p);
    const s = await this.store.profiles.byId(id);
    if (!s) throw new NotFoundError(MESSAGES.studentNotFound);
    assertCanRead(user, s);
    await this.reads.staffRead(user, { studentId: s.id, parts: ['profile'] });
    return s;
  }

  /** The same check for entity references from other subgraphs: null instead of an error. */
  async reference(p: Principal | null, id: string) {
    if (!p) return null;
    const s = await this.store.profiles.byId(id);
    return s && canSeeStudent(p, s.userId, s.schoolId) ? s : null;
  }

  /** Staff: the students of their scope (see scopeFor), searched, sorted and paged. */
  async list(p: Principal | null, args: ListArgs) {
    const staff = requireStaff(p);
    const sort = (args.sort ?? 'NAME_ASC') as StudentSort;
    if (!STUDENT_SORTS.includes(sort)) throw new ValidationError(`sort must be one of ${STUDENT_SORTS.join(', ')}`);
    const scope = scopeFor(staff, args);
    return this.store.profiles.list({
      q: args.q?.trim().slice(0, 100) || undefined,
      sort,
      limit: intBetween(args.limit ?? 20, 1, 1000, 'limit'),
      offset: intBetween(args.offset ?? 0, 0, 10_000_000, 'offset'),
      ...scope,
    });
  }

  /** The dashboard's figures, over the same students as list() with the same scope. */
  async stats(p: Principal | null, args: ScopeArgs = {}) {
    const scope = scopeFor(requireStaff(p), { ...args, includeInactive: false });
    const [totalStudents, activeApplications] = await Promise.all([this.store.profiles.count(scope), this.store.profiles.countWithTargetColleges(scope)]);
    return { totalStudents, activeApplications };
  }

  async createProfile(p: Principal | null, input: StudentProfileInput) {
    const user = assertStudentWriter(p);
    assertUserId(input, user);
    const fields = parseProfileFields(input);
    const waiting = await this.store.profiles.byUserId(user.userId);
    if (waiting?.rosterOnly) return this.claim(waiting, user, fields);
    const now = new Date().toISOString();
    const profile: StudentProfile = {
      id: randomUUID(), userId: user.userId, ...identityOf(user, null), ...fields, ...NO_ENROLLMENT, rosterOnly: false, collegeListCount: null, createdAt: now, updatedAt: now,
    };
    try {
      await this.store.write((w) => w.profiles.insert(profile), [this.events.profileUpserted(profile, [], [])]);
    } catch (err) {
      // The roster's record for this student arrived meanwhile: fill that in.
      const made = err instanceof ConflictError ? await this.store.profiles.byUserId(user.userId) : null;
      if (made?.rosterOnly) return this.claim(made, user, fields);
      throw err;
    }
    this.events.committed();
    return this.stored(profile.id);
  }

  /** The student's first save over the record the roster made for them: their profile from now on. */
  private async claim(waiting: StudentProfile, user: Principal, fields: ReturnType<typeof parseProfileFields>) {
    if (waiting.status === 'alumni') throw new ForbiddenError(MESSAGES.alumniReadOnly);
    // The roster's grade stands until the student gives one.
    const next: StudentProfile = {
      ...waiting, ...identityOf(user, waiting), ...keepSavedTargets(waiting, fields), grade: fields.grade ?? waiting.grade, rosterOnly: false, updatedAt: new Date().toISOString(),
    };
    return this.saveProfile(next);
  }

  async updateProfile(p: Principal | null, id: string, input: StudentProfileInput) {
    const user = assertStudentWriter(p);
    const current = await this.ownedForWrite(user, id);
    assertUserId(input, user);
    const fields = keepSavedTargets(current, parseProfileFields(input));
    const next: StudentProfile = { ...current, ...identityOf(user, current), ...fields, rosterOnly: false, updatedAt: new Date().toISOString() };
    return this.saveProfile(next);
  }

  async courses(p: Principal | null, student: StudentProfile) {
    assertCanRead(requireUser(p), student);
    return this.store.courses.ofStudent(student.id);
  }

  async activities(p: Principal | null, student: StudentProfile) {
    assertCanRead(requireUser(p), student);
    return this.store.activities.ofStudent(student.id);
  }

  async preferences(p: Principal | null, student: StudentProfile) {
    const user = requireUser(p);
    assertCanRead(user, student);
    await this.reads.staffRead(user, { studentId: student.id, parts: ['preferences'] });
    const prefs = await this.store.preferences.ofStudent(student.id);
    return prefs ? withStatementTexts(prefs) : null;
  }

  async saveCourses(p: Principal | null, studentId: string, input: readonly CourseInput[]): Promise<Course[]> {
    const user = assertStudentWriter(p);
    const student = await this.ownedForWrite(user, studentId);
    const courses = parseCourses(input);
    const touched = this.touched(student, user);
    const event = this.events.profileUpserted(touched, courses, await this.store.activities.ofStudent(student.id));
    await this.saveTouched(touched, (w) => w.courses.replace(student.id, courses), event);
    return courses;
  }

  async saveActivities(p: Principal | null, studentId: string, input: readonly ActivityInput[]): Promise<Activity[]> {
    const user = assertStudentWriter(p);
    const student = await this.ownedForWrite(user, studentId);
    const activities = parseActivities(input);
    const touched = this.touched(student, user);
    const event = this.events.profileUpserted(touched, await this.store.courses.ofStudent(student.id), activities);
    await this.saveTouched(touched, (w) => w.activities.replace(student.id, activities), event);
    return activities;
  }

  async savePreferences(p: Principal | null, studentId: string, input: Record<string, unknown>) {
    const user = assertStudentWriter(p);
    const student = await this.ownedForWrite(user, studentId);
    if (input.studentId !== undefined && input.studentId !== null && input.studentId !== student.id) throw new ValidationError(MESSAGES.studentIdMismatch);
    const answers = parsePreferenceAnswers(input);
    const prefs = { studentId: student.id, ...answers, updatedAt: new Date().toISOString() };
    await this.store.write((w) => w.preferences.save(prefs), [this.events.preferencesSaved(prefs, student.userId)]);
    this.events.committed();
    return prefs;
  }

  /**
   * Publishes a profile with its lists and its preferences again (the demo seed, at every start, so read models
   * catch up): rewritten unchanged, with the events in the outbox.
   */
  async republish(profile: StudentProfile) {
    const [courses, activities, prefs] = await Promise.all([
      this.store.courses.ofStudent(profile.id), this.store.activities.ofStudent(profile.id), this.store.preferences.ofStudent(profile.id),
    ]);
    // A record erased meanwhile is not published again.
    await committed(this.store.write((w) => announcedSave(w, profile), [this.events.profileUpserted(profile, courses, activities)]), 'gone');
    if (prefs) await this.store.write((w) => w.preferences.save(prefs), [this.events.preferencesSaved(prefs, profile.userId)]);
    this.events.committed();
  }

  /** Saves the profile with its event (its courses and activities as stored) and answers the stored record. */
  private async saveProfile(next: StudentProfile): Promise<StudentProfile> {
    const [courses, activities] = await Promise.all([this.store.courses.ofStudent(next.id), this.store.activities.ofStudent(next.id)]);
    const event = this.events.profileUpserted(next, courses, activities);
    if (!(await committed(this.store.write((w) => announcedSave(w, next), [event]), 'gone'))) throw new NotFoundError(MESSAGES.profileNotFound);
    this.events.committed();
    return this.stored(next.id);
  }

  /** A list's change with the profile it touches, in one unit with the profile's event. */
  private async saveTouched(touched: StudentProfile, list: (w: StudentWrites) => void, event: OutboxEvent) {
    const written = await committed(this.store.write((w) => {
      announcedSave(w, touched);
      list(w);
    }, [event]), 'gone');
    if (!written) throw new NotFoundError(MESSAGES.profileNotFound);
    this.events.committed();
  }

  /** The record as stored, read back after its write committed. */
  private async stored(id: string): Promise<StudentProfile> {
    const s = await this.store.profiles.byId(id);
    if (!s) throw new NotFoundError(MESSAGES.profileNotFound);
    return s;
  }

  /** Course and activity changes are profile changes too: they bump updatedAt, and the event says so. */
  private touched(student: StudentProfile, user: Principal): StudentProfile {
    return { ...student, ...identityOf(user, student), rosterOnly: false, updatedAt: new Date().toISOString() };
  }

  /** Missing records answer 'Profile not found' (spec); someone else's answer 403; alumni records are read-only. */
  private async ownedForWrite(user: Principal, studentId: string) {
    const s = await this.store.profiles.byId(studentId);
    if (!s) throw new NotFoundError(MESSAGES.profileNotFound);
    if (s.userId !== user.userId) throw new ForbiddenError(MESSAGES.notYours);
    if (s.status === 'alumni') throw new ForbiddenError(MESSAGES.alumniReadOnly);
    return s;
  }
}

/** A profile saved in a unit that carries its profile event: the roster hears of the record. */
function announcedSave(w: StudentWrites, profile: StudentProfile) {
  w.profiles.update(profile);
  w.announcements.mark(profile.id);
}

/**
 * The owner reads their record; staff read the students of the schools they may see, and for any other
 * student the record does not exist (404, so a counselor cannot even learn that a student of another school
 * exists); another student is refused (403, as the spec reads).
 */
function assertCanRead(user: Principal, s: StudentProfile) {
  if (isStaff(user)) {
    if (!canSeeStudent(user, s.userId, s.schoolId)) throw new NotFoundError(MESSAGES.studentNotFound);
    return;
  }
  if (user.role === 'student' && user.userId === s.userId) return;
  throw new ForbiddenError(MESSAGES.notYours);
}

/** Only students write, and only their own records; staff read everyone and write nothing. */
function assertStudentWriter(p: Principal | null): Principal {
  const user = requireUser(p);
  if (isStaff(user)) throw new ForbiddenError(MESSAGES.staffReadOnly);
  if (user.role !== 'student') throw new ForbiddenError();
  return user;
}

function assertUserId(input: StudentProfileInput, user: Principal) {
  const given = input.userId;
  if (!given?.trim()) throw new ValidationError(MESSAGES.userNotFound);
  if (given !== user.userId) throw new ForbiddenError(MESSAGES.ownProfileOnly);
}

/** Name and email come from the caller's verified token; an empty claim keeps what was stored. */
function identityOf(user: Principal, current: StudentIdentity | null): StudentIdentity {
  return {
    firstName: user.firstName ?? current?.firstName ?? null,
    lastName: user.lastName ?? current?.lastName ?? null,
    email: user.email || current?.email || null,
  };
}

/**
 * While the student has a college list, targetColleges shows the list's length and the profile shows it read-only
 *: a save then keeps the saved value, whatever the form sent (it sends the value shown), so that the
 * saved value is what shows again once the list is emptied.
 */
function keepSavedTargets<F extends { targetColleges: number }>(current: StudentProfile, fields: F): F {
  return current.collegeListCount === null ? fields : { ...fields, targetColleges: current.targetColleges };
}

function intBetween(n: number, min: number, max: number, name: string) {
  if (!Number.isInteger(n) || n < min || n > max) throw new ValidationError(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}
