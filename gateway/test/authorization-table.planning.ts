/**
 * The planning service's rows of the authorization table: course catalogs, requirement sets and students' plans,
 * over REST and GraphQL. authorization-matrix.test.ts adds them to the table.
 *
 * A catalog and a school's requirement sets are read by the school's people (another school's counselor finds no
 * school: 404) and changed by admins only. A plan is the student's to build and submit (staff 403 by role, another
 * student and another school's counselor find nobody: 404); staff of the student's school read it (logged), comment
 * on it and review it. The fixtures make fresh students of the demo school, whom planning learns of from the
 * students service's events.
 */
import { DEFAULT_SCHOOL_ID } from '@counsel/kit';
import { PERMISSIONS, field, route, type Expectations, type FieldRow, type Outcome, type RouteRow } from './authorization-table.js';
import type { Caller, FreshStudent, MatrixContext } from './support/matrix-context.js';
import type { Client } from './support/portal.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

const and = (e: Expectations, teacher: Outcome) => ({ ...e, teacher }) as Expectations;
/**
 * The school's catalog and sets: its people (the teacher is of the demo school); another school's counselor: 404, and
 * a guardian, who belongs to no school, as well.
 */
const schoolRead = { ...and({ anon: 401, owner: 'ok', other: 'ok', counselor: 'ok', foreignCounselor: 404, admin: 'ok' }, 'ok'), guardian: 404 } as Expectations;
/**
 * One student's plan: the student, staff of the school, admins, and a guardian linked to the student (read-only, without
 * comments or history: guardian-routes.test.ts); another student, another school, teachers and a guardian of another
 * student find nobody.
 */
const planRead = { ...and({ anon: 401, owner: 'ok', other: 404, counselor: 'ok', foreignCounselor: 404, admin: 'ok' }, 404), guardian: 404 } as Expectations;
/** Building the plan over REST: students by role (staff 403 before any lookup); another student finds nobody. */
const planWriteRest = { ...and({ anon: 401, owner: 'ok', other: 404, counselor: 403, foreignCounselor: 403, admin: 403 }, 403), guardian: 403 } as Expectations;
/** Over GraphQL (no role gate): who sees the student but is not them, 403; the rest 404. */
const planWriteGraphql = { ...and({ anon: 401, owner: 'ok', other: 404, counselor: 403, foreignCounselor: 404, admin: 403 }, 404), guardian: 404 } as Expectations;
/** Reviewing over GraphQL: staff of the student; the student 403; another student, another school, teachers 404. */
const reviewGraphql = { ...and({ anon: 401, owner: 403, other: 404, counselor: 'ok', foreignCounselor: 404, admin: 'ok' }, 404), guardian: 404 } as Expectations;
const exportPart = and({ anon: 401, owner: 'ok', other: 403, counselor: 403, foreignCounselor: 403, admin: 'ok' }, 403);

