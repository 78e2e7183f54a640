import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { eventually, until } from '../../../kit/test/support/eventually.js';
import { asRecord, direct, type Scope } from '../../test/support/direct-counts.js';
import { makeDistrict, type District } from '../../test/support/district.js';
import { admin, carl, guardian, priya, student, teacher, testReporting, type TestReporting } from '../../test/support/test-reporting.js';
import { REPORT_NAMES } from '../domain/reports.js';

describe('reports against a direct count over the same data', () => {
  let t: TestReporting;
  let d: District;
  beforeAll(async () => {
    t = await testReporting();
    d = makeDistrict();
    await t.bus.publishBatch(d.events.map((e) => ({ subject: e.subject, data: e.data, opts: e.id ? { id: e.id } : undefined })));
    // Waits until every source has caught up with its last event (each subject has its own consumer).
    await eventually(async () => {
      for (const name of REPORT_NAMES) expect(asRecord((await t.reports.report(admin, { name })).rows)).toEqual(direct(d, name, { schools: 'all', classYear: null }));
    }, { timeoutMs: 20_000 });
  }, 30_000);
  afterAll(async () => { await t.close(); });

  const scopes: [string, Scope, { schoolId?: string; classYear?: number }][] = [
    ['the district', { schools: 'all', classYear: null }, {}],
    ['one school', { schools: ['school-a'], classYear: null }, { schoolId: 'school-a' }],
    ['one class of one school', { schools: ['school-b'], classYear: 2027 }, { schoolId: 'school-b', classYear: 2027 }],
    ['one class of the district', { schools: 'all', classYear: 2028 }, { classYear: 2028 }],
  ];
  for (const name of REPORT_NAMES) {
    it.each(scopes)(`${name}: %s`, async (_label, scope, args) => {
      const r = await t.reports.report(admin, { name, ...args });
      expect(asRecord(r.rows)).toEqual(direct(d, name, scope));
      expect(r.updatedAt).not.toBeNull();
    });
  }

  it('reads a counselor their schools: the same figures as the admin filtering by them', async () => {
    for (const name of REPORT_NAMES) {
      const mine = await t.reports.report(priya, { name });
      expect(asRecord(mine.rows)).toEqual(direct(d, name, { schools: ['school-a'], classYear: null }));
    }
  });

  it('counts a counselor their own caseload as a funnel', async () => {
    const f = await t.reports.caseloadFunnel(carl);
    expect(asRecord(f.rows)).toEqual(direct(d, 'funnel', { schools: ['school-b'], classYear: null, counselor: 'u-carl' }));
    await expect(t.reports.caseloadFunnel(admin)).rejects.toThrow(ForbiddenError);
  });

  it('counts a counselor every student of their schools when the dashboard shows the schools, never another school', async () => {
    const f = await t.reports.caseloadFunnel(carl, 'SCHOOL');
    expect(asRecord(f.rows)).toEqual(direct(d, 'funnel', { schools: ['school-b'], classYear: null }));
    expect(asRecord((await t.reports.caseloadFunnel(carl, 'SCHOOL', 'school-b')).rows)).toEqual(asRecord(f.rows));
    await expect(t.reports.caseloadFunnel(carl, 'SCHOOL', 'school-a')).rejects.toThrow(NotFoundError);
  });

  it('names counselors, schools and colleges as their owners announced them (Unicode kept)', async () => {
    const m = await t.reports.report(admin, { name: 'meetings-per-counselor' });
    expect(m.rows.map((r) => r.label)).toContain('Pat Ó Briain');
    const s = await t.reports.report(admin, { name: 'admitted-by-school' });
    expect(s.rows.map((r) => r.label)).toEqual(expect.arrayContaining(['Escuela Núñez']));
  });

  it('writes the CSV with the chart\'s numbers, a formula-looking name made inert', async () => {
    const r = await t.reports.report(admin, { name: 'admitted-by-college' });
    const csv = await t.reports.csv(admin, { name: 'admitted-by-college' });
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Admitted by college,Admitted');
    expect(lines.slice(1)).toEqual(r.rows.map((row) => `${row.label.startsWith('=') ? `'${row.label}` : row.label},${row.values[0]}`));
    expect(csv).not.toMatch(/^=/m);
  });

  it('refuses everyone but staff before reading the input, and another school as not found', async () => {
    await expect(t.reports.report(null, { name: 'tasks' })).rejects.toThrow(UnauthenticatedError);
    for (const p of [student, teacher, guardian]) await expect(t.reports.report(p, { name: 'no-such-report', classYear: 1 })).rejects.toThrow(ForbiddenError);
    await expect(t.reports.report(priya, { name: 'tasks', schoolId: 'school-b' })).rejects.toThrow(NotFoundError);
    await expect(t.reports.report(admin, { name: 'no-such-report' })).rejects.toThrow(NotFoundError);
    await expect(t.reports.report(admin, { name: 'tasks', classYear: 1989 })).rejects.toThrow(ValidationError);
    await expect(t.reports.filters(priya)).resolves.toEqual({ schools: [{ id: 'school-a', name: 'Lincoln High' }], classYears: [2030, 2029, 2028, 2027].filter((y) => [...d.students.values()].some((s) => s.schoolId === 'school-a' && s.status === 'active' && s.classYear === y)), seniorClassYear: 2027 });
  });

  it('takes an erased student out of every figure, and drops a late event about them', async () => {
    const gone = [...d.students.values()].find((s) => s.status === 'active' && s.schoolId === 'school-a' && (d.apps.get(s.studentId) ?? []).length > 0)!;
    await t.bus.publish(Subjects.recordsDeletionRequested, { deletionId: 'del-1', studentId: gone.studentId, studentUserId: gone.userId, reason: 'request', requestedBy: 'u-admin' });
    d.students.delete(gone.studentId);
    d.signIns = d.signIns.filter((x) => x.userId !== gone.userId);
    await eventually(async () => expect(asRecord((await t.reports.report(admin, { name: 'funnel' })).rows)).toEqual(direct(d, 'funnel', { schools: 'all', classYear: null })));
    await t.bus.publish(Subjects.collegesListChanged, { studentId: gone.studentId, studentUserId: gone.userId, applications: [], updatedAt: '2026-11-20T00:00:00.000Z' });
    await t.bus.publish(Subjects.studentsProfileUpserted, (d.events.find((e) => e.subject === Subjects.studentsProfileUpserted && e.data.studentId === gone.studentId)!).data as never);
    await until('a later event', () => t.store.model.updatedAt(['lists']), (at) => at !== null);
    for (const name of REPORT_NAMES) expect(asRecord((await t.reports.report(admin, { name })).rows)).toEqual(direct(d, name, { schools: 'all', classYear: null }));
  });
});
