import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError, ValidationError } from '@counsel/kit';
import { principal, profileEvent, testLists } from '../../test/support/test-lists.js';

const admin = principal('admin-1', 'admin');
const counselorA = principal('c-a', 'counselor', ['school-a']);
const counselorA2 = principal('c-a2', 'counselor', ['school-a']);
const counselorAB = principal('c-ab', 'counselor', ['school-a', 'school-b']);
const counselorB = principal('c-b', 'counselor', ['school-b']);
const student = principal('u-1', 'student');

let t: Awaited<ReturnType<typeof testLists>>;

/** Two students in school A (one in counselor A's caseload), one in school B, with deadlines around today (2026-11-20). */
beforeEach(async () => {
  t = await testLists('2026-11-20');
  const students = [
    { studentId: 'st-1', userId: 'u-1', schoolId: 'school-a', counselorUserId: 'c-a', firstName: 'Zoe', lastName: 'Adams' },
    { studentId: 'st-2', userId: 'u-2', schoolId: 'school-a', counselorUserId: 'c-a2', firstName: 'Ben', lastName: 'Brown' },
    { studentId: 'st-3', userId: 'u-3', schoolId: 'school-b', counselorUserId: 'c-b', firstName: 'Cy', lastName: 'Cole' },
  ];
  for (const s of students) await t.directory.profileUpserted(profileEvent({ ...s, grade: '12' }));
  await t.deadlines.setDeadlines(admin, '243780', { cycle: 2027, deadlines: [{ plan: 'EA', date: '2026-11-20' }, { plan: 'RD', date: '2026-12-20' }] });
  await t.deadlines.setDeadlines(admin, '166683', { cycle: 2027, deadlines: [{ plan: 'EA', date: '2026-11-19' }, { plan: 'RD', date: '2026-12-21' }] });
  await t.applications.add(admin, 'st-1', { collegeId: '243780', plan: 'EA', status: 'in_progress' }); // 11-20, today
  await t.applications.add(admin, 'st-1', { collegeId: '166683', plan: 'EA' }); // 11-19, passed: not on the board
  await t.applications.add(admin, 'st-2', { collegeId: '243780', plan: 'RD', status: 'planning' }); // 12-20, today + 30
  const own = await t.applications.add(admin, 'st-2', { collegeId: '139755', plan: 'EA' });
  await t.applications.update(admin, own.id, { deadline: '2026-11-27' }); // own deadline, today + 7
  await t.applications.add(admin, 'st-3', { collegeId: '166683', plan: 'RD' }); // 12-21, today + 31: outside 30 days
  await t.applications.add(admin, 'st-3', { collegeId: '243780', plan: 'EA', status: 'submitted' }); // today
});
afterEach(async () => t.close());

const rows = async (p = admin, input: Record<string, unknown> = {}) =>
  (await t.board.board(p, input)).map((r) => `${r.application.deadline} ${r.studentName} ${r.application.collegeId}`);

