/**
 * The counseling service's rows of the authorization table: notes, meetings and tasks, over REST and
 * GraphQL. authorization-matrix.test.ts adds them to the table.
 *
 * Notes are staff's and never the student's: a student asking for their own notes is told there are none to find
 * (404, the same as for a student who does not exist), over REST too (the read route's gate is "signed in" so that
 * the service answers). Writes are staff's by role over REST (403 before any lookup); over GraphQL, with no role
 * gate in front, a student finds nothing (404). Meetings and tasks of one student: the student (their scheduled
 * meetings, their tasks) and staff of the student's school; another student and another school's counselor find
 * nothing (404, never 403). Writes go to fresh students, so they stay harmless to the other rows.
 */
import { PERMISSIONS, field, route, type Expectations, type FieldRow, type RouteRow } from './authorization-table.js';
import type { Caller, FreshStudent, MatrixContext } from './support/matrix-context.js';
import type { Client } from './support/portal.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

/** Notes: staff of the student's school and admins; every student (even the owner) and another school's counselor: 404. */
const staffNotes: Expectations = { anon: 401, owner: 404, other: 404, counselor: 'ok', foreignCounselor: 404, admin: 'ok' };
/** The student themself and staff of their school; another student and another school's counselor: 404. */
const ownerOrStaff: Expectations = { anon: 401, owner: 'ok', other: 404, counselor: 'ok', foreignCounselor: 404, admin: 'ok' };
/** A service's part of an export: the owner and admins; anyone else is refused by the owning service. */
const exportPart: Expectations = { anon: 401, owner: 'ok', other: 403, counselor: 403, foreignCounselor: 403, admin: 'ok' };

const as = (fx: FreshStudent, ctx: MatrixContext, caller: Caller): Client => (caller === 'owner' ? fx.client : ctx.clients[caller]);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const NOTE = { body: '<p>Matrix note</p>', tags: ['academic'] };
const MEETING = { startsAt: `${inDays(3)}T15:00:00.000Z`, lengthMinutes: 30, kind: 'individual' };

/** Polls `read` until it answers something (the services learn from events), as a fixture that must succeed. */
const poll = <T>(what: string, read: () => Promise<T | null>) => until(`fixture: ${what}`, read, (v): v is T => v !== null, PORTAL_WAIT);

/** A fresh student (default school) whom the counseling service knows: it learns students from events. */
async function knownStudent(ctx: MatrixContext): Promise<FreshStudent> {
  const s = await ctx.newStudent();
  await poll('counseling learned of the new student', async () =>
    ((await s.client.get(`/api/students/${s.studentId}/tasks`)).status === 200 ? true : null));
  return s;
}

async function made<T extends { id: string }>(client: Client, path: string, body: unknown): Promise<string> {
  const res = await client.post<T>(path, body);
  if (res.status !== 201) throw new Error(`fixture: POST ${path} answered ${res.status} ${res.text.slice(0, 300)}`);
  return res.body.id;
}

/** A fresh student with one note (or meeting) per staff caller allowed to delete one; the refused try the counselor's. */
async function withOwn(ctx: MatrixContext, kind: 'notes' | 'meetings') {
  const s = await knownStudent(ctx);
  const body = kind === 'notes' ? NOTE : MEETING;
  const counselor = await made(ctx.clients.counselor, `/api/students/${s.studentId}/${kind}`, body);
  const admin = await made(ctx.clients.admin, `/api/students/${s.studentId}/${kind}`, body);
  const ids: Record<Caller, string> = { anon: counselor, other: counselor, teacher: counselor, guardian: counselor, foreignCounselor: counselor, counselor, admin, owner: counselor };
  return { s, ids };
}
const withNotes = (ctx: MatrixContext) => withOwn(ctx, 'notes');
const withMeetings = (ctx: MatrixContext) => withOwn(ctx, 'meetings');

