import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_SCHOOL_ID, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '@counsel/kit';
import { Subjects, type EnrollmentChanged, type StaffAssigned } from '@counsel/proto-events';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { principal, testRoster } from '../../test/support/test-roster.js';

const admin = principal('admin-1', 'admin');
const counselorA = principal('c-a', 'counselor');
const counselorB = principal('c-b', 'counselor');
const student = principal('s-1', 'student');

let t: Awaited<ReturnType<typeof testRoster>>;
let schoolA: string;
let schoolB: string;

/** Two schools, a counselor in each, and a student of school A with a profile. */
async function district() {
  schoolA = (await t.roster.createSchool(admin, { name: 'Aspen High' })).id;
  schoolB = (await t.roster.createSchool(admin, { name: 'Birch High' })).id;
  for (const u of [counselorA, counselorB]) await t.sync.userCreated({ userId: u.userId, email: u.email, role: 'counselor', createdBy: admin.userId });
  await t.sync.userCreated({ userId: admin.userId, email: admin.email, role: 'admin', createdBy: null });
  await t.roster.setStaffSchools(admin, counselorA.userId, [schoolA]);
  await t.roster.setStaffSchools(admin, counselorB.userId, [schoolB]);
  await t.sync.userCreated({ userId: student.userId, email: student.email, role: 'student', createdBy: null });
  await t.sync.profileUpserted(profileEvent('p-1', student.userId, { lastName: 'Garcia', grade: '10' }));
  const e = (await t.store.enrollments.get(student.userId))!;
  await t.store.write((w) => w.enrollments.save({ ...e, schoolId: schoolA }));
}

function profileEvent(studentId: string, userId: string, over: { firstName?: string; lastName?: string; grade?: '9' | '10' | '11' | '12' | null }) {
  return {
    studentId, userId, profile: {
      firstName: over.firstName ?? 'Ana', lastName: over.lastName ?? 'Lopez', email: `${userId}@example.org`, dateOfBirth: null, siblings: null, gpa: null, satScore: null,
      actScore: null, classRank: null, grade: over.grade ?? null, highSchoolName: null, highSchoolLocation: null, apIbHonors: null,
      activitiesOutsideSchool: null, clubs: null, internshipsVolunteer: null, leadership: null, targetColleges: 0, courses: [], activities: [], updatedAt: 't',
    },
  };
}

beforeEach(async () => { t = await testRoster(); });
afterEach(async () => t.close());

