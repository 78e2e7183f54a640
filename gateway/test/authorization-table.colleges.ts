/**
 * The colleges service's rows of the authorization table: its REST routes and GraphQL root fields,
 * with the answer each caller must get. authorization-matrix.test.ts adds them to the table.
 *
 * A student's list follows the student rules (kit access.ts): the student, staff of the student's school and
 * admins; another student and the counselor of another school find nothing (404, never 403). The board and its
 * export are staff's; curated deadlines are read by anyone signed in and set by staff; the calendar feed's
 * address is the student's own; the feed itself needs no session (its token is the key).
 *
 * Writes stay harmless to the other rows: each adds to, changes or deletes from a fresh student's list, and
 * curated deadlines are set on a college no other row reads.
 */
import { PERMISSIONS, field, route, type Expectations, type FieldRow, type RouteRow } from './authorization-table.js';
import type { Caller, FreshStudent, MatrixContext } from './support/matrix-context.js';
import type { Client } from './support/portal.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

/** Colleges from the shipped catalog (College Scorecard unit ids). */
const STANFORD = '243744';
const CURATED = '102580'; // Alaska Bible College: the rows that set curated deadlines
/** One college per caller who may add, so no add meets the previous one's entry (409). */
const COLLEGE_FOR: Record<Caller, string> = {
  anon: '110635', other: '110635', teacher: '110635', guardian: '110635', foreignCounselor: '110635', counselor: '166683', admin: '170976', owner: '121345',
};
const DEADLINES = { cycle: 2027, deadlines: [{ plan: 'EA', date: '2026-11-01' }, { plan: 'RD', date: '2027-01-15' }] };
const APPLICATION = 'id status plan deadline missing';

/** The student's list: the student, staff of the student's school, admins; another student and another school's counselor: 404. */
const ownerOrStaffList: Expectations = { anon: 401, owner: 'ok', other: 404, counselor: 'ok', foreignCounselor: 404, admin: 'ok' };
/** The feed address over REST: students only by role (staff 403 before any lookup); another student finds nothing. */
const feedOwner: Expectations = { anon: 401, owner: 'ok', other: 404, counselor: 403, foreignCounselor: 403, admin: 403 };
/**
 * The feed address over GraphQL (no role gate in front): staff who may see the student are refused (403), staff
 * who may not do not see the student (404), another student finds nothing.
 */
const feedOwnerGraphql: Expectations = { anon: 401, owner: 'ok', other: 404, counselor: 403, foreignCounselor: 404, admin: 403 };

/** The caller's client, except the owner, who is the fixture's student. */
const as = (fx: FreshStudent, ctx: MatrixContext, caller: Caller): Client => (caller === 'owner' ? fx.client : ctx.clients[caller]);

/**
 * A fresh student (grade 11, the default school) whom the colleges service already knows: it learns students
 * from the students service's events, so this waits (bounded) until the student's own list answers.
 */
async function knownStudent(ctx: MatrixContext): Promise<FreshStudent> {
  const s = await ctx.newStudent();
  await until('fixture: the colleges service to learn of the new student', async () => (await s.client.get(`/api/students/${s.studentId}/applications`)).status === 200, undefined, PORTAL_WAIT);
  return s;
}

/** Adds a college to the student's list as the student; answers the application's id. */
async function addCollege(s: FreshStudent, collegeId: string): Promise<string> {
  const res = await s.client.post<{ id: string }>(`/api/students/${s.studentId}/applications`, { collegeId, plan: 'RD' });
  if (res.status !== 201) throw new Error(`fixture: POST /api/students/{id}/applications answered ${res.status} ${res.text.slice(0, 300)}`);
  return res.body.id;
}

/** A fresh student with one application. */
async function withApplication(ctx: MatrixContext) {
  const s = await knownStudent(ctx);
  return { s, applicationId: await addCollege(s, STANFORD) };
}

