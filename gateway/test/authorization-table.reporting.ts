/**
 * The reporting service's rows of the authorization table, over REST and GraphQL. authorization-matrix.test.ts adds
 * them to the table.
 *
 * The district's reports are staff's: admins read the district, counselors their schools (the demo school's reports
 * are not found for another school's counselor: 404). Students, teachers and guardians are refused by role (403),
 * before the report's name or filters are looked at. One row per route or field (the table's rule): each asks for one
 * school, the stricter case; the unfiltered district-wide answers are covered in services/reporting's tests.
 */
import { DEFAULT_SCHOOL_ID } from '@counsel/kit';
import { PERMISSIONS, field, route, type Expectations, type FieldRow, type RouteRow } from './authorization-table.js';

/** One school's reports: its counselors and admins; another school's counselor finds no such school. */
const schoolReport: Expectations = { ...PERMISSIONS.staff, foreignCounselor: 404 };
/** A counselor's own caseload: counselors only (an admin has none). */
const counselorOnly: Expectations = { anon: 401, owner: 403, other: 403, counselor: 'ok', foreignCounselor: 'ok', admin: 403 };
/** The student's part of their record export: the student and admins only (kit requireRecordExporter). */
const exportPart: Expectations = { anon: 401, owner: 'ok', other: 403, counselor: 403, foreignCounselor: 403, admin: 'ok', teacher: 403 };

export const REPORTING_ROUTES: RouteRow[] = [
  route({
    method: 'GET', path: '/api/reports/:name', expect: schoolReport, note: 'one school: another school\'s counselor finds none',
    request: () => ({ path: `/api/reports/seniors-applying?schoolId=${DEFAULT_SCHOOL_ID}&classYear=2027` }),
  }),
  route({
    method: 'GET', path: '/api/reports/:name.csv', expect: schoolReport,
    request: () => ({ path: `/api/reports/admitted-by-college.csv?schoolId=${DEFAULT_SCHOOL_ID}` }),
  }),
];

export const REPORTING_FIELDS: FieldRow[] = [
  field({
    type: 'Query', field: 'report', document: `query { report(name: "tasks", schoolId: "${DEFAULT_SCHOOL_ID}") { name rows { key values } } }`, expect: schoolReport,
    note: 'one school: another school\'s counselor finds none',
  }),
  field({ type: 'Query', field: 'reports', document: 'query { reports { name rows { key values } } }', expect: PERMISSIONS.staff }),
  field({ type: 'Query', field: 'reportCsv', document: 'query { reportCsv(name: "letters-outstanding") }', expect: PERMISSIONS.staff }),
  field({ type: 'Query', field: 'reportFilters', document: 'query { reportFilters { schools { id name } classYears seniorClassYear } }', expect: PERMISSIONS.staff }),
  field({ type: 'Query', field: 'caseloadFunnel', document: 'query { caseloadFunnel { rows { key values } } }', expect: counselorOnly }),
  field({
    type: 'Query', field: 'reportingRecordExport', document: 'query($s: ID!, $u: ID!) { reportingRecordExport(studentId: $s, studentUserId: $u) }',
    expect: exportPart, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId, u: ctx.ids.ownerUserId } }),
  }),
];
