/**
 * The roster's rows of the authorization table: its REST routes and GraphQL root fields, with the
 * answer each caller must get. authorization-table.ts adds them to REST_ROUTES and GRAPHQL_FIELDS.
 *
 * Every call that writes stays harmless to the other rows: schools and imports are new ones made for the
 * row, the rollover is always a dry run, and a staff member is assigned the schools they already have.
 */
import { PERMISSIONS, field, route, type FieldRow, type RouteRow } from './authorization-table.js';
import type { Caller, MatrixContext } from './support/matrix-context.js';

const SCHOOL = 'id name archived';
const IMPORT = 'id status counts { create rejected }';

/** A small Counsel CSV with one new student of a school of its own (unique per call). */
function rosterFile(ctx: MatrixContext) {
  const email = ctx.uniqueEmail('roster');
  const id = email.split('@')[0];
  return ['role,local_id,first_name,last_name,email,school,school_nces_id,grade,counselor_email',
    `student,${id},Matrix,Imported,${email},Matrix Import High,,10,`].join('\n') + '\n';
}

/** The admin's signed roster upload, with a roster file sent to it. */
async function rosterUpload(ctx: MatrixContext): Promise<string> {
  const admin = ctx.clients.admin;
  const res = await admin.post<{ uploadURL: string }>('/api/roster/imports/upload-url');
  if (res.status !== 200) throw new Error(`fixture: roster upload-url answered ${res.status} ${res.text.slice(0, 300)}`);
  const put = await fetch(new URL(res.body.uploadURL, ctx.baseUrl), { method: 'PUT', body: rosterFile(ctx), headers: { 'content-type': 'text/csv', cookie: admin.cookie! } });
  if (put.status !== 200) throw new Error(`fixture: roster upload answered ${put.status}`);
  return res.body.uploadURL;
}
const uploadIdOf = (ctx: MatrixContext, uploadURL: string) => new URL(uploadURL, ctx.baseUrl).pathname.split('/').pop()!;

/** A previewed (not applied) import of a fresh file. */
async function rosterPreview(ctx: MatrixContext): Promise<string> {
  const res = await ctx.clients.admin.post<{ id: string }>('/api/roster/imports', { uploadURL: await rosterUpload(ctx), format: 'counsel-csv' });
  if (res.status !== 200) throw new Error(`fixture: roster preview answered ${res.status} ${res.text.slice(0, 300)}`);
  return res.body.id;
}

/** A school made for the row. */
async function newSchool(ctx: MatrixContext): Promise<string> {
  const res = await ctx.clients.admin.post<{ id: string }>('/api/schools', { name: `Matrix School ${ctx.uniqueEmail('school')}`.slice(0, 200) });
  if (res.status !== 201) throw new Error(`fixture: POST /api/schools answered ${res.status} ${res.text.slice(0, 300)}`);
  return res.body.id;
}

/** Only the admin's call reaches the roster service; the others are refused before their input is read. */
const adminUpload = async (ctx: MatrixContext, caller: Caller) => (caller === 'admin' ? rosterUpload(ctx) : 'https://example.org/api/uploads/none');

