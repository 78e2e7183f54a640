/**
 * The letters service's rows of the authorization table: recommendation requests and letters, over REST and
 * GraphQL. authorization-matrix.test.ts adds them to the table.
 *
 * A request is the student's who asked and the teacher's asked; staff of the student's school see it (and read a
 * submitted letter, logged) but move nothing (403); another student and another school's counselor find nothing
 * (404). Asking is a student's (403 for staff and teachers by role); submitting a letter a teacher's. Each row's
 * `teacher` answer is given where it differs from the matrix's derived one: the letters are the teacher's work.
 * The fixtures ask the matrix's teacher (or, without one, the demo teacher) of the students' school.
 */
import { DEMO_USERS } from '@counsel/kit';
import { PERMISSIONS, field, route, type Expectations, type FieldRow, type Outcome, type RouteRow } from './authorization-table.js';
import type { Caller, FreshStudent, MatrixContext } from './support/matrix-context.js';
import type { Client } from './support/portal.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

/** An expectation with the teacher's answer (a caller the matrix may not have yet: then it is ignored). */
const and = (e: Expectations, teacher: Outcome) => ({ ...e, teacher }) as Expectations;

/** Asking: the owner; staff and teachers by role; another student finds nobody to ask for (404). */
const ask = and({ anon: 401, owner: 'ok', other: 404, counselor: 403, foreignCounselor: 403, admin: 403 }, 403);
/** Cancelling: the student who asked; staff of the school see the request but may not move it. */
// A guardian of another student sees no such request (404); the teacher, who sees it, may not cancel it (403).
const cancel = { ...and({ anon: 401, owner: 'ok', other: 404, counselor: 403, foreignCounselor: 404, admin: 403 }, 403), guardian: 404 } as Expectations;
/** Submitting over REST: teachers by role (everyone else 403 before any lookup). */
const submitRest = and({ anon: 401, owner: 403, other: 403, counselor: 403, foreignCounselor: 403, admin: 403 }, 'ok');
/** Submitting over GraphQL (no role gate): the teacher asked; who sees the request but is not them, 403; the rest 404. */
const submitGraphql = and({ anon: 401, owner: 403, other: 404, counselor: 403, foreignCounselor: 404, admin: 403 }, 'ok');
/** A request or its (not waived) letter: the student, the teacher asked, staff of the school and admins. */
const readRequest = and({ anon: 401, owner: 'ok', other: 404, counselor: 'ok', foreignCounselor: 404, admin: 'ok' }, 'ok');
/** The teachers a student may ask: the student and staff of their school; a teacher sees no student (404). */
const teachers = and({ anon: 401, owner: 'ok', other: 404, counselor: 'ok', foreignCounselor: 404, admin: 'ok' }, 404);
/** Teachers only (by role): reserving a letter's upload. */
const teachersOnly = and({ anon: 401, owner: 403, other: 403, counselor: 403, foreignCounselor: 403, admin: 403 }, 'ok');
/** Each caller's own list. */
const ownList = and(PERMISSIONS.signedIn, 'ok');
/** A service's part of an export: the owner and admins. */
const exportPart = and({ anon: 401, owner: 'ok', other: 403, counselor: 403, foreignCounselor: 403, admin: 'ok' }, 403);

type WithTeacher = { ids: { teacherUserId?: string }; clients: Partial<Record<string, Client>> };
/** The teacher the fixtures ask; a portal without teacher accounts fails the fixture at once. */
function teacherId(ctx: MatrixContext): string {
  const id = (ctx as unknown as WithTeacher).ids.teacherUserId ?? DEMO_USERS.find((u) => u.role === 'teacher')?.id;
  if (!id) throw new Error('fixture: this portal has no teacher account to ask for a letter');
  return id;
}
const teacherClient = (ctx: MatrixContext) => (ctx as unknown as WithTeacher).clients.teacher;
const as = (fx: FreshStudent, ctx: MatrixContext, caller: Caller): Client => (caller === 'owner' ? fx.client : ctx.clients[caller]);
const poll = <T>(what: string, read: () => Promise<T | null>) => until(`fixture: ${what}`, read, (v): v is T => v !== null, PORTAL_WAIT);

/** A fresh student (default school) whom letters knows, and the teacher in its list. */
async function knownStudent(ctx: MatrixContext): Promise<FreshStudent> {
  const s = await ctx.newStudent();
  const teacher = teacherId(ctx);
  await poll('letters learned of the new student and the teacher', async () => {
    const res = await s.client.get<{ userId: string }[]>(`/api/students/${s.studentId}/teachers`);
    return res.status === 200 && res.body.some((t) => t.userId === teacher) ? true : null;
  });
  return s;
}

