import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError, UnsupportedMediaTypeError, ValidationError } from '@counsel/kit';
import { Subjects, type AccountImported, type EnrollmentChanged, type ImportApplied, type StaffAssigned } from '@counsel/proto-events';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { principal } from '../../test/support/test-roster.js';
import { testImports } from '../../test/support/test-imports.js';

const admin = principal('admin-1', 'admin');
const counselor = principal('c-1', 'counselor');

const HEADER = 'role,local_id,first_name,last_name,email,school,school_nces_id,grade,counselor_email';
const ROWS = [
  'counselor,T1,Rosa,Park,rosa@district.org,North High,480000000001,,',
  'counselor,T2,Sam,Lee,sam@district.org,South High,480000000002,,',
  'student,S1,Ada,Baker,ada@district.org,North High,480000000001,9,rosa@district.org',
  'student,S2,Ben,Moss,ben@district.org,North High,480000000001,12,',
  'student,S3,Cy,Diaz,cy@district.org,South High,480000000002,10,',
];
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

let t: Awaited<ReturnType<typeof testImports>>;
beforeEach(async () => { t = await testImports(); });
afterEach(async () => t.close());

async function previewAndApply(file: string, acceptRejections = false) {
  const preview = await t.imports.preview(admin, { uploadId: await t.upload(admin, file), format: 'COUNSEL_CSV', fileName: 'roster.csv' });
  return { preview, applied: await t.imports.apply(admin, preview.id, acceptRejections) };
}