/** A fresh student with a task the counselor gave them. */
async function withTask(ctx: MatrixContext) {
  const s = await knownStudent(ctx);
  const taskId = await made(ctx.clients.counselor, '/api/tasks', { title: 'Matrix task', dueDate: inDays(7), assignees: { studentIds: [s.studentId] } });
  return { s, taskId };
}

/** A fresh student with one task the counselor gave them per staff caller allowed to delete one; the refused try the counselor's. */
async function withTasks(ctx: MatrixContext) {
  const s = await knownStudent(ctx);
  const give = () => made(ctx.clients.counselor, '/api/tasks', { title: 'Matrix task', dueDate: inDays(7), assignees: { studentIds: [s.studentId] } });
  const counselor = await give();
  const admin = await give();
  const ids: Record<Caller, string> = { anon: counselor, other: counselor, teacher: counselor, guardian: counselor, foreignCounselor: counselor, counselor, admin, owner: counselor };
  return { s, ids };
}

/** A fresh student with one application that counseling has heard of (another school's counselor is then refused). */
async function withApplication(ctx: MatrixContext) {
  const s = await knownStudent(ctx);
  const res = await s.client.post<{ id: string }>(`/api/students/${s.studentId}/applications`, { collegeId: '243744', plan: 'RD' });
  if (res.status !== 201) throw new Error(`fixture: POST /api/students/{id}/applications answered ${res.status} ${res.text.slice(0, 300)}`);
  const applicationId = res.body.id;
  await poll('counseling learned of the application', async () => {
    const r = await ctx.clients.foreignCounselor.post<{ errors?: unknown[] }>('/graphql', {
      query: 'query($a: ID!) { applicationTasks(applicationId: $a) { taskId } }', variables: { a: applicationId },
    });
    return r.body.errors?.length ? true : null;
  });
  return { s, applicationId };
}