const as = (fx: FreshStudent, ctx: MatrixContext, caller: Caller): Client => (caller === 'owner' ? fx.client : ctx.clients[caller]);
const unique = () => `MX${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();
const courseBody = (code = unique()) => ({ code, title: 'Matrix Álgebra', subjectArea: '02', credits: 1, gradeLevels: [9, 10], level: 'standard', prerequisites: [], entranceAreas: ['ag:c'] });
const CSV = (code: string) => `code,title,subject_area,credits,grade_levels,level,prerequisites,entrance_areas\n${code},Matrix Course,01,1,9,standard,,ag:b\n`;
const setBody = { schoolId: DEFAULT_SCHOOL_ID, name: 'Matrix graduation', requirements: [{ label: 'English', areas: ['sced:01'], credits: 4 }] };

async function adminPost<T>(ctx: MatrixContext, path: string, body: unknown): Promise<T> {
  const res = await ctx.clients.admin.post<T>(path, body);
  if (res.status !== 201) throw new Error(`fixture: POST ${path} answered ${res.status} ${res.text.slice(0, 300)}`);
  return res.body;
}
const newCourse = async (ctx: MatrixContext) => (await adminPost<{ id: string }>(ctx, `/api/schools/${DEFAULT_SCHOOL_ID}/courses`, courseBody())).id;
const newImport = async (ctx: MatrixContext) => (await adminPost<{ id: string }>(ctx, '/api/courses/imports', { schoolId: DEFAULT_SCHOOL_ID, format: 'catalog-csv', content: CSV(unique()) })).id;
const newSet = async (ctx: MatrixContext) => (await adminPost<{ id: string }>(ctx, '/api/requirement-sets', setBody)).id;

/** A fresh student of the demo school whose plan planning can answer (it learned of them from the students service). */
async function knownStudent(ctx: MatrixContext): Promise<FreshStudent> {
  const s = await ctx.newStudent();
  await until('fixture: planning learned of the new student', async () => (await s.client.get(`/api/students/${s.studentId}/plan`)).status, (st): st is 200 => st === 200, PORTAL_WAIT);
  return s;
}
/** Submits (again) so each reviewer finds a plan awaiting review. */
async function submitted(s: FreshStudent) {
  const res = await s.client.post(`/api/students/${s.studentId}/plan/submit`, {});
  if (res.status !== 200) throw new Error(`fixture: submitting the plan answered ${res.status} ${res.text.slice(0, 300)}`);
}

export const PLANNING_ROUTES: RouteRow[] = [
  route({ method: 'GET', path: '/api/schools/:id/courses', expect: schoolRead, request: () => ({ path: `/api/schools/${DEFAULT_SCHOOL_ID}/courses` }) }),
  route({
    method: 'POST', path: '/api/schools/:id/courses', expect: PERMISSIONS.adminOnly,
    request: () => ({ path: `/api/schools/${DEFAULT_SCHOOL_ID}/courses`, body: courseBody() }),
  }),
  route({ method: 'PUT', path: '/api/courses/:id', expect: PERMISSIONS.adminOnly, fixture: newCourse, request: (_c, _k, id) => ({ path: `/api/courses/${id}`, body: courseBody() }) }),
  route({ method: 'DELETE', path: '/api/courses/:id', expect: PERMISSIONS.adminOnly, fixture: newCourse, body: 'none', request: (_c, _k, id) => ({ path: `/api/courses/${id}` }) }),
  route({
    method: 'POST', path: '/api/courses/imports', expect: PERMISSIONS.adminOnly, note: 'the dry run',
    request: () => ({ body: { schoolId: DEFAULT_SCHOOL_ID, format: 'catalog-csv', content: CSV(unique()) } }),
  }),
  route({ method: 'POST', path: '/api/courses/imports/:id/apply', expect: PERMISSIONS.adminOnly, fixture: newImport, request: (_c, _k, id) => ({ path: `/api/courses/imports/${id}/apply`, body: {} }) }),
  route({ method: 'GET', path: '/api/requirement-sets', expect: schoolRead, request: () => ({ path: `/api/requirement-sets?schoolId=${DEFAULT_SCHOOL_ID}` }) }),
  route({ method: 'GET', path: '/api/requirement-sets/:id', expect: PERMISSIONS.signedIn, note: 'a built-in set', request: () => ({ path: '/api/requirement-sets/builtin-uc-csu-a-g' }) }),
  route({ method: 'POST', path: '/api/requirement-sets', expect: PERMISSIONS.adminOnly, request: () => ({ body: setBody }) }),
  route({ method: 'PUT', path: '/api/requirement-sets/:id', expect: PERMISSIONS.adminOnly, fixture: newSet, request: (_c, _k, id) => ({ path: `/api/requirement-sets/${id}`, body: setBody }) }),
  route({ method: 'GET', path: '/api/students/:id/plan', expect: planRead, request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/plan` }) }),
  route({
    method: 'PUT', path: '/api/students/:id/plan', expect: planWriteRest, fixture: knownStudent,
    request: (ctx, caller, fx) => ({ client: as(fx, ctx, caller), path: `/api/students/${fx.studentId}/plan`, body: { entries: [] } }),
  }),
  route({
    method: 'POST', path: '/api/students/:id/plan/submit', expect: planWriteRest, fixture: knownStudent,
    request: (ctx, caller, fx) => ({ client: as(fx, ctx, caller), path: `/api/students/${fx.studentId}/plan/submit`, body: {} }),
  }),
  route({
    method: 'POST', path: '/api/students/:id/plan/review', expect: PERMISSIONS.staffAboutStudent, fixture: knownStudent,
    request: async (ctx, caller, fx) => { await submitted(fx); return { client: as(fx, ctx, caller), path: `/api/students/${fx.studentId}/plan/review`, body: { decision: 'return', comment: 'Matrix: add a language' } }; },
  }),
  route({
    method: 'POST', path: '/api/students/:id/plan/comments', expect: PERMISSIONS.staffAboutStudent,
    request: (ctx) => ({ path: `/api/students/${ctx.ids.otherStudentId}/plan/comments`, body: { text: 'Matrix comment' } }),
  }),
  route({ method: 'GET', path: '/api/plans', expect: PERMISSIONS.staff, request: () => ({ path: '/api/plans?scope=school&status=submitted' }) }),
  route({ method: 'GET', path: '/api/plans.csv', expect: PERMISSIONS.staff, request: () => ({ path: '/api/plans.csv?track=off_track' }) }),
];

const PLAN = 'studentId status checks { setName status } problems { message }';

