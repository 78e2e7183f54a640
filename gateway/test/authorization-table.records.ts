/**
 * The records service's rows of the authorization table: the access log, exports, deletions and
 * retention, and each owning service's export part. authorization-matrix.test.ts adds them to the table.
 *
 * A student's access log and export are the student's and admins': another student finds nothing (404), staff
 * other than admins are refused (403: counselors read a record, they do not take a copy of all of it). Deletions
 * and retention are admins'. Each service's export part is checked by that service against the owner it holds.
 */
import { PERMISSIONS, field, route, type Expectations, type FieldRow, type RouteRow } from './authorization-table.js';
import type { FreshStudent, MatrixContext } from './support/matrix-context.js';
import type { Client } from './support/portal.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

/** The student (their own record) and admins; another student finds nothing; counselors are refused. */
const ownerOrAdmin: Expectations = { anon: 401, owner: 'ok', other: 404, counselor: 403, foreignCounselor: 403, admin: 'ok' };
/** The access log: as ownerOrAdmin, and a guardian linked to the student; a guardian of another student finds nothing. */
const accessLog: Expectations = { ...ownerOrAdmin, guardian: 404 };
/** An export's state and archive: who started it (the owner) and admins; anyone else finds nothing. */
const exportOwnerOrAdmin: Expectations = { anon: 401, owner: 'ok', other: 404, counselor: 404, foreignCounselor: 404, admin: 'ok' };
/** A service's part of an export: the owner and admins; anyone else is refused by the owning service. */
const exportPart: Expectations = { anon: 401, owner: 'ok', other: 403, counselor: 403, foreignCounselor: 403, admin: 'ok' };

/** Polls `read` until it answers something (the services learn from events), as a fixture that must succeed. */
const poll = <T>(what: string, read: () => Promise<T | null>) => until(`fixture: ${what}`, read, (v): v is T => v !== null, PORTAL_WAIT);

/** The owner's export of their own record, READY (the records service learns students from events: retried). */
async function readyExport(ctx: MatrixContext): Promise<string> {
  const owner = ctx.clients.owner;
  const started = await poll('the owner\'s export started', async () => {
    const res = await owner.post<{ id: string }>(`/api/students/${ctx.ids.ownerStudentId}/export`, {});
    return res.status === 202 ? res.body.id : null;
  });
  await poll('the owner\'s export ready', async () => {
    const res = await owner.get<{ state: string }>(`/api/exports/${started}`);
    if (res.body.state === 'FAILED') throw new Error(`fixture: the export failed: ${res.text.slice(0, 300)}`);
    return res.body.state === 'READY' ? true : null;
  });
  return started;
}

/** A fresh student the records service knows (from the students service's events). */
async function knownStudent(ctx: MatrixContext): Promise<FreshStudent> {
  const s = await ctx.newStudent();
  await poll('records learned of the new student', async () =>
    ((await s.client.get(`/api/students/${s.studentId}/access-log`)).status === 200 ? true : null));
  return s;
}

/** An admin's deletion of a fresh student; `complete` waits until every service confirmed. */
async function deletion(ctx: MatrixContext, complete = false): Promise<string> {
  const s = await knownStudent(ctx);
  const admin: Client = ctx.clients.admin;
  const res = await admin.request<{ id: string }>('DELETE', `/api/students/${s.studentId}`);
  if (res.status !== 202) throw new Error(`fixture: DELETE /api/students/{id} answered ${res.status} ${res.text.slice(0, 300)}`);
  if (complete) {
    await poll('the deletion complete', async () =>
      ((await admin.get<{ state: string }>(`/api/deletions/${res.body.id}`)).body.state === 'COMPLETE' ? true : null));
  }
  return res.body.id;
}