export const COUNSELING_ROUTES: RouteRow[] = [
  route({
    method: 'GET', path: '/api/students/:id/notes', expect: staffNotes, note: 'a student reading their own notes finds none (404)',
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/notes` }),
  }),
  route({
    method: 'POST', path: '/api/students/:id/notes', expect: PERMISSIONS.staffAboutStudent, fixture: knownStudent,
    request: (ctx, caller, fx) => ({ client: as(fx, ctx, caller), path: `/api/students/${fx.studentId}/notes`, body: NOTE }),
  }),
  route({
    method: 'PATCH', path: '/api/notes/:id', expect: PERMISSIONS.staffAboutStudent, fixture: withNotes,
    request: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), path: `/api/notes/${fx.ids.counselor}`, body: { pinned: true } }),
  }),
  route({
    method: 'DELETE', path: '/api/notes/:id', expect: PERMISSIONS.staffAboutStudent, fixture: withNotes,
    note: 'the counselor and the admin each delete a note of their own; the refused try the counselor\'s',
    request: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), path: `/api/notes/${fx.ids[caller]}` }),
  }),
  route({
    method: 'GET', path: '/api/students/:id/meetings', expect: ownerOrStaff, note: 'the student: their scheduled meetings only',
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/meetings` }),
  }),
  route({
    method: 'POST', path: '/api/students/:id/meetings', expect: PERMISSIONS.staffAboutStudent, fixture: knownStudent,
    request: (ctx, caller, fx) => ({ client: as(fx, ctx, caller), path: `/api/students/${fx.studentId}/meetings`, body: MEETING }),
  }),
  route({
    method: 'PATCH', path: '/api/meetings/:id', expect: PERMISSIONS.staffAboutStudent, fixture: withMeetings,
    request: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), path: `/api/meetings/${fx.ids.counselor}`, body: { topics: ['essays'] } }),
  }),
  route({
    method: 'DELETE', path: '/api/meetings/:id', expect: PERMISSIONS.staffAboutStudent, fixture: withMeetings,
    request: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), path: `/api/meetings/${fx.ids[caller]}` }),
  }),
  route({
    method: 'POST', path: '/api/tasks', expect: PERMISSIONS.staffAboutStudent, fixture: knownStudent,
    note: 'a task for one fresh student of the default school: another school\'s counselor does not find them',
    request: (_ctx, _caller, fx) => ({ body: { title: 'Matrix task', dueDate: inDays(7), assignees: { studentIds: [fx.studentId] } } }),
  }),
  route({
    method: 'PATCH', path: '/api/tasks/:id', expect: PERMISSIONS.staffAboutStudent, fixture: withTask,
    note: 'the counselor who gave it and admins; a colleague of the same school who did not: 403 (gateway/test/counseling-routes.test.ts)',
    request: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), path: `/api/tasks/${fx.taskId}`, body: { title: 'Renamed task' } }),
  }),
  route({
    method: 'DELETE', path: '/api/tasks/:id', expect: PERMISSIONS.staffAboutStudent, fixture: withTasks,
    note: 'the counselor and the admin each delete a task of the counselor\'s; the refused try the counselor\'s',
    request: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), path: `/api/tasks/${fx.ids[caller]}` }),
  }),
  route({ method: 'GET', path: '/api/tasks', expect: PERMISSIONS.staff, request: () => ({ path: '/api/tasks?scope=all' }) }),
  route({
    method: 'GET', path: '/api/students/:id/tasks', expect: ownerOrStaff,
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/tasks` }),
  }),
  route({
    method: 'PATCH', path: '/api/tasks/:id/completion', expect: { ...ownerOrStaff, teacher: 403 }, fixture: withTask,
    note: 'the student for themselves, or staff of the student; a teacher is refused by role before any lookup',
    request: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), path: `/api/tasks/${fx.taskId}/completion`, body: { studentId: fx.s.studentId, done: true } }),
  }),
];

const NOTE_FIELDS = 'id body pinned tags history { previousBody }';
const MEETING_FIELDS = 'id startsAt kind state note';
const ASSIGNMENT_FIELDS = 'taskId studentId title done overdue';

export const COUNSELING_FIELDS: FieldRow[] = [
  field({
    type: 'Query', field: 'studentNotes', document: `query($s: ID!) { studentNotes(studentId: $s) { ${NOTE_FIELDS} } }`,
    expect: staffNotes, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }),
  }),
  field({ type: 'Query', field: 'recentNotes', document: `query { recentNotes(limit: 5) { ${NOTE_FIELDS} studentName } }`, expect: PERMISSIONS.staff }),
  field({
    type: 'Query', field: 'studentMeetings', document: `query($s: ID!) { studentMeetings(studentId: $s) { ${MEETING_FIELDS} } }`,
    expect: ownerOrStaff, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }),
  }),
  field({ type: 'Query', field: 'myUpcomingMeetings', document: `query { myUpcomingMeetings { ${MEETING_FIELDS} } }`, expect: PERMISSIONS.studentSelf }),
  field({ type: 'Query', field: 'todaysMeetings', document: `query { todaysMeetings { ${MEETING_FIELDS} studentName } }`, expect: PERMISSIONS.staff }),
  field({ type: 'Query', field: 'tasks', document: 'query { tasks(scope: ALL, limit: 5) { id doneCount total overdueCount } }', expect: PERMISSIONS.staff }),
  field({
    type: 'Query', field: 'studentTasks', document: `query($s: ID!) { studentTasks(studentId: $s) { ${ASSIGNMENT_FIELDS} } }`,
    expect: ownerOrStaff, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }),
  }),
  field({
    type: 'Query', field: 'applicationTasks', document: `query($a: ID!) { applicationTasks(applicationId: $a) { ${ASSIGNMENT_FIELDS} } }`,
    expect: ownerOrStaff, fixture: withApplication, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { a: fx.applicationId } }),
  }),
  field({ type: 'Query', field: 'overdueTasks', document: `query { overdueTasks(limit: 5) { ${ASSIGNMENT_FIELDS} studentName } }`, expect: PERMISSIONS.staff }),
  field({
    type: 'Query', field: 'counselingRecordExport', document: 'query($s: ID!, $u: ID!) { counselingRecordExport(studentId: $s, studentUserId: $u) }',
    expect: exportPart, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId, u: ctx.ids.ownerUserId } }),
  }),
  field({
    type: 'Mutation', field: 'createNote', document: 'mutation($s: ID!, $i: NoteInput!) { createNote(studentId: $s, input: $i) { id } }',
    expect: staffNotes, fixture: knownStudent, note: 'no role gate in front: a student finds nothing (404), even their own',
    call: (ctx, caller, fx) => ({ client: as(fx, ctx, caller), variables: { s: fx.studentId, i: NOTE } }),
  }),
  field({
    type: 'Mutation', field: 'updateNote', document: 'mutation($id: ID!) { updateNote(id: $id, input: { pinned: true }) { id pinned } }',
    expect: staffNotes, fixture: withNotes, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { id: fx.ids.counselor } }),
  }),
  field({
    type: 'Mutation', field: 'deleteNote', document: 'mutation($id: ID!) { deleteNote(id: $id) }',
    expect: staffNotes, fixture: withNotes, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { id: fx.ids[caller] } }),
  }),
  field({
    type: 'Mutation', field: 'createMeeting', document: 'mutation($s: ID!, $i: MeetingInput!) { createMeeting(studentId: $s, input: $i) { id } }',
    expect: staffNotes, fixture: knownStudent, note: 'staff\'s: a student finds nothing (404)',
    call: (ctx, caller, fx) => ({ client: as(fx, ctx, caller), variables: { s: fx.studentId, i: MEETING } }),
  }),
  field({
    type: 'Mutation', field: 'updateMeeting', document: 'mutation($id: ID!) { updateMeeting(id: $id, input: { topics: ["essays"] }) { id topics } }',
    expect: staffNotes, fixture: withMeetings, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { id: fx.ids.counselor } }),
  }),
  field({
    type: 'Mutation', field: 'deleteMeeting', document: 'mutation($id: ID!) { deleteMeeting(id: $id) }',
    expect: staffNotes, fixture: withMeetings, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { id: fx.ids[caller] } }),
  }),
  field({
    type: 'Mutation', field: 'createTask', document: 'mutation($i: CreateTaskInput!) { createTask(input: $i) { id total } }',
    expect: PERMISSIONS.staffAboutStudent, fixture: knownStudent,
    call: (_ctx, _caller, fx) => ({ variables: { i: { title: 'Matrix task', dueDate: inDays(7), assignees: { studentIds: [fx.studentId] } } } }),
  }),
  field({
    type: 'Mutation', field: 'updateTask', document: 'mutation($id: ID!) { updateTask(id: $id, input: { title: "Renamed task" }) { id title } }',
    expect: PERMISSIONS.staffAboutStudent, fixture: withTask, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { id: fx.taskId } }),
  }),
  field({
    type: 'Mutation', field: 'deleteTask', document: 'mutation($id: ID!) { deleteTask(id: $id) }',
    expect: PERMISSIONS.staffAboutStudent, fixture: withTasks, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { id: fx.ids[caller] } }),
  }),
  field({
    type: 'Mutation', field: 'setTaskCompletion',
    document: `mutation($t: ID!, $s: ID!) { setTaskCompletion(taskId: $t, studentId: $s, done: true) { ${ASSIGNMENT_FIELDS} } }`,
    expect: { ...ownerOrStaff, teacher: 403 }, note: 'a teacher is refused by role before any lookup',
    fixture: withTask, call: (ctx, caller, fx) => ({ client: as(fx.s, ctx, caller), variables: { t: fx.taskId, s: fx.s.studentId } }),
  }),
];