describe('schools', () => {
  it('refuses anyone but an admin to create or edit, before checking the input', async () => {
    await expect(t.roster.createSchool(null, {})).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(t.roster.createSchool(counselorA, {})).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.roster.updateSchool(student, DEFAULT_SCHOOL_ID, { name: '' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.roster.schools(student)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it.each([
    [{}, 'School name is required'],
    [{ name: '   ' }, 'School name is required'],
    [{ name: 'x'.repeat(201) }, 'School name must be at most 200 characters'],
    [{ name: 'North', ncesId: '12345' }, 'NCES id must be 12 digits'],
    [{ name: 'North', state: 'Texas' }, 'State must be a two-letter code such as CA'],
    [{ name: 'North\u0007' }, 'School name must not contain control characters'],
  ])('refuses %j with "%s"', async (input, message) => {
    await expect(t.roster.createSchool(admin, input)).rejects.toEqual(new ValidationError(message));
  });

  it('creates, edits and archives a school, and reports each change', async () => {
    const s = await t.roster.createSchool(admin, { name: ' North High ', ncesId: '480000000001', city: 'Austin', state: 'tx' });
    expect(s).toMatchObject({ name: 'North High', ncesId: '480000000001', city: 'Austin', state: 'TX', archived: false });
    const renamed = await t.roster.updateSchool(admin, s.id, { name: 'North Academy', city: null });
    expect(renamed).toMatchObject({ name: 'North Academy', city: null, ncesId: '480000000001' });
    await t.roster.updateSchool(admin, s.id, { archived: true });
    expect((await t.roster.schools(admin)).map((x) => x.id)).not.toContain(s.id);
    expect((await t.roster.schools(admin, true)).map((x) => x.id)).toContain(s.id);
    await until('the three school events', () => t.seen.length >= 3);
    expect(t.seen.map((e) => (e.data as { name: string; archived: boolean }))).toEqual([
      expect.objectContaining({ name: 'North High', archived: false }),
      expect.objectContaining({ name: 'North Academy', archived: false }),
      expect.objectContaining({ name: 'North Academy', archived: true }),
    ]);
    await expect(t.roster.updateSchool(admin, 'nope', { name: 'X' })).rejects.toEqual(new NotFoundError('School not found'));
    await expect(t.roster.updateSchool(admin, DEFAULT_SCHOOL_ID, { archived: true })).rejects.toBeInstanceOf(ValidationError);
  });

  it('shows counselors only their own schools; admins the district', async () => {
    await district();
    expect((await t.roster.schools(counselorA)).map((s) => s.name)).toEqual(['Aspen High']);
    expect((await t.roster.schools(admin)).map((s) => s.name)).toEqual(['Aspen High', 'Birch High', 'Default School']);
    expect(await t.roster.school(counselorA, schoolB)).toBeNull();
    expect((await t.roster.school(counselorA, schoolA))?.name).toBe('Aspen High');
    expect(await t.roster.studentCount(admin, (await t.store.schools.get(schoolA))!)).toBe(1);
  });
});

describe('a guardian', () => {
  beforeEach(district);

  it('reaches the school of their child (the token\u2019s students claim), and no other', async () => {
    const guardian = { ...principal('g-1', 'guardian'), studentUserIds: [student.userId] };
    expect((await t.roster.childSchool(guardian, schoolA))?.name).toBe('Aspen High');
    expect(await t.roster.childSchool(guardian, schoolB)).toBeNull();
    expect(await t.roster.childSchool({ ...guardian, studentUserIds: ['someone-else'] }, schoolA)).toBeNull();
    // Only a guardian: staff go through school(), which checks their schools.
    expect(await t.roster.childSchool({ ...counselorB, studentUserIds: [student.userId] }, schoolA)).toBeNull();
    await expect(t.roster.school(guardian, schoolA)).rejects.toBeInstanceOf(ForbiddenError);
  });
});

describe('staff assignments', () => {
  beforeEach(district);

  it('replaces a staff member\'s schools and reports them in full', async () => {
    const schools = await t.roster.setStaffSchools(admin, counselorA.userId, [schoolB, schoolA, schoolA]);
    expect(schools.map((s) => s.name).sort()).toEqual(['Aspen High', 'Birch High']);
    expect(await t.store.staff.schoolsOf(counselorA.userId)).toEqual([schoolA, schoolB].sort());
    await until('the staff assignment to two schools', () => t.seen.some((e) => e.subject === Subjects.rosterStaffAssigned && (e.data as StaffAssigned).schoolIds.length === 2));
  });

  it('refuses unknown users, students, unknown and archived schools', async () => {
    await expect(t.roster.setStaffSchools(counselorA, counselorB.userId, [])).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.roster.setStaffSchools(admin, 'nobody', [schoolA])).rejects.toEqual(new NotFoundError('User not found'));
    await expect(t.roster.setStaffSchools(admin, student.userId, [schoolA])).rejects.toEqual(new ValidationError('Only counselors, admins and teachers can be assigned to schools'));
    await expect(t.roster.setStaffSchools(admin, counselorA.userId, ['missing'])).rejects.toEqual(new ValidationError('School not found: missing'));
    await t.roster.updateSchool(admin, schoolB, { archived: true });
    await expect(t.roster.setStaffSchools(admin, counselorA.userId, [schoolB])).rejects.toEqual(new ValidationError('School "Birch High" is archived and cannot be assigned'));
    await expect(t.roster.setStaffSchools(admin, counselorA.userId, 'x')).rejects.toBeInstanceOf(ValidationError);
  });

  it('assigns a teacher to schools like staff, but never as a counselor: not in rules, not by hand', async () => {
    await t.sync.userCreated({ userId: 't-1', email: 't1@example.org', role: 'teacher', createdBy: admin.userId, firstName: 'Dan', lastName: 'Okafor' });
    // Several schools: a new teacher waits for an admin, as staff do.
    expect(await t.store.staff.schoolsOf('t-1')).toEqual([]);
    expect((await t.roster.setStaffSchools(admin, 't-1', [schoolA])).map((s) => s.name)).toEqual(['Aspen High']);
    expect(await t.store.staff.schoolsOf('t-1')).toEqual([schoolA]);
    await until('the teacher\'s assignment', () => t.seen.some((e) => e.subject === Subjects.rosterStaffAssigned && (e.data as StaffAssigned).userId === 't-1'));
    await expect(t.roster.setCaseloadRules(admin, schoolA, [{ counselorId: 't-1', gradeFrom: 9, gradeTo: 12, surnameFrom: 'A', surnameTo: 'Z' }]))
      .rejects.toEqual(new ValidationError('Rule 1: the counselor is not assigned to this school'));
    await expect(t.roster.assignCounselor(admin, 'p-1', 't-1')).rejects.toEqual(new ValidationError('That counselor is not assigned to the student\'s school'));
    expect((await t.store.enrollments.get(student.userId))?.counselorId).toBeNull();
    // A teacher is no staff member: no schools to list, no caseload to assign.
    const teacher = principal('t-1', 'teacher');
    await expect(t.roster.schools(teacher)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.roster.assignCounselor(teacher, 'p-1', null)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.roster.setStaffSchools(teacher, 't-1', [schoolA, schoolB])).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('takes a counselor who leaves a school out of its rules and hand assignments', async () => {
    await t.roster.setCaseloadRules(admin, schoolA, [{ counselorId: counselorA.userId, gradeFrom: 9, gradeTo: 12, surnameFrom: 'A', surnameTo: 'Z' }]);
    expect((await t.store.enrollments.get(student.userId))?.counselorId).toBe(counselorA.userId);
    await t.roster.setStaffSchools(admin, counselorA.userId, [schoolB]);
    expect(await t.store.rules.of(schoolA)).toEqual([]);
    expect((await t.store.enrollments.get(student.userId))?.counselorId).toBeNull();
  });
});

describe('caseload rules', () => {
  beforeEach(district);
  const rule = (over: Record<string, unknown> = {}) => ({ counselorId: counselorA.userId, gradeFrom: 9, gradeTo: 12, surnameFrom: 'A', surnameTo: 'L', ...over });

  it.each([
    [rule({ gradeFrom: 8 }), 'Rule 1: gradeFrom must be a grade from 9 to 12'],
    [rule({ gradeTo: 13 }), 'Rule 1: gradeTo must be a grade from 9 to 12'],
    [rule({ surnameFrom: '1' }), 'Rule 1: surnameFrom must be one letter from A to Z'],
    [rule({ surnameTo: 'AB' }), 'Rule 1: surnameTo must be one letter from A to Z'],
    [rule({ gradeFrom: 12, gradeTo: 9 }), 'Rule 1: gradeFrom must not be above gradeTo'],
    [rule({ surnameFrom: 'M', surnameTo: 'C' }), 'Rule 1: surnameFrom must not come after surnameTo'],
    [rule({ counselorId: counselorB.userId }), 'Rule 1: the counselor is not assigned to this school'],
  ])('refuses %j', async (r, message) => {
    await expect(t.roster.setCaseloadRules(admin, schoolA, [r])).rejects.toEqual(new ValidationError(message));
  });

  it('places students by the first matching rule, moves them when the rules change, and reports each move', async () => {
    await t.roster.setStaffSchools(admin, admin.userId, [schoolA]);
    const rules = await t.roster.setCaseloadRules(admin, schoolA, [rule({ surnameFrom: 'a', surnameTo: 'l' }), rule({ counselorId: admin.userId, surnameFrom: 'A', surnameTo: 'Z' })]);
    expect(rules.map((r) => [r.surnameFrom, r.surnameTo, r.position])).toEqual([['A', 'L', 0], ['A', 'Z', 1]]);
    expect((await t.store.enrollments.get(student.userId))?.counselorId).toBe(counselorA.userId); // Garcia: G
    await t.roster.setCaseloadRules(admin, schoolA, [rule({ surnameFrom: 'M', surnameTo: 'Z' }), rule({ counselorId: admin.userId, surnameFrom: 'A', surnameTo: 'Z' })]);
    expect((await t.store.enrollments.get(student.userId))?.counselorId).toBe(admin.userId);
    await until('the enrollment change naming the admin as counselor', () => t.seen.filter((e) => e.subject === Subjects.rosterEnrollmentChanged && (e.data as EnrollmentChanged).counselorUserId === admin.userId).length === 1);
    expect(await t.roster.caseloadRules(admin, (await t.store.schools.get(schoolA))!)).toHaveLength(2);
  });
});

describe('assignCounselor', () => {
  beforeEach(district);

  it('lets a counselor of the student\'s school assign by hand, which wins over the rules; null clears it', async () => {
    await t.roster.setStaffSchools(admin, counselorB.userId, [schoolA, schoolB]);
    await t.roster.setCaseloadRules(admin, schoolA, [{ counselorId: counselorA.userId, gradeFrom: 9, gradeTo: 12, surnameFrom: 'A', surnameTo: 'Z' }]);
    expect(await t.roster.assignCounselor(counselorA, 'p-1', counselorB.userId)).toBe(true);
    expect(await t.store.enrollments.get(student.userId)).toMatchObject({ manualCounselorId: counselorB.userId, counselorId: counselorB.userId });
    await t.roster.assignCounselor(admin, 'p-1', null);
    expect(await t.store.enrollments.get(student.userId)).toMatchObject({ manualCounselorId: null, counselorId: counselorA.userId });
  });

  it('answers "Student not found" to a counselor of another school, as for an unknown student', async () => {
    await expect(t.roster.assignCounselor(counselorB, 'p-1', counselorB.userId)).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.roster.assignCounselor(admin, 'p-404', null)).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.roster.assignCounselor(student, 'p-1', null)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('refuses a counselor who does not work at the student\'s school', async () => {
    await expect(t.roster.assignCounselor(admin, 'p-1', counselorB.userId)).rejects.toEqual(new ValidationError('That counselor is not assigned to the student\'s school'));
    await expect(t.roster.assignCounselor(admin, 'p-1', student.userId)).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('what the roster learns from events', () => {
  it('enrolls a new student in the default school once, however often the event arrives', async () => {
    const e = { userId: 'new-student', email: 'New@Example.org', role: 'student', createdBy: null };
    await t.sync.userCreated(e);
    await t.sync.userCreated(e);
    expect(await t.store.enrollments.get('new-student')).toMatchObject({ schoolId: DEFAULT_SCHOOL_ID, status: 'active', email: 'new@example.org' });
    await until('the enrollment event', () => t.seen.length >= 1);
    await quietPeriod(200); // once however often: nothing to wait for, so room for a second event to show up
    expect(t.seen.map((x) => x.subject)).toEqual([Subjects.rosterEnrollmentChanged]);
  });

  it('assigns a new teacher to the only school of a one-school district, and enrolls them nowhere', async () => {
    await t.sync.userCreated({ userId: 't-1', email: 't1@example.org', role: 'teacher', createdBy: 'a' });
    expect(await t.store.staff.schoolsOf('t-1')).toEqual([DEFAULT_SCHOOL_ID]);
    expect(await t.store.enrollments.get('t-1')).toBeNull();
    expect((await t.store.users.get('t-1'))?.role).toBe('teacher');
  });

  it('assigns new staff to the only school of a one-school district, and no school in a district of several', async () => {
    await t.sync.userCreated({ userId: 'c-1', email: 'c1@example.org', role: 'counselor', createdBy: 'a' });
    expect(await t.store.staff.schoolsOf('c-1')).toEqual([DEFAULT_SCHOOL_ID]);
    await t.roster.createSchool(admin, { name: 'Second High' });
    await t.sync.userCreated({ userId: 'c-2', email: 'c2@example.org', role: 'counselor', createdBy: 'a' });
    expect(await t.store.staff.schoolsOf('c-2')).toEqual([]);
    // A repeat of the first event does not assign again someone an admin has since unassigned.
    await t.sync.userCreated({ userId: 'c-1', email: 'c1@example.org', role: 'counselor', createdBy: 'a' });
    expect(await t.store.staff.schoolsOf('c-1')).toEqual([DEFAULT_SCHOOL_ID]);
  });

  it('learns the profile id, grade and surname of a student it did not import, and places them by the rules', async () => {
    await t.sync.userCreated({ userId: 'c-1', email: 'c1@example.org', role: 'counselor', createdBy: 'a' });
    await t.roster.setCaseloadRules(admin, DEFAULT_SCHOOL_ID, [{ counselorId: 'c-1', gradeFrom: 11, gradeTo: 12, surnameFrom: 'A', surnameTo: 'M' }]);
    await t.sync.profileUpserted(profileEvent('p-9', 'u-9', { lastName: 'Zhou', grade: '11' }));
    expect(await t.store.enrollments.get('u-9')).toMatchObject({ studentId: 'p-9', grade: '11', lastName: 'Zhou', counselorId: null });
    await t.sync.profileUpserted(profileEvent('p-9', 'u-9', { lastName: 'Ávila', grade: '11' }));
    expect(await t.store.enrollments.get('u-9')).toMatchObject({ lastName: 'Ávila', counselorId: 'c-1' });
    const before = (await t.store.enrollments.get('u-9'))!.updatedAt;
    await t.sync.profileUpserted(profileEvent('p-9', 'u-9', { lastName: 'Ávila', grade: '11' }));
    expect((await t.store.enrollments.get('u-9'))!.updatedAt).toBe(before);
  });

  it('keeps the district\'s name and grade for an imported student, learning only the profile id', async () => {
    await t.store.write((w) => w.enrollments.save({ studentUserId: 'u-i', studentId: null, schoolId: DEFAULT_SCHOOL_ID, grade: '9', status: 'active', manualCounselorId: null, counselorId: null, sourcedId: 'sis-1', firstName: 'Imani', lastName: 'Okoro', email: 'i@example.org', graduatedAt: null, updatedAt: 't' }));
    await t.sync.profileUpserted(profileEvent('p-i', 'u-i', { lastName: 'Other', grade: '12' }));
    expect(await t.store.enrollments.get('u-i')).toMatchObject({ studentId: 'p-i', lastName: 'Okoro', grade: '9' });
  });
});

describe('rollover', () => {
  beforeEach(async () => {
    const at = '2026-06-01T00:00:00.000Z';
    const base = { studentId: null, schoolId: DEFAULT_SCHOOL_ID, manualCounselorId: null, counselorId: null, sourcedId: null, firstName: 'A', lastName: 'B', email: null, graduatedAt: null, updatedAt: at };
    await t.store.write((w) => {
      for (const e of [
        { ...base, studentUserId: 'g9', grade: '9', status: 'active' },
        { ...base, studentUserId: 'g12', grade: '12', status: 'active' },
        { ...base, studentUserId: 'g12b', grade: '12', status: 'active' },
        { ...base, studentUserId: 'none', grade: null, status: 'active' },
        { ...base, studentUserId: 'gone', grade: '10', status: 'inactive' },
      ] as const) w.enrollments.save(e);
    });
  });

  it('is for admins only', async () => {
    await expect(t.rollover.rollover(counselorA, true)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('reports counts on a dry run and changes nothing', async () => {
    expect(await t.rollover.rollover(admin, true)).toEqual({ dryRun: true, promoted: 1, graduated: 2, appliedAt: null });
    expect((await t.store.enrollments.get('g9'))?.grade).toBe('9');
    await quietPeriod(200); // a dry run publishes nothing: no condition to wait for, so a pause
    expect(t.seen).toEqual([]);
  });

  it('moves every active student up a grade and makes grade 12 alumni, with an event each', async () => {
    const report = await t.rollover.rollover(admin, false);
    expect(report).toMatchObject({ dryRun: false, promoted: 1, graduated: 2 });
    expect(await t.store.enrollments.get('g9')).toMatchObject({ grade: '10', status: 'active' });
    expect(await t.store.enrollments.get('g12')).toMatchObject({ grade: '12', status: 'alumni', graduatedAt: report.appliedAt });
    expect(await t.store.enrollments.get('gone')).toMatchObject({ grade: '10', status: 'inactive' });
    await until('the three enrollment events', () => t.seen.length >= 3);
    expect(t.seen.map((e) => (e.data as EnrollmentChanged).status).sort()).toEqual(['active', 'alumni', 'alumni']);
    // A second rollover a year on promotes the new grade 10 only.
    expect(await t.rollover.rollover(admin, true)).toMatchObject({ promoted: 1, graduated: 0 });
  });
});