export const ROSTER_ROUTES: RouteRow[] = [
  route({ method: 'GET', path: '/api/schools', expect: PERMISSIONS.staff, note: 'counselors get their own schools (the foreign counselor: the second school)' }),
  route({ method: 'POST', path: '/api/schools', expect: PERMISSIONS.adminOnly, request: (ctx) => ({ body: { name: `Matrix School ${ctx.uniqueEmail('new')}`.slice(0, 200) } }) }),
  route({
    method: 'PATCH', path: '/api/schools/:id', expect: PERMISSIONS.adminOnly, fixture: newSchool,
    request: (_ctx, _caller, id) => ({ path: `/api/schools/${id}`, body: { city: 'Renamed City' } }),
  }),
  route({
    method: 'PUT', path: '/api/users/:id/schools', expect: PERMISSIONS.adminOnly, note: 'the foreign counselor is given the school they already have',
    request: (ctx) => ({ path: `/api/users/${ctx.ids.foreignCounselorUserId}/schools`, body: { schoolIds: [ctx.ids.foreignSchoolId] } }),
  }),
  route({
    method: 'PUT', path: '/api/students/:id/counselor', expect: PERMISSIONS.staffAboutStudent,
    note: 'staff of the student\'s school and admins; the counselor of another school gets 404 (clears a hand assignment: changes nothing)',
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/counselor`, body: { counselorId: null } }),
  }),
  route({ method: 'POST', path: '/api/roster/imports/upload-url', expect: PERMISSIONS.adminOnly, body: 'none' }),
  route({
    method: 'POST', path: '/api/roster/imports', expect: PERMISSIONS.adminOnly, note: 'the admin previews a file sent to their own upload URL',
    request: async (ctx, caller) => ({ body: { uploadURL: await adminUpload(ctx, caller), format: 'counsel-csv' } }),
  }),
  route({
    method: 'POST', path: '/api/roster/imports/:id/apply', expect: PERMISSIONS.adminOnly, fixture: rosterPreview,
    note: 'a fresh one-student file of a school of its own', request: (_ctx, _caller, id) => ({ path: `/api/roster/imports/${id}/apply` }),
  }),
  route({ method: 'GET', path: '/api/roster/imports', expect: PERMISSIONS.adminOnly }),
  route({
    method: 'GET', path: '/api/roster/imports/:id/accounts', expect: PERMISSIONS.adminOnly, fixture: rosterPreview,
    note: 'an import not applied yet: 0 of 0 accounts', request: (_ctx, _caller, id) => ({ path: `/api/roster/imports/${id}/accounts` }),
  }),
  route({
    method: 'GET', path: '/api/roster/imports/:id/links', expect: PERMISSIONS.adminOnly, fixture: rosterPreview,
    note: 'an import not applied yet: an empty CSV', request: (_ctx, _caller, id) => ({ path: `/api/roster/imports/${id}/links` }),
  }),
  route({ method: 'POST', path: '/api/roster/rollover', expect: PERMISSIONS.adminOnly, note: 'always a dry run here', request: () => ({ body: { dryRun: true } }) }),
];

export const ROSTER_FIELDS: FieldRow[] = [
  field({ type: 'Query', field: 'schools', document: `query { schools { ${SCHOOL} } }`, expect: PERMISSIONS.staff }),
  field({
    type: 'Query', field: 'school', document: `query($id: ID!) { school(id: $id) { ${SCHOOL} } }`, expect: PERMISSIONS.staff,
    note: 'null for a school that is not the caller\'s', call: (ctx) => ({ variables: { id: ctx.ids.foreignSchoolId } }),
  }),
  field({ type: 'Query', field: 'rosterImports', document: 'query { rosterImports(limit: 1) { total } }', expect: PERMISSIONS.adminOnly }),
  field({ type: 'Query', field: 'rosterImport', document: 'query { rosterImport(id: "no-such-import") { id } }', expect: PERMISSIONS.adminOnly, note: 'null for an unknown id' }),
  field({
    type: 'Mutation', field: 'createSchool', document: `mutation($i: SchoolInput!) { createSchool(input: $i) { ${SCHOOL} } }`, expect: PERMISSIONS.adminOnly,
    call: (ctx) => ({ variables: { i: { name: `Matrix School ${ctx.uniqueEmail('gql')}`.slice(0, 200) } } }),
  }),
  field({
    type: 'Mutation', field: 'updateSchool', document: `mutation($id: ID!) { updateSchool(id: $id, patch: { city: "Renamed City" }) { ${SCHOOL} } }`,
    expect: PERMISSIONS.adminOnly, fixture: newSchool, call: (_ctx, _caller, id) => ({ variables: { id } }),
  }),
  field({
    type: 'Mutation', field: 'setStaffSchools', document: 'mutation($u: ID!, $s: [ID!]!) { setStaffSchools(userId: $u, schoolIds: $s) { id } }',
    expect: PERMISSIONS.adminOnly, call: (ctx) => ({ variables: { u: ctx.ids.foreignCounselorUserId, s: [ctx.ids.foreignSchoolId] } }),
  }),
  field({
    type: 'Mutation', field: 'assignCounselor', document: 'mutation($s: ID!) { assignCounselor(studentId: $s, counselorId: null) }',
    expect: PERMISSIONS.staffAboutStudent, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }),
  }),
  field({
    type: 'Mutation', field: 'setCaseloadRules', document: 'mutation($s: ID!) { setCaseloadRules(schoolId: $s, rules: []) { id } }',
    expect: PERMISSIONS.adminOnly, fixture: newSchool, call: (_ctx, _caller, id) => ({ variables: { s: id } }),
  }),
  field({ type: 'Mutation', field: 'createRosterUploadUrl', document: 'mutation { createRosterUploadUrl { uploadId } }', expect: PERMISSIONS.adminOnly }),
  field({
    type: 'Mutation', field: 'previewRosterImport', document: `mutation($u: ID!) { previewRosterImport(uploadId: $u, format: COUNSEL_CSV) { ${IMPORT} } }`,
    expect: PERMISSIONS.adminOnly,
    call: async (ctx, caller) => ({ variables: { u: caller === 'admin' ? uploadIdOf(ctx, await rosterUpload(ctx)) : '00000000-0000-4000-8000-000000000000' } }),
  }),
  field({
    type: 'Mutation', field: 'applyRosterImport', document: `mutation($id: ID!) { applyRosterImport(id: $id) { ${IMPORT} } }`,
    expect: PERMISSIONS.adminOnly, fixture: rosterPreview, call: (_ctx, _caller, id) => ({ variables: { id } }),
  }),
  field({ type: 'Mutation', field: 'rollover', document: 'mutation { rollover(dryRun: true) { promoted graduated } }', expect: PERMISSIONS.adminOnly, note: 'always a dry run here' }),
];
