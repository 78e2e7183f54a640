/**
 * The outcomes service's rows of the authorization table: scattergrams and the import of past outcomes, over REST and
 * GraphQL. authorization-matrix.test.ts adds them to the table.
 *
 * A school's scattergram is read by its staff and its students (the demo students are of the demo school); another
 * school's counselor, a teacher and a guardian are strangers (404). Imports are the school's staff's: students 403 by
 * role, another school's counselor finds no school (404).
 */
import { DEFAULT_SCHOOL_ID } from '@counsel/kit';
import { PERMISSIONS, field, route, type Expectations, type FieldRow, type RouteRow } from './authorization-table.js';
import type { MatrixContext } from './support/matrix-context.js';

const MIT = '166683';
/** The school's people; anyone else, a teacher and a guardian too, finds no school. */
const scattergramRead: Expectations = { anon: 401, owner: 'ok', other: 'ok', counselor: 'ok', foreignCounselor: 404, admin: 'ok', teacher: 404, guardian: 404 };
/** Staff of the import's school (REST gates students by role first). */
const schoolStaff = PERMISSIONS.staffAboutStudent;
/** Over GraphQL a student reaches the service, which finds no school of theirs to import into. */
const schoolStaffGraphql: Expectations = { ...PERMISSIONS.staffAboutStudent, owner: 404, other: 404, teacher: 404, guardian: 404 };
/** One import applied once: the counselor applies it first; the admin, after, passes authorization and finds it applied (409). */
const applyOnce: Expectations = { ...PERMISSIONS.staffAboutStudent, admin: 'allowed', teacher: 403, guardian: 403 };
const exportPart: Expectations = { anon: 401, owner: 'ok', other: 403, counselor: 403, foreignCounselor: 403, admin: 'ok', teacher: 403 };

let made = 0;
/** A file unlike any other (an ignored column makes it unique), so each apply is a first apply. */
const FILE = () => `class_year,college_unitid,plan,result,gpa,sat,act,note\n2024,100654,RD,admitted,3.4,1210,,matrix-${Date.now()}-${made++}\n`;
const scattergramPath = `/api/colleges/${MIT}/scattergram?schoolId=${DEFAULT_SCHOOL_ID}`;

async function newImport(ctx: MatrixContext): Promise<string> {
  const res = await ctx.clients.admin.post<{ id: string }>('/api/outcomes/imports', { schoolId: DEFAULT_SCHOOL_ID, content: FILE() });
  if (res.status !== 201) throw new Error(`fixture: POST /api/outcomes/imports answered ${res.status} ${res.text.slice(0, 300)}`);
  return res.body.id;
}

export const OUTCOMES_ROUTES: RouteRow[] = [
  route({ method: 'GET', path: '/api/colleges/:unitid/scattergram', expect: scattergramRead, request: () => ({ path: scattergramPath }) }),
  route({
    method: 'POST', path: '/api/outcomes/imports', expect: schoolStaff, note: 'the dry run',
    request: () => ({ body: { schoolId: DEFAULT_SCHOOL_ID, content: FILE(), fileName: 'matrix.csv' } }),
  }),
  route({ method: 'GET', path: '/api/outcomes/imports/:id', expect: schoolStaff, fixture: newImport, request: (_c, _k, id) => ({ path: `/api/outcomes/imports/${id}` }) }),
  route({
    method: 'POST', path: '/api/outcomes/imports/:id/apply', expect: applyOnce, fixture: newImport,
    request: (_c, _k, id) => ({ path: `/api/outcomes/imports/${id}/apply`, body: {} }),
  }),
];

export const OUTCOMES_FIELDS: FieldRow[] = [
  field({
    type: 'Query', field: 'scattergram', document: `query($s: ID!) { scattergram(unitid: "${MIT}", schoolId: $s) { status applicants points { gpa result } college { unitid sat25 } } }`,
    expect: scattergramRead, call: () => ({ variables: { s: DEFAULT_SCHOOL_ID } }),
  }),
  field({
    type: 'Query', field: 'outcomeImport', document: 'query { outcomeImport(id: "matrix-none") { id } }',
    expect: { ...PERMISSIONS.staff, teacher: 403, guardian: 403 }, note: 'null for an unknown id',
  }),
  field({
    type: 'Query', field: 'outcomesRecordExport', document: 'query($s: ID!, $u: ID!) { outcomesRecordExport(studentId: $s, studentUserId: $u) }',
    expect: exportPart, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId, u: ctx.ids.ownerUserId } }),
  }),
  field({
    type: 'Mutation', field: 'startOutcomeImport', document: 'mutation($s: ID!, $c: String!) { startOutcomeImport(schoolId: $s, content: $c) { id accepted } }',
    expect: schoolStaffGraphql, call: () => ({ variables: { s: DEFAULT_SCHOOL_ID, c: FILE() } }),
  }),
  field({
    type: 'Mutation', field: 'applyOutcomeImport', document: 'mutation($id: ID!) { applyOutcomeImport(id: $id) { id status } }',
    expect: applyOnce, fixture: newImport, call: (_c, _k, id) => ({ variables: { id } }),
  }),
];