/** A fresh student with one application for each caller allowed to delete one (each deletes their own). */
async function withApplications(ctx: MatrixContext) {
  const s = await knownStudent(ctx);
  const ids = {} as Record<Caller, string>;
  for (const caller of ['counselor', 'admin', 'owner'] as const) ids[caller] = await addCollege(s, COLLEGE_FOR[caller]);
  for (const caller of ['anon', 'other', 'teacher', 'guardian', 'foreignCounselor'] as const) ids[caller] = ids.owner;
  return { s, ids };
}

/** A fresh student's calendar feed: the student and the feed's path (/api/calendar/<token>.ics). */
async function withFeed(ctx: MatrixContext) {
  const s = await knownStudent(ctx);
  const res = await s.client.get<{ url: string }>(`/api/students/${s.studentId}/calendar-feed`);
  if (res.status !== 200) throw new Error(`fixture: GET /api/students/{id}/calendar-feed answered ${res.status} ${res.text.slice(0, 300)}`);
  return { s, path: new URL(res.body.url).pathname };
}

export const COLLEGES_ROUTES: RouteRow[] = [
  route({ method: 'GET', path: '/api/colleges', expect: PERMISSIONS.signedIn, request: () => ({ path: '/api/colleges?q=stanford&pageSize=5' }) }),
  route({ method: 'GET', path: '/api/colleges/:unitid', expect: PERMISSIONS.signedIn, request: () => ({ path: `/api/colleges/${STANFORD}` }) }),
  route({
    method: 'GET', path: '/api/colleges/:unitid/deadlines', expect: PERMISSIONS.signedIn, note: 'curated deadlines are shared across the district',
    request: () => ({ path: `/api/colleges/${STANFORD}/deadlines?cycle=2027` }),
  }),
  route({
    method: 'PUT', path: '/api/colleges/:unitid/deadlines', expect: PERMISSIONS.staff, note: 'any staff member, whatever their school (shared)',
    request: () => ({ path: `/api/colleges/${CURATED}/deadlines`, body: DEADLINES }),
  }),
  route({
    method: 'GET', path: '/api/students/:id/applications', expect: ownerOrStaffList,
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/applications` }),
  }),
  route({
    method: 'POST', path: '/api/students/:id/applications', expect: ownerOrStaffList, fixture: knownStudent,
    note: 'a fresh student\'s list; each caller adds a college of their own',
    request: (ctx, caller, fx) => ({ client: as(fx, ctx, caller), path: `/api/students/${fx.studentId}/applications`, body: { collegeId: COLLEGE_FOR[caller] } }),
  }),
  route({
    method: 'PATCH', path: '/api/applications/:id', expect: ownerOrStaffList, fixture: withApplication,
    request: (ctx, caller, fx) => ({
      client: as(fx.s, ctx, caller), path: `/api/applications/${fx.applicationId}`, body: { status: 'planning', materials: { essays: true } },
    }),
  }),
  route({
    method: 'DELETE', path: '/api/applications/:id', expect: ownerOrStaffList, fixture: withApplications,
    note: 'each caller allowed deletes an application of their own; the refused ones try the owner\'s',
    request: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), path: `/api/applications/${fx.ids[caller]}` }),
  }),
  route({ method: 'GET', path: '/api/applications', expect: PERMISSIONS.staff, note: 'the deadline board: counselors their caseload, admins the district', request: () => ({ path: '/api/applications?dueWithinDays=30' }) }),
  route({ method: 'GET', path: '/api/applications/export.csv', expect: PERMISSIONS.staff, request: () => ({ path: '/api/applications/export.csv?scope=all' }) }),
  route({
    method: 'GET', path: '/api/students/:id/applications/export.csv', expect: ownerOrStaffList,
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/applications/export.csv` }),
  }),
  route({
    method: 'GET', path: '/api/students/:id/calendar-feed', expect: feedOwner, fixture: knownStudent,
    request: (ctx, caller, fx) => ({ client: as(fx, ctx, caller), path: `/api/students/${fx.studentId}/calendar-feed` }),
  }),
  route({
    method: 'DELETE', path: '/api/students/:id/calendar-feed', expect: feedOwner, fixture: withFeed,
    request: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), path: `/api/students/${fx.s.studentId}/calendar-feed` }),
  }),
  route({
    method: 'GET', path: '/api/calendar/:token.ics', expect: PERMISSIONS.public, fixture: withFeed,
    note: 'the feed itself: no session, the token is the key (unknown or revoked: 404 for everyone)',
    request: (_ctx, _caller, fx) => ({ path: fx.path }),
  }),
];