/** A fresh student's request to the teacher, moved as far as `to` says (the teacher accepts, then submits a letter). */
async function withRequest(ctx: MatrixContext, to: 'requested' | 'accepted' | 'submitted' = 'requested') {
  const s = await knownStudent(ctx);
  const made = await s.client.post<{ request: { id: string } }>(`/api/students/${s.studentId}/recommendation-requests`, { teacherUserId: teacherId(ctx), waived: false });
  if (made.status !== 201) throw new Error(`fixture: POST /api/students/{id}/recommendation-requests answered ${made.status} ${made.text.slice(0, 300)}`);
  const id = made.body.request.id;
  const teacher = teacherClient(ctx);
  if (to !== 'requested') {
    if (!teacher) throw new Error('fixture: the matrix has no teacher to accept the request');
    const accepted = await teacher.request('PATCH', `/api/recommendation-requests/${id}`, { action: 'accept' });
    if (accepted.status !== 200) throw new Error(`fixture: accepting answered ${accepted.status} ${accepted.text.slice(0, 300)}`);
  }
  if (to === 'submitted') {
    const sent = await teacher!.post(`/api/recommendation-requests/${id}/letter`, { text: 'Matrix letter' });
    if (sent.status !== 200) throw new Error(`fixture: submitting answered ${sent.status} ${sent.text.slice(0, 300)}`);
  }
  return { s, id };
}
const accepted = (ctx: MatrixContext) => withRequest(ctx, 'accepted');
const submitted = (ctx: MatrixContext) => withRequest(ctx, 'submitted');

export const LETTERS_ROUTES: RouteRow[] = [
  route({
    method: 'POST', path: '/api/students/:id/recommendation-requests', expect: ask, fixture: knownStudent,
    request: (ctx, caller, fx) => ({ client: as(fx, ctx, caller), path: `/api/students/${fx.studentId}/recommendation-requests`, body: { teacherUserId: teacherId(ctx), waived: true } }),
  }),
  route({ method: 'GET', path: '/api/recommendation-requests', expect: ownList, note: 'each caller\'s own list (scope by role)' }),
  route({
    method: 'PATCH', path: '/api/recommendation-requests/:id', expect: cancel, fixture: withRequest,
    request: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), path: `/api/recommendation-requests/${fx.id}`, body: { action: 'cancel' } }),
  }),
  route({
    method: 'POST', path: '/api/recommendation-requests/:id/letter', expect: submitRest, fixture: accepted,
    request: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), path: `/api/recommendation-requests/${fx.id}/letter`, body: { text: 'Matrix letter' } }),
  }),
  route({
    method: 'GET', path: '/api/recommendation-requests/:id/letter', expect: readRequest, fixture: submitted, note: 'not waived: the student reads it',
    request: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), path: `/api/recommendation-requests/${fx.id}/letter` }),
  }),
  route({ method: 'POST', path: '/api/letters/upload-url', expect: teachersOnly, body: 'none', note: 'a signed URL for a letter\'s PDF' }),
  route({
    method: 'GET', path: '/api/students/:id/teachers', expect: teachers,
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/teachers` }),
  }),
];

const REQUEST_FIELDS = 'id state waived student { name } teacher { name } letter { kind }';

export const LETTERS_FIELDS: FieldRow[] = [
  field({ type: 'Query', field: 'recommendationRequests', document: `query { recommendationRequests { total items { ${REQUEST_FIELDS} } } }`, expect: ownList }),
  field({
    type: 'Query', field: 'recommendationRequest', document: `query($id: ID!) { recommendationRequest(id: $id) { ${REQUEST_FIELDS} } }`,
    expect: readRequest, fixture: withRequest, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { id: fx.id } }),
  }),
  field({
    type: 'Query', field: 'recommendationLetter', document: 'query($id: ID!) { recommendationLetter(requestId: $id) { text } }',
    expect: readRequest, fixture: submitted, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { id: fx.id } }),
  }),
  field({
    type: 'Query', field: 'recommendationTeachers', document: 'query($s: ID!) { recommendationTeachers(studentId: $s) { userId requestedThisYear limit } }',
    expect: teachers, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }),
  }),
  field({
    type: 'Query', field: 'lettersRecordExport', document: 'query($s: ID!, $u: ID!) { lettersRecordExport(studentId: $s, studentUserId: $u) }',
    expect: exportPart, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId, u: ctx.ids.ownerUserId } }),
  }),
  field({
    type: 'Mutation', field: 'requestRecommendation',
    document: 'mutation($s: ID!, $i: RecommendationRequestInput!) { requestRecommendation(studentId: $s, input: $i) { overLimit request { id } } }',
    expect: ask, fixture: knownStudent,
    call: (ctx, caller, fx) => ({ client: as(fx, ctx, caller), variables: { s: fx.studentId, i: { teacherUserId: teacherId(ctx), waived: true } } }),
  }),
  field({
    type: 'Mutation', field: 'changeRecommendationRequest',
    document: 'mutation($id: ID!) { changeRecommendationRequest(id: $id, input: { action: cancel }) { id state } }',
    expect: cancel, fixture: withRequest, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { id: fx.id } }),
  }),
  field({ type: 'Mutation', field: 'createLetterUploadUrl', document: 'mutation { createLetterUploadUrl { uploadId maxBytes } }', expect: teachersOnly }),
  field({
    type: 'Mutation', field: 'submitRecommendationLetter',
    document: 'mutation($id: ID!) { submitRecommendationLetter(id: $id, input: { text: "Matrix letter" }) { id state } }',
    expect: submitGraphql, fixture: accepted, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { id: fx.id } }),
  }),
];