export const RECORDS_ROUTES: RouteRow[] = [
  route({
    method: 'GET', path: '/api/students/:id/access-log', expect: accessLog,
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/access-log` }),
  }),
  route({
    method: 'POST', path: '/api/students/:id/export', expect: ownerOrAdmin,
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/export`, body: {} }),
  }),
  route({
    method: 'GET', path: '/api/exports/:id', expect: exportOwnerOrAdmin, fixture: readyExport,
    request: (_ctx, _caller, id) => ({ path: `/api/exports/${id}` }),
  }),
  route({
    method: 'GET', path: '/api/exports/:id/archive', expect: exportOwnerOrAdmin, fixture: readyExport,
    request: (_ctx, _caller, id) => ({ path: `/api/exports/${id}/archive` }),
  }),
  route({
    method: 'DELETE', path: '/api/students/:id', expect: PERMISSIONS.adminOnly, fixture: knownStudent,
    note: 'a fresh student: only the admin\'s call deletes (the others are refused by role first)',
    request: (_ctx, _caller, fx) => ({ path: `/api/students/${fx.studentId}` }),
  }),
  route({ method: 'GET', path: '/api/deletions', expect: PERMISSIONS.adminOnly }),
  route({
    method: 'GET', path: '/api/deletions/:id', expect: PERMISSIONS.adminOnly, fixture: (ctx) => deletion(ctx),
    request: (_ctx, _caller, id) => ({ path: `/api/deletions/${id}` }),
  }),
  route({
    method: 'GET', path: '/api/deletions/:id/certificate', expect: PERMISSIONS.adminOnly, fixture: (ctx) => deletion(ctx, true),
    request: (_ctx, _caller, id) => ({ path: `/api/deletions/${id}/certificate` }),
  }),
  route({ method: 'GET', path: '/api/retention/preview', expect: PERMISSIONS.adminOnly }),
  route({ method: 'PUT', path: '/api/retention', expect: PERMISSIONS.adminOnly, note: 'switching it off: harmless to the other rows', request: () => ({ body: { enabled: false } }) }),
];

const part = (service: string): FieldRow => field({
  type: 'Query', field: `${service}RecordExport`, expect: exportPart,
  document: `query($s: ID!, $u: ID!) { ${service}RecordExport(studentId: $s, studentUserId: $u) }`,
  call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId, u: ctx.ids.ownerUserId } }),
});

export const RECORDS_FIELDS: FieldRow[] = [
  field({
    type: 'Query', field: 'studentAccessLog', document: 'query($s: ID!) { studentAccessLog(studentId: $s) { total items { actorName } } }',
    expect: accessLog, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }),
  }),
  field({
    type: 'Query', field: 'recordExport', document: 'query($id: ID!) { recordExport(id: $id) { id state } }', fixture: readyExport,
    expect: PERMISSIONS.signedIn, note: 'null for anyone but who started it and admins (REST answers that 404)',
    call: (_ctx, _caller, id) => ({ variables: { id } }),
  }),
  field({ type: 'Query', field: 'studentDeletion', document: 'query { studentDeletion(id: "matrix-no-such-deletion") { id } }', expect: PERMISSIONS.adminOnly }),
  field({ type: 'Query', field: 'studentDeletions', document: 'query { studentDeletions(limit: 5) { id state } }', expect: PERMISSIONS.adminOnly }),
  field({ type: 'Query', field: 'retentionPreview', document: 'query { retentionPreview { enabled total } }', expect: PERMISSIONS.adminOnly }),
  field({
    type: 'Mutation', field: 'startRecordExport', document: 'mutation($s: ID!) { startRecordExport(studentId: $s) { id } }',
    expect: ownerOrAdmin, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }),
  }),
  field({
    type: 'Mutation', field: 'deleteStudentRecord', document: 'mutation($s: ID!) { deleteStudentRecord(studentId: $s) { id } }',
    expect: PERMISSIONS.adminOnly, fixture: knownStudent, call: (_ctx, _caller, fx) => ({ variables: { s: fx.studentId } }),
  }),
  field({ type: 'Mutation', field: 'setRetentionEnabled', document: 'mutation { setRetentionEnabled(enabled: false) { enabled } }', expect: PERMISSIONS.adminOnly }),
  ...['identity', 'students', 'roster', 'documents', 'colleges', 'chat'].map(part),
];