describe('deadline board', () => {
  it('is for staff only, and checks its input after that', async () => {
    await expect(t.board.board(student, { dueWithinDays: 0 })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.board.board(counselorA, { dueWithinDays: 0 })).rejects.toEqual(new ValidationError('dueWithinDays must be a whole number from 1 to 366'));
    await expect(t.board.board(counselorA, { dueWithinDays: 367 })).rejects.toEqual(new ValidationError('dueWithinDays must be a whole number from 1 to 366'));
    await expect(t.board.board(counselorA, { scope: 'EVERYTHING' })).rejects.toEqual(new ValidationError('Scope must be one of CASELOAD, SCHOOL, ALL'));
  });

  it('shows what falls due from today to today + N days inclusive, by deadline then student name', async () => {
    expect(await rows(admin, { scope: 'ALL' })).toEqual([
      '2026-11-20 Zoe Adams 243780', '2026-11-20 Cy Cole 243780', '2026-11-27 Ben Brown 139755', '2026-12-20 Ben Brown 243780',
    ]);
    expect(await rows(admin, { scope: 'ALL', dueWithinDays: 7 })).toEqual(['2026-11-20 Zoe Adams 243780', '2026-11-20 Cy Cole 243780', '2026-11-27 Ben Brown 139755']);
    expect(await rows(admin, { scope: 'ALL', dueWithinDays: 31 })).toContain('2026-12-21 Cy Cole 166683');
  });

  it('scopes a counselor to their caseload, their school or their schools; an admin\'s caseload is the district', async () => {
    expect(await rows(counselorA)).toEqual(['2026-11-20 Zoe Adams 243780']);
    expect(await rows(counselorA2, { scope: 'CASELOAD' })).toEqual(['2026-11-27 Ben Brown 139755', '2026-12-20 Ben Brown 243780']);
    expect(await rows(counselorA, { scope: 'SCHOOL' })).toEqual(['2026-11-20 Zoe Adams 243780', '2026-11-27 Ben Brown 139755', '2026-12-20 Ben Brown 243780']);
    expect(await rows(counselorA, { scope: 'ALL' })).toEqual(await rows(counselorA, { scope: 'SCHOOL' }));
    expect(await rows(counselorAB, { scope: 'ALL' })).toHaveLength(4);
    await expect(t.board.board(counselorAB, { scope: 'SCHOOL' })).rejects.toEqual(new ValidationError('Choose a school (schoolId) for the school scope'));
    expect(await rows(counselorAB, { scope: 'SCHOOL', schoolId: 'school-b' })).toEqual(['2026-11-20 Cy Cole 243780']);
    expect(await rows(admin)).toHaveLength(4);
    expect(await rows(counselorB, { scope: 'CASELOAD' })).toEqual(['2026-11-20 Cy Cole 243780']);
  });

  it('answers a school the caller may not see as not found', async () => {
    await expect(t.board.board(counselorA, { schoolId: 'school-b' })).rejects.toEqual(new NotFoundError('School not found'));
    expect(await rows(admin, { scope: 'ALL', schoolId: 'school-b' })).toEqual(['2026-11-20 Cy Cole 243780']);
  });

  it('filters by status and plan, and shows the student and what is missing', async () => {
    expect(await rows(admin, { scope: 'ALL', status: 'planning' })).toEqual(['2026-12-20 Ben Brown 243780']);
    expect(await rows(admin, { scope: 'ALL', plan: 'EA' })).toHaveLength(3);
    const [first] = await t.board.board(counselorA, {});
    expect(first).toMatchObject({ studentName: 'Zoe Adams', studentUserId: 'u-1', schoolId: 'school-a', grade: '12' });
    expect(first.application).toMatchObject({ deadlineSource: 'CURATED', missing: ['Application form', 'Essays', 'Transcript', 'Test scores', 'Application fee'], flags: [] });
  });

  it('exports the board, or one student\'s list, as CSV (staff, or the student for their own list)', async () => {
    const csv = await t.board.csv(counselorA, { scope: 'SCHOOL' }, null);
    expect(csv.split('\r\n')[0]).toBe('Student,Grade,School ID,College,UNITID,Plan,Status,Deadline,Missing materials,Fit');
    expect(csv).toContain('Zoe Adams,12,school-a,Purdue University-Main Campus,243780,EA,in_progress,2026-11-20,Application form; Essays; Transcript; Test scores; Application fee,');
    expect(csv.trim().split('\r\n')).toHaveLength(4);
    const own = await t.board.csv(student, {}, 'st-1');
    expect(own).toContain('Massachusetts Institute of Technology,166683,EA,researching,2026-11-19');
    await expect(t.board.csv(student, {}, null)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.board.csv(student, {}, 'st-2')).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.board.csv(counselorB, {}, 'st-1')).rejects.toEqual(new NotFoundError('Student not found'));
  });

  it('shows, per row, the letters asked through Counsel still missing and the student\'s packet items with their states', async () => {
    const [zoePurdue] = await t.board.board(counselorA, {});
    const at = (d: number) => `2026-11-${String(d).padStart(2, '0')}T10:00:00.000Z`;
    const asked = { studentId: 'st-1', studentUserId: 'u-1', waived: true };
    await t.letters.requestChanged({ ...asked, requestId: 'r-1', teacherUserId: 't-1', teacherName: 'Ms Lee', applicationIds: [], state: 'accepted', at: at(1) });
    await t.letters.requestChanged({ ...asked, requestId: 'r-2', teacherUserId: 't-2', teacherName: 'Dr Okafor', applicationIds: [zoePurdue.application.id], state: 'submitted', at: at(2) });
    await t.letters.requestChanged({ ...asked, requestId: 'r-3', teacherUserId: 't-3', teacherName: 'Mr Park', applicationIds: [], state: 'declined', at: at(3) });
    await t.letters.schoolDocumentChanged({ studentId: 'st-1', kind: 'counselor_letter', state: 'draft', at: at(4) });
    await t.letters.schoolDocumentChanged({ studentId: 'st-1', kind: 'transcript', state: 'ready', at: at(5) });
    await t.letters.schoolDocumentChanged({ studentId: 'st-1', kind: 'transcript', state: 'draft', at: at(4) }); // older: ignored
    const rows = await t.board.board(admin, { scope: 'ALL' });
    const zoe = rows.find((r) => r.studentName === 'Zoe Adams')!;
    expect(zoe.application.letters).toEqual([
      { requestId: 'r-2', teacherName: 'Dr Okafor', state: 'submitted' }, { requestId: 'r-1', teacherName: 'Ms Lee', state: 'accepted' },
    ]);
    expect(zoe.application.lettersMissing).toBe(1);
    expect(zoe.application.missing).toContain('Recommendation: Ms Lee');
    expect(zoe.packet).toEqual([
      { kind: 'counselor_letter', state: 'draft' }, { kind: 'school_report', state: 'not_started' }, { kind: 'transcript', state: 'ready' },
      { kind: 'mid_year_report', state: 'not_started' }, { kind: 'final_report', state: 'not_started' },
    ]);
    const ben = rows.find((r) => r.studentName === 'Ben Brown')!;
    expect([ben.application.letters, ben.application.lettersMissing, ben.packet.every((i) => i.state === 'not_started')]).toEqual([[], 0, true]);
  });
});