const gqlAdd = 'mutation($s: ID!, $c: ID!) { addApplication(studentId: $s, input: { collegeId: $c }) { id } }';

export const COLLEGES_FIELDS: FieldRow[] = [
  field({ type: 'Query', field: 'colleges', document: 'query { colleges(input: { q: "stanford", pageSize: 5 }) { total items { unitid name } } }', expect: PERMISSIONS.signedIn }),
  field({ type: 'Query', field: 'college', document: `query { college(unitid: "${STANFORD}") { unitid name } }`, expect: PERMISSIONS.signedIn }),
  field({ type: 'Query', field: 'collegeDeadlines', document: `query { collegeDeadlines(unitid: "${STANFORD}") { plan date } }`, expect: PERMISSIONS.signedIn }),
  field({
    type: 'Query', field: 'studentApplications', document: `query($s: ID!) { studentApplications(studentId: $s) { ${APPLICATION} } }`,
    expect: ownerOrStaffList, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }),
  }),
  field({
    type: 'Query', field: 'deadlineBoard', document: `query { deadlineBoard(input: { dueWithinDays: 30 }) { studentName application { ${APPLICATION} } } }`,
    expect: PERMISSIONS.staff,
  }),
  field({ type: 'Query', field: 'applicationsCsv', document: 'query { applicationsCsv(input: { scope: ALL }) }', expect: PERMISSIONS.staff, note: 'the board\'s export; a student\'s list is the REST row' }),
  field({
    type: 'Query', field: 'calendarFeedIcs', document: 'query { calendarFeedIcs(token: "matrix-no-such-feed-token") }', expect: PERMISSIONS.public,
    note: 'no session needed: null for an unknown token',
  }),
  field({
    type: 'Mutation', field: 'setCollegeDeadlines',
    document: 'mutation($u: ID!, $i: SetCollegeDeadlinesInput!) { setCollegeDeadlines(unitid: $u, input: $i) { plan date } }',
    expect: PERMISSIONS.staff, call: () => ({ variables: { u: CURATED, i: DEADLINES } }),
  }),
  field({
    type: 'Mutation', field: 'addApplication', document: gqlAdd, expect: ownerOrStaffList, fixture: knownStudent,
    call: (ctx, caller, fx) => ({ client: as(fx, ctx, caller), variables: { s: fx.studentId, c: COLLEGE_FOR[caller] } }),
  }),
  field({
    type: 'Mutation', field: 'updateApplication',
    document: `mutation($id: ID!) { updateApplication(id: $id, input: { status: planning, materials: { essays: true } }) { ${APPLICATION} } }`,
    expect: ownerOrStaffList, fixture: withApplication, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { id: fx.applicationId } }),
  }),
  field({
    type: 'Mutation', field: 'deleteApplication', document: 'mutation($id: ID!) { deleteApplication(id: $id) { id } }',
    expect: ownerOrStaffList, fixture: withApplications, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { id: fx.ids[caller] } }),
  }),
  field({
    type: 'Mutation', field: 'calendarFeed', document: 'mutation($s: ID!) { calendarFeed(studentId: $s) { path createdAt } }',
    expect: feedOwnerGraphql, fixture: knownStudent, call: (ctx, caller, fx) => ({ client: as(fx, ctx, caller), variables: { s: fx.studentId } }),
  }),
  field({
    type: 'Mutation', field: 'revokeCalendarFeed', document: 'mutation($s: ID!) { revokeCalendarFeed(studentId: $s) }',
    expect: feedOwnerGraphql, fixture: withFeed, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { s: fx.s.studentId } }),
  }),
];