describe('roster import', () => {
  it('is for admins only, and takes only their own uploads', async () => {
    await expect(t.imports.reserveUpload(counselor)).rejects.toBeInstanceOf(ForbiddenError);
    const uploadId = await t.upload(admin, csv(...ROWS));
    await expect(t.imports.preview(counselor, { uploadId, format: 'COUNSEL_CSV', fileName: null })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.imports.preview(principal('admin-2', 'admin'), { uploadId, format: 'COUNSEL_CSV', fileName: null })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.imports.history(counselor, 20, 0)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('refuses files that are neither CSV text nor a zip, and a format that does not match the file', async () => {
    const r = await t.imports.reserveUpload(admin);
    const { receiveUpload } = await import('@counsel/kit');
    const { Readable } = await import('node:stream');
    await expect(receiveUpload(t.imports.uploads, t.imports.policy, { uploadId: r.uploadId, ownerUserId: admin.userId, body: Readable.from([Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\n')]) }))
      .rejects.toBeInstanceOf(UnsupportedMediaTypeError);
    const uploadId = await t.upload(admin, csv(...ROWS));
    await expect(t.imports.preview(admin, { uploadId, format: 'ONEROSTER_ZIP', fileName: null })).rejects.toEqual(new ValidationError('A OneRoster file must be a zip of orgs.csv, users.csv and enrollments.csv'));
    await expect(t.imports.preview(admin, { uploadId, format: 'XLSX', fileName: null })).rejects.toEqual(new ValidationError('format must be counsel-csv or oneroster'));
  });

  it('previews without changing anything, then applies schools, accounts, enrollments and assignments with their events', async () => {
    const preview = await t.imports.preview(admin, { uploadId: await t.upload(admin, csv(...ROWS)), format: 'COUNSEL_CSV', fileName: 'roster.csv' });
    expect(preview).toMatchObject({ status: 'PREVIEWED', fileName: 'roster.csv', counts: { create: 5, update: 0, unchanged: 0, deactivate: 0, rejected: 0 }, rejected: [] });
    expect(preview.fileHash).toMatch(/^[0-9a-f]{64}$/);
    expect(await t.store.users.list()).toEqual([]);
    expect((await t.store.schools.list(true)).length).toBe(1);

    const applied = await t.imports.apply(admin, preview.id, false);
    expect(applied).toMatchObject({ status: 'APPLIED', appliedWithRejections: false, counts: { create: 5 } });
    const schools = await t.store.schools.list(false);
    const north = schools.find((s) => s.name === 'North High')!;
    expect(north).toMatchObject({ ncesId: '480000000001', sourcedId: '480000000001' });
    const users = await t.store.users.list();
    const rosa = users.find((u) => u.email === 'rosa@district.org')!;
    const ada = users.find((u) => u.email === 'ada@district.org')!;
    expect(await t.store.staff.schoolsOf(rosa.userId)).toEqual([north.id]);
    expect(await t.store.enrollments.get(ada.userId)).toMatchObject({ schoolId: north.id, grade: '9', status: 'active', sourcedId: 'S1', manualCounselorId: rosa.userId, counselorId: rosa.userId });

    await until('the five account and three enrollment events', () => t.seen.filter((e) => e.subject === Subjects.rosterAccountImported).length === 5 && t.seen.filter((e) => e.subject === Subjects.rosterEnrollmentChanged).length === 3);
    const accounts = t.seen.filter((e) => e.subject === Subjects.rosterAccountImported).map((e) => e.data as AccountImported);
    expect(accounts.every((a) => a.importId === preview.id && a.active)).toBe(true);
    expect(accounts.find((a) => a.email === 'ada@district.org')).toMatchObject({ userId: ada.userId, role: 'student', firstName: 'Ada', lastName: 'Baker' });
    expect(t.seen.filter((e) => e.subject === Subjects.rosterStaffAssigned).map((e) => (e.data as StaffAssigned).userId).sort()).toEqual(users.filter((u) => u.role === 'counselor').map((u) => u.userId).sort());
    expect((await t.imports.history(admin, 20, 0)).items.map((i) => i.id)).toEqual([preview.id]);
    await expect(t.imports.apply(admin, preview.id, false)).rejects.toEqual(new ConflictError('This import has already been applied'));
  });

  it('imports Counsel CSV teachers: counted in the dry run, accounts with their schools, never a counselor', async () => {
    const teacher = 'teacher,TT1,Dan,Okafor,dan@district.org,North High;South High,480000000001;480000000002,,';
    const asCounselor = 'student,S4,Dee,Fox,dee@district.org,North High,480000000001,11,dan@district.org';
    const preview = await t.imports.preview(admin, { uploadId: await t.upload(admin, csv(...ROWS, teacher, asCounselor)), format: 'COUNSEL_CSV', fileName: 'roster.csv' });
    expect(preview.counts).toEqual({ create: 6, update: 0, unchanged: 0, deactivate: 0, rejected: 1 });
    expect(preview.rejected).toEqual([{
      line: 8, reason: 'counselor email dan@district.org belongs to a teacher (line 7), not a counselor',
      reasonText: { code: 'COUNSELOR_ROLE_LINE', values: [{ name: 'email', value: 'dan@district.org' }, { name: 'role', value: 'teacher' }, { name: 'line', value: '7' }] },
    }]);
    expect(await t.store.users.list()).toEqual([]);

    await t.imports.apply(admin, preview.id, true);
    const dan = (await t.store.users.list()).find((u) => u.email === 'dan@district.org')!;
    expect(dan).toMatchObject({ role: 'teacher', firstName: 'Dan', lastName: 'Okafor', sourcedId: 'TT1', active: true });
    const schools = await t.store.schools.list(false);
    const ids = ['North High', 'South High'].map((n) => schools.find((s) => s.name === n)!.id).sort();
    expect(await t.store.staff.schoolsOf(dan.userId)).toEqual(ids);
    expect(await t.store.enrollments.get(dan.userId)).toBeNull();
    await until('the teacher\'s account and assignment events', () => t.seen.some((e) => e.subject === Subjects.rosterAccountImported && (e.data as AccountImported).userId === dan.userId)
      && t.seen.some((e) => e.subject === Subjects.rosterStaffAssigned && (e.data as StaffAssigned).userId === dan.userId));
    expect(t.seen.find((e) => e.subject === Subjects.rosterAccountImported && (e.data as AccountImported).userId === dan.userId)?.data).toMatchObject({ role: 'teacher', email: 'dan@district.org' });

    // Again: unchanged; and the teacher can never become someone's counselor, nor change role by import.
    const again = await t.imports.preview(admin, { uploadId: await t.upload(admin, csv(...ROWS, teacher)), format: 'COUNSEL_CSV', fileName: null });
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 6, deactivate: 0, rejected: 0 });
    const student = 'student,S5,Eve,Ng,eve@district.org,North High,480000000001,10,dan@district.org';
    const asStaff = 'counselor,TT1,Dan,Okafor,dan@district.org,North High,480000000001,,';
    const wrong = await t.imports.preview(admin, { uploadId: await t.upload(admin, csv(...ROWS, asStaff, student)), format: 'COUNSEL_CSV', fileName: null });
    expect(wrong.rejected.map((r) => r.reason)).toEqual([
      'dan@district.org is a teacher in the district, not a counselor; an import does not change roles',
      'counselor dan@district.org was rejected (line 7)',
    ]);
    const viaDistrict = await t.imports.preview(admin, { uploadId: await t.upload(admin, csv(...ROWS, teacher, student)), format: 'COUNSEL_CSV', fileName: null });
    expect(viaDistrict.rejected.map((r) => r.reason)).toEqual(['counselor email dan@district.org belongs to a teacher (line 7), not a counselor']);
  });

  it('finds everything unchanged when the same file is imported again, and writes nothing', async () => {
    await previewAndApply(csv(...ROWS));
    await until('the first import\'s events', () => t.seen.length >= 12);
    await quietPeriod(200); // the count taken next must hold every event of the first import, stragglers too
    const before = t.seen.length;
    const { preview, applied } = await previewAndApply(csv(...ROWS));
    expect(preview.counts).toEqual({ create: 0, update: 0, unchanged: 5, deactivate: 0, rejected: 0 });
    expect(applied.counts).toEqual(preview.counts);
    await quietPeriod(); // an unchanged re-import publishes nothing: no condition to wait for, so a pause
    expect(t.seen.length).toBe(before);
  });

  it('puts who applied which file, and what it did, in the outbox with the change (also for a re-import that changes nothing)', async () => {
    const appliedEvents = async () => (await t.store.outbox.pendingEvents(1000)).filter((e) => e.subject === Subjects.rosterImportApplied).map((e) => e.data as ImportApplied);
    t.bus.down = true; // the relay cannot publish: what the apply committed stays in the outbox
    const { preview } = await previewAndApply(csv(...ROWS));
    expect(await appliedEvents()).toEqual([{
      importId: preview.id, actorId: admin.userId, actorEmail: admin.email, fileName: 'roster.csv', fileHash: preview.fileHash, format: 'COUNSEL_CSV',
      counts: { create: 5, update: 0, unchanged: 0, deactivate: 0, rejected: 0 }, acceptedRejections: false,
    }]);
    // The same file again changes nothing, and is still recorded.
    const again = await previewAndApply(csv(...ROWS));
    expect((await appliedEvents())[1]).toMatchObject({ importId: again.preview.id, counts: { create: 0, unchanged: 5 } });
    // Valid rows applied despite a rejected one: the event says so.
    const withRejected = await previewAndApply(csv(...ROWS, 'student,S9,Zed,Q,not-an-email,North High,480000000001,9,'), true);
    expect((await appliedEvents())[2]).toMatchObject({ importId: withRejected.preview.id, counts: { unchanged: 5, rejected: 1 }, acceptedRejections: true });
    t.bus.down = false;
  });

  it('counts the accounts an apply creates (new people only, not updates), kept on the import', async () => {
    const first = await previewAndApply(csv(...ROWS));
    expect(first.preview.newAccounts).toBe(0);
    expect(first.applied.newAccounts).toBe(5);
    // One renamed (an update, with an account event too), one deactivated, two new: two new accounts.
    const next = ROWS.slice(0, 4).map((r) => r.replace('S1,Ada,Baker,', 'S1,Ada,Baker-Cole,'));
    const second = await previewAndApply(csv(...next, 'student,S7,Eve,Ng,eve@district.org,North High,480000000001,11,', 'student,S8,Fay,Oh,fay@district.org,South High,480000000002,9,'));
    expect(second.applied.counts).toMatchObject({ create: 2, update: 1, deactivate: 1 });
    expect(second.applied.newAccounts).toBe(2);
    expect(await t.store.imports.get(second.preview.id)).toMatchObject({ status: 'APPLIED', newAccounts: 2 });
    expect((await t.imports.history(admin, 20, 0)).items.map((i) => i.newAccounts)).toEqual([2, 5]);
  });

  it('treats a renamed student with the same local id as an update of the same account', async () => {
    await previewAndApply(csv(...ROWS));
    const ada = (await t.store.users.list()).find((u) => u.sourcedId === 'S1')!;
    const renamed = ROWS.map((r) => r.replace('S1,Ada,Baker,ada@district.org', 'S1,Ada,Baker-Cole,ada.cole@district.org'));
    const { preview } = await previewAndApply(csv(...renamed));
    expect(preview.counts).toEqual({ create: 0, update: 1, unchanged: 4, deactivate: 0, rejected: 0 });
    expect(await t.store.users.get(ada.userId)).toMatchObject({ email: 'ada.cole@district.org', lastName: 'Baker-Cole' });
    expect((await t.store.users.list()).length).toBe(5);
    await until('the enrollment change with the new surname', () => t.seen.some((e) => e.subject === Subjects.rosterEnrollmentChanged && (e.data as EnrollmentChanged).lastName === 'Baker-Cole'));
  });

  it('deactivates imported people of the file\'s schools who are no longer in it', async () => {
    await previewAndApply(csv(...ROWS));
    const ben = (await t.store.users.list()).find((u) => u.sourcedId === 'S2')!;
    const { preview } = await previewAndApply(csv(...ROWS.filter((r) => !r.includes(',S2,'))));
    expect(preview.counts).toEqual({ create: 0, update: 0, unchanged: 4, deactivate: 1, rejected: 0 });
    expect(await t.store.users.get(ben.userId)).toMatchObject({ active: false });
    expect(await t.store.enrollments.get(ben.userId)).toMatchObject({ status: 'inactive' });
    await until('Ben\'s deactivation', () => t.seen.some((e) => e.subject === Subjects.rosterAccountImported && (e.data as AccountImported).userId === ben.userId && !(e.data as AccountImported).active));
  });

  it('lists rejected rows with their line and reason, and applies nothing until the admin accepts them', async () => {
    const file = csv(...ROWS, 'student,S4,Dee,Fox,not-an-email,North High,480000000001,9,', 'student,S5,Eve,Gray,eve@district.org,North High,480000000001,7,');
    const preview = await t.imports.preview(admin, { uploadId: await t.upload(admin, file), format: 'COUNSEL_CSV', fileName: null });
    expect(preview.counts).toEqual({ create: 5, update: 0, unchanged: 0, deactivate: 0, rejected: 2 });
    expect(preview.rejected).toEqual([
      { line: 7, reason: expect.stringContaining('email'), reasonText: expect.objectContaining({ code: 'INVALID_EMAIL' }) },
      { line: 8, reason: expect.stringContaining('grade'), reasonText: expect.objectContaining({ code: 'GRADE_OUT_OF_RANGE' }) },
    ]);
    await expect(t.imports.apply(admin, preview.id, false)).rejects.toBeInstanceOf(ValidationError);
    expect(await t.store.users.list()).toEqual([]);
    const applied = await t.imports.apply(admin, preview.id, true);
    expect(applied).toMatchObject({ status: 'APPLIED', appliedWithRejections: true });
    expect((await t.store.users.list()).length).toBe(5);
  });

  it('rejects a student whose counselor does not work at the student\'s school', async () => {
    const rows = ROWS.map((r) => r.replace('9,rosa@district.org', '9,sam@district.org'));
    const preview = await t.imports.preview(admin, { uploadId: await t.upload(admin, csv(...rows)), format: 'COUNSEL_CSV', fileName: null });
    expect(preview.counts).toMatchObject({ create: 4, rejected: 1 });
    expect(preview.rejected).toEqual([{
      line: 4, reason: 'counselor sam@district.org is not assigned to the student\'s school',
      reasonText: { code: 'COUNSELOR_OTHER_SCHOOL', values: [{ name: 'email', value: 'sam@district.org' }] },
    }]);
  });

  it('writes nothing at all when the apply fails part-way, and the import can be applied again', async () => {
    const preview = await t.imports.preview(admin, { uploadId: await t.upload(admin, csv(...ROWS)), format: 'COUNSEL_CSV', fileName: null });
    // A fault in the middle of the transaction: once two enrollments are written, the next cannot be.
    const db = (t.store as unknown as { db: import('@counsel/kit').SqliteDatabase }).db;
    db.exec(`CREATE TRIGGER fail_mid_apply BEFORE INSERT ON enrollments WHEN (SELECT count(*) FROM enrollments) >= 2 BEGIN SELECT RAISE(ABORT, 'disk fault (test)'); END;`);
    // Matched on the message: the native driver's error class can come from another realm than jest's.
    await expect(t.imports.apply(admin, preview.id, false)).rejects.toHaveProperty('message', 'disk fault (test)');
    expect(await t.store.users.list()).toEqual([]);
    expect(await t.store.enrollments.list()).toEqual([]);
    expect(await t.store.staff.all()).toEqual([]);
    expect((await t.store.schools.list(true)).length).toBe(1);
    expect(await t.store.outbox.pendingEvents(100)).toEqual([]);
    expect((await t.store.imports.get(preview.id))?.status).toBe('PREVIEWED');
    db.exec('DROP TRIGGER fail_mid_apply');
    expect((await t.imports.apply(admin, preview.id, false)).counts.create).toBe(5);
    expect((await t.store.users.list()).length).toBe(5);
  });

  it('refuses an apply whose rows are rejected now though the preview had none (the roster changed in between)', async () => {
    const preview = await t.imports.preview(admin, { uploadId: await t.upload(admin, csv(...ROWS)), format: 'COUNSEL_CSV', fileName: null });
    expect(preview.counts.rejected).toBe(0);
    await t.store.write((w) => w.users.save({ userId: 'u-x', email: 'ada@district.org', role: 'student', firstName: 'Ada', lastName: 'X', sourcedId: 'OTHER-1', active: true }));
    await expect(t.imports.apply(admin, preview.id, false)).rejects.toEqual(new ValidationError(
      'This file has 1 rejected row(s). Fix the file and upload it again, or apply the valid rows only (acceptRejections).'));
    expect((await t.store.users.list()).map((u) => u.userId)).toEqual(['u-x']);
    expect(await t.imports.apply(admin, preview.id, true)).toMatchObject({ appliedWithRejections: true, counts: { create: 4, rejected: 1 } });
  });

  it('answers "Import not found" for an unknown import', async () => {
    await expect(t.imports.apply(admin, 'nope', false)).rejects.toEqual(new NotFoundError('Import not found'));
    expect(await t.imports.rosterImport(admin, 'nope')).toBeNull();
  });

  it('imports the shipped OneRoster sample (a zip) and the Counsel CSV of the same people as the same roster', async () => {
    const zip = readFileSync(new URL('../../../../data/sample-roster/sample-oneroster.zip', import.meta.url));
    const preview = await t.imports.preview(admin, { uploadId: await t.upload(admin, zip), format: 'ONEROSTER_ZIP', fileName: 'sample-oneroster.zip' });
    // 330 students, 6 counselors, 1 administrator and 3 teachers.
    expect(preview.counts).toEqual({ create: 340, update: 0, unchanged: 0, deactivate: 0, rejected: 0 });
    await t.imports.apply(admin, preview.id, false);
    const schools = (await t.store.schools.list(false)).filter((s) => s.sourcedId);
    expect(schools).toHaveLength(3);
    // Each counselor works at one school, and every student is in some counselor's caseload there.
    const counselors = (await t.store.users.list()).filter((u) => u.role === 'counselor');
    for (const c of counselors) expect(await t.store.staff.schoolsOf(c.userId)).toHaveLength(1);
    // Each teacher is assigned to their school, and no student is in a teacher's caseload.
    const teachers = (await t.store.users.list()).filter((u) => u.role === 'teacher');
    expect(teachers).toHaveLength(3);
    for (const teacher of teachers) expect(await t.store.staff.schoolsOf(teacher.userId)).toHaveLength(1);
    const students = await t.store.enrollments.list({ status: 'active' });
    expect(students).toHaveLength(330);
    for (const e of students) expect((await t.store.staff.schoolsOf(e.counselorId!))).toEqual([e.schoolId]);
    expect(students.some((e) => teachers.some((x) => x.userId === e.counselorId))).toBe(false);
    const sameFile = readFileSync(new URL('../../../../data/sample-roster/sample-counsel.csv', import.meta.url));
    const again = await t.imports.preview(admin, { uploadId: await t.upload(admin, sameFile), format: 'COUNSEL_CSV', fileName: null });
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 340, deactivate: 0, rejected: 0 });
  }, 60_000);
});