export const PLANNING_FIELDS: FieldRow[] = [
  field({
    type: 'Query', field: 'schoolCourses', document: 'query($s: ID!) { schoolCourses(schoolId: $s) { total items { code } } }',
    expect: schoolRead, call: () => ({ variables: { s: DEFAULT_SCHOOL_ID } }),
  }),
  field({ type: 'Query', field: 'courseImport', document: 'query { courseImport(id: "matrix-none") { id } }', expect: PERMISSIONS.adminOnly, note: 'null for an unknown id' }),
  field({
    type: 'Query', field: 'requirementSets', document: 'query($s: ID!) { requirementSets(schoolId: $s) { id name } }',
    expect: schoolRead, call: () => ({ variables: { s: DEFAULT_SCHOOL_ID } }),
  }),
  field({ type: 'Query', field: 'requirementSet', document: 'query { requirementSet(id: "builtin-ncaa-division-i") { id name } }', expect: PERMISSIONS.signedIn }),
  field({
    type: 'Query', field: 'studentPlan', document: `query($s: ID!) { studentPlan(studentId: $s) { ${PLAN} } }`,
    expect: planRead, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }),
  }),
  field({ type: 'Query', field: 'plans', document: 'query { plans(scope: SCHOOL) { total needingReview offTrack setColumns { setName } items { studentId track } } }', expect: PERMISSIONS.staff }),
  field({
    type: 'Query', field: 'planningRecordExport', document: 'query($s: ID!, $u: ID!) { planningRecordExport(studentId: $s, studentUserId: $u) }',
    expect: exportPart, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId, u: ctx.ids.ownerUserId } }),
  }),
  field({
    type: 'Mutation', field: 'createCourse', document: 'mutation($s: ID!, $i: CatalogCourseInput!) { createCourse(schoolId: $s, input: $i) { id } }',
    expect: PERMISSIONS.adminOnly, call: () => ({ variables: { s: DEFAULT_SCHOOL_ID, i: { ...courseBody(), level: 'STANDARD' } } }),
  }),
  field({
    type: 'Mutation', field: 'updateCourse', document: 'mutation($id: ID!, $i: CatalogCourseInput!) { updateCourse(id: $id, input: $i) { id } }',
    expect: PERMISSIONS.adminOnly, fixture: newCourse, call: (_c, _k, id) => ({ variables: { id, i: { ...courseBody(), level: 'HONORS' } } }),
  }),
  field({ type: 'Mutation', field: 'deleteCourse', document: 'mutation($id: ID!) { deleteCourse(id: $id) }', expect: PERMISSIONS.adminOnly, fixture: newCourse, call: (_c, _k, id) => ({ variables: { id } }) }),
  field({
    type: 'Mutation', field: 'startCourseImport', document: 'mutation($s: ID!, $c: String!) { startCourseImport(schoolId: $s, format: CATALOG_CSV, content: $c) { id created } }',
    expect: PERMISSIONS.adminOnly, call: () => ({ variables: { s: DEFAULT_SCHOOL_ID, c: CSV(unique()) } }),
  }),
  field({
    type: 'Mutation', field: 'applyCourseImport', document: 'mutation($id: ID!) { applyCourseImport(id: $id) { id status } }',
    expect: PERMISSIONS.adminOnly, fixture: newImport, call: (_c, _k, id) => ({ variables: { id } }),
  }),
  field({
    type: 'Mutation', field: 'saveRequirementSet', document: 'mutation($i: RequirementSetInput!) { saveRequirementSet(input: $i) { id } }',
    expect: PERMISSIONS.adminOnly, call: () => ({ variables: { i: setBody } }),
  }),
  field({
    type: 'Mutation', field: 'savePlan', document: `mutation($s: ID!) { savePlan(studentId: $s, input: { entries: [] }) { ${PLAN} } }`,
    expect: planWriteGraphql, fixture: knownStudent, call: (ctx, caller, fx) => ({ client: as(fx, ctx, caller), variables: { s: fx.studentId } }),
  }),
  field({
    type: 'Mutation', field: 'submitPlan', document: `mutation($s: ID!) { submitPlan(studentId: $s) { ${PLAN} } }`,
    expect: planWriteGraphql, fixture: knownStudent, call: (ctx, caller, fx) => ({ client: as(fx, ctx, caller), variables: { s: fx.studentId } }),
  }),
  field({
    type: 'Mutation', field: 'reviewPlan', document: `mutation($s: ID!) { reviewPlan(studentId: $s, decision: APPROVE, comment: "Matrix") { ${PLAN} } }`,
    expect: reviewGraphql, fixture: knownStudent,
    call: async (ctx, caller, fx) => { await submitted(fx); return { client: as(fx, ctx, caller), variables: { s: fx.studentId } }; },
  }),
  field({
    type: 'Mutation', field: 'commentOnPlan', document: `mutation($s: ID!) { commentOnPlan(studentId: $s, text: "Matrix comment") { ${PLAN} } }`,
    expect: reviewGraphql, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }),
  }),
];
