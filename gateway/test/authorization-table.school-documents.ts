/**
 * The letters service's packet rows of the authorization table: school documents, the school profile, the packet
 * PDF and brag sheets, over REST and GraphQL. authorization-matrix.test.ts adds them to the table.
 *
 * A student's documents and brag sheet: the student and staff of their school; another student, another school's
 * counselor and the teacher find nothing (404). Only staff write documents (the student: 403); only the student
 * writes the brag sheet (staff: 403). Questions and the profile are per school: rows use the foreign school, so
 * the demo school's stay as they are; the demo counselor finds no such school (404). Sharing a brag sheet is the
 * asking student's move: staff are refused (403); a teacher not asked finds no such request (404). The brag sheet's
 * family part is read as the sheet is and by a guardian linked to the student (the matrix's guardian, of another
 * student, finds nobody), and written by that guardian only (the student and staff: 403).
 */
import { PERMISSIONS, field, route, type Expectations, type FieldRow, type RouteRow } from './authorization-table.js';
import type { MatrixContext } from './support/matrix-context.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

const ownerOrStaff: Expectations = { anon: 401, owner: 'ok', other: 404, counselor: 'ok', foreignCounselor: 404, admin: 'ok' };
/** Over REST the writes are gated by role first (403 before any lookup); over GraphQL the service finds no such student for strangers. */
const staffWrites: Expectations = { anon: 401, owner: 403, other: 404, counselor: 'ok', foreignCounselor: 404, admin: 'ok', teacher: 404 };
const staffWritesRest: Expectations = { ...PERMISSIONS.staffAboutStudent };
const studentWrites: Expectations = { anon: 401, owner: 'ok', other: 404, counselor: 403, foreignCounselor: 404, admin: 403, teacher: 404 };
const studentWritesRest: Expectations = { anon: 401, owner: 'ok', other: 404, counselor: 403, foreignCounselor: 403, admin: 403 };
/** Staff of the (foreign) school; over GraphQL, with no role gate, everyone else finds no such school. */
const foreignSchoolStaff: Expectations = { anon: 401, owner: 404, other: 404, counselor: 404, foreignCounselor: 'ok', admin: 'ok', teacher: 404 };
/** The family part: as the sheet, the matrix's guardian (linked to another student) finding nobody. */
const familyRead: Expectations = { ...ownerOrStaff, teacher: 404, guardian: 404 };
/** Over REST guardians only (403 before any lookup); the matrix's guardian passes the gate and finds nobody. */
const familyWriteRest: Expectations = { anon: 401, owner: 403, other: 403, counselor: 403, foreignCounselor: 403, admin: 403, teacher: 403, guardian: 404 };
/** Over GraphQL (no role gate): who sees the student but is not their guardian, 403; the rest 404. */
const familyWrite: Expectations = { anon: 401, owner: 403, other: 404, counselor: 403, foreignCounselor: 404, admin: 403, teacher: 404, guardian: 404 };
/** The matrix's teacher is not the one Maya asked: for them the request does not exist (the teacher asked is refused: 403, in the routes test). */
const shareMove: Expectations = { anon: 401, owner: 'ok', other: 404, counselor: 403, foreignCounselor: 404, admin: 403, teacher: 404 };

const DOC = { state: 'not_started' };
const PROFILE_YEAR = '2020-2021';
const UPLOAD_URL = '/api/school-documents/upload-url';
/** A fresh signed upload of the admin's (the only caller the profile's role gate lets through; the rest are refused first). */
const adminUpload = (ctx: MatrixContext) => ctx.uploadFile(ctx.clients.admin, UPLOAD_URL);
const uploadIdOf = (uploadURL: string) => new URL(uploadURL, 'http://x').pathname.split('/').pop() ?? '';

/** One of Maya's demo requests (letters seeds them once it has heard of her and the teacher). */
async function mayasRequest(ctx: MatrixContext): Promise<string> {
  return until('fixture: Maya\'s demo request', async () => {
    const res = await ctx.clients.owner.get<{ items: { id: string }[] }>('/api/recommendation-requests');
    return res.body.items?.[0]?.id ?? null;
  }, (id): id is string => id !== null, PORTAL_WAIT);
}

export const SCHOOL_DOCUMENTS_ROUTES: RouteRow[] = [
  route({ method: 'GET', path: '/api/students/:id/school-documents', expect: ownerOrStaff, body: 'none',
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/school-documents` }) }),
  route({ method: 'PUT', path: '/api/students/:id/school-documents/:kind', expect: staffWritesRest,
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/school-documents/mid_year_report`, body: DOC }) }),
  route({ method: 'GET', path: '/api/students/:id/packets/:file', body: 'none',
    expect: { anon: 401, owner: 403, other: 403, counselor: 'allowed', foreignCounselor: 404, admin: 'allowed' },
    note: 'a college not on the list: staff of the school pass and find no such college',
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/packets/nowhere.pdf` }) }),
  route({ method: 'POST', path: UPLOAD_URL, expect: PERMISSIONS.staff, body: 'none', note: 'a signed URL for a school document\'s or profile\'s PDF' }),
  route({ method: 'PUT', path: '/api/schools/:id/school-profile', expect: PERMISSIONS.adminOnly,
    request: async (ctx) => ({ path: `/api/schools/${ctx.ids.foreignSchoolId}/school-profile`, body: { schoolYear: PROFILE_YEAR, uploadURL: await adminUpload(ctx) } }) }),
  route({ method: 'GET', path: '/api/students/:id/brag-sheet', expect: ownerOrStaff, body: 'none',
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/brag-sheet` }) }),
  route({ method: 'PUT', path: '/api/students/:id/brag-sheet', expect: studentWritesRest,
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/brag-sheet`, body: { answers: [] } }) }),
  route({ method: 'GET', path: '/api/students/:id/brag-sheet/family', expect: familyRead, body: 'none',
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/brag-sheet/family` }) }),
  route({ method: 'PUT', path: '/api/students/:id/brag-sheet/family', expect: familyWriteRest,
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/brag-sheet/family`, body: { answers: [] } }) }),
  route({ method: 'GET', path: '/api/schools/:id/brag-sheet-questions', body: 'none',
    expect: { anon: 401, owner: 403, other: 403, counselor: 404, foreignCounselor: 'ok', admin: 'ok', teacher: 403 },
    request: (ctx) => ({ path: `/api/schools/${ctx.ids.foreignSchoolId}/brag-sheet-questions` }) }),
  route({ method: 'PUT', path: '/api/schools/:id/brag-sheet-questions',
    expect: { anon: 401, owner: 403, other: 403, counselor: 404, foreignCounselor: 'ok', admin: 'ok', teacher: 403 },
    request: (ctx) => ({ path: `/api/schools/${ctx.ids.foreignSchoolId}/brag-sheet-questions`, body: { prompts: ['Matrix question'] } }) }),
  route<string>({ method: 'PUT', path: '/api/recommendation-requests/:id/brag-sheet-share', expect: studentWritesRest, fixture: mayasRequest,
    request: (_ctx, _caller, id) => ({ path: `/api/recommendation-requests/${id}/brag-sheet-share`, body: { shared: false } }) }),
];

export const SCHOOL_DOCUMENTS_FIELDS: FieldRow[] = [
  field({ type: 'Query', field: 'schoolDocuments', document: 'query($s: ID!) { schoolDocuments(studentId: $s) { kind state } }', expect: ownerOrStaff,
    call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }) }),
  field({ type: 'Query', field: 'schoolProfile', document: 'query($s: ID!) { schoolProfile(schoolId: $s, schoolYear: "2026-2027") { schoolYear } }',
    expect: foreignSchoolStaff, call: (ctx) => ({ variables: { s: ctx.ids.foreignSchoolId } }) }),
  field({ type: 'Query', field: 'bragSheet', document: 'query($s: ID!) { bragSheet(studentId: $s) { studentId } }', expect: ownerOrStaff,
    call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }) }),
  field({ type: 'Query', field: 'familyBragSheet', document: 'query($s: ID!) { familyBragSheet(studentId: $s) { studentId items { questionId } } }', expect: familyRead,
    call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }) }),
  field({ type: 'Query', field: 'bragSheetQuestions', document: 'query($s: ID!) { bragSheetQuestions(schoolId: $s) { id } }', expect: foreignSchoolStaff,
    call: (ctx) => ({ variables: { s: ctx.ids.foreignSchoolId } }) }),
  field({ type: 'Mutation', field: 'saveSchoolDocument',
    document: 'mutation($s: ID!) { saveSchoolDocument(studentId: $s, kind: "mid_year_report", input: { state: not_started }) { state } }',
    expect: staffWrites, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }) }),
  field({ type: 'Mutation', field: 'createSchoolDocumentUploadUrl', document: 'mutation { createSchoolDocumentUploadUrl { uploadId maxBytes } }',
    expect: { ...PERMISSIONS.staff, teacher: 403 } }),
  field({ type: 'Mutation', field: 'uploadSchoolProfile',
    document: 'mutation($s: ID!, $i: SchoolProfileInput!) { uploadSchoolProfile(schoolId: $s, input: $i) { schoolYear } }',
    expect: { ...PERMISSIONS.adminOnly, teacher: 403 },
    call: async (ctx) => ({ variables: { s: ctx.ids.foreignSchoolId, i: { schoolYear: PROFILE_YEAR, uploadId: uploadIdOf(await adminUpload(ctx)) } } }) }),
  field({ type: 'Mutation', field: 'saveBragSheet', document: 'mutation($s: ID!) { saveBragSheet(studentId: $s, answers: []) { studentId } }',
    expect: studentWrites, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }) }),
  field({ type: 'Mutation', field: 'saveFamilyBragSheet', document: 'mutation($s: ID!) { saveFamilyBragSheet(studentId: $s, answers: []) { studentId } }',
    expect: familyWrite, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }) }),
  field({ type: 'Mutation', field: 'setBragSheetQuestions',
    document: 'mutation($s: ID!) { setBragSheetQuestions(schoolId: $s, prompts: ["Matrix question"]) { id } }',
    expect: foreignSchoolStaff, call: (ctx) => ({ variables: { s: ctx.ids.foreignSchoolId } }) }),
  field<string>({ type: 'Mutation', field: 'shareBragSheet',
    document: 'mutation($r: ID!) { shareBragSheet(requestId: $r, shared: false) { shared } }', expect: shareMove, fixture: mayasRequest,
    call: (_ctx, _caller, id) => ({ variables: { r: id } }) }),
];
