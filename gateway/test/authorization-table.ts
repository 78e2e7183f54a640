/**
 * The authorization table (the spec's permission table): every REST route under /api and every GraphQL root field,
 * with the answer each caller must get. `authorization-matrix.test.ts` calls them all and fails when the
 * gateway registers a route (or the supergraph a root field) that has no row here.
 *
 * Adding a route: add one row with its method, Fastify path template, a preset from PERMISSIONS (or a
 * literal per-caller map), and a `request` builder when the call needs path ids, a body or a fixture.
 * Callers run in CALLERS order (refusals first, the owner last).
 */
import { SMALL_PDF, type Caller, type FreshStudent, type MatrixContext } from './support/matrix-context.js';
import { PERMISSIONS, field, route, type Expectations, type FieldRow, type RouteRow } from './support/authorization-rows.js';

// The row model lives in support/authorization-rows.ts; the domain tables import it from here.
export { PERMISSIONS, expectedOutcome, field, route, type Expectations, type FieldRow, type Outcome, type RouteRow } from './support/authorization-rows.js';

/** Staff pass authorization and then find nothing (an unknown id, an upload without bytes). */
const STAFF_MISSING: Expectations = { ...PERMISSIONS.staff, counselor: 'allowed', foreignCounselor: 'allowed', admin: 'allowed' };

/** The caller's client, except the owner, who is the fixture's student. */
const ownerIs = (fx: FreshStudent, ctx: MatrixContext, caller: Caller) => (caller === 'owner' ? fx.client : ctx.clients[caller]);
const newStudent = (ctx: MatrixContext) => ctx.newStudent();
const newStudentWithoutProfile = (ctx: MatrixContext) => ctx.newStudent({ profile: false });
const PROMPT = 'You are a careful, encouraging college-counseling assistant. Cite your sources. (authorization matrix)';
const COURSES = { courses: [{ courseName: 'AP Biology', level: 'AP', grade: 'A' }] };
const ACTIVITIES = { activities: [{ name: 'Robotics', role: 'Captain', years: 2, hoursPerWeek: 5 }] };
const PREFERENCES = { overallFeeling: 'Excited', concerns: 'Financial Aid/Scholarship', collegeSearchStarted: 'Yes', collegeSizePreferences: [], locationPreferences: [], academicsExtracurricularsPreferences: [] };
const staffAccount = (ctx: MatrixContext) => ({ email: ctx.uniqueEmail('staff'), password: 'matrix-staff-1', firstName: 'Matrix', lastName: 'Staff', role: 'counselor' });
const chatBody = (ctx: MatrixContext) => ({ message: 'What should this student focus on next?', studentId: ctx.ids.ownerStudentId, provider: 'gemini' });

export const REST_ROUTES: RouteRow[] = [
  // identity
  route({ method: 'GET', path: '/api/auth/user', expect: PERMISSIONS.signedIn }),
  route({
    method: 'POST', path: '/api/auth/login', expect: PERMISSIONS.public, fixture: newStudentWithoutProfile,
    request: (_ctx, _caller, fx) => ({ body: { email: fx.email, password: fx.password } }),
  }),
  route({
    method: 'POST', path: '/api/auth/register', expect: PERMISSIONS.public, note: 'self-registration is open and only ever makes students',
    request: (ctx) => ({ body: { email: ctx.uniqueEmail('register'), password: 'matrix-pass-1', firstName: 'New', lastName: 'Student' } }),
  }),
  route({ method: 'POST', path: '/api/auth/register-counselor', expect: PERMISSIONS.adminOnly, request: (ctx) => ({ body: staffAccount(ctx) }) }),
  route({
    method: 'POST', path: '/api/auth/logout', expect: PERMISSIONS.public, note: 'signing out without a session is a no-op', body: 'none',
    request: async (ctx, caller) => ({ client: await ctx.session(caller) }),
  }),
  route({ method: 'GET', path: '/api/logout', expect: PERMISSIONS.public, request: async (ctx, caller) => ({ client: await ctx.session(caller) }) }),
  route({ method: 'GET', path: '/api/users', expect: PERMISSIONS.adminOnly }),
  route({
    method: 'PUT', path: '/api/users/:id/password', expect: PERMISSIONS.adminOnly, fixture: newStudentWithoutProfile,
    note: 'the target is a throwaway student: a reset ends its sessions',
    request: (_ctx, _caller, fx) => ({ path: `/api/users/${fx.userId}/password`, body: { password: 'matrix-reset-1' } }),
  }),
  route({ method: 'GET', path: '/api/audit-log', expect: PERMISSIONS.adminOnly }),

  // students
  route({ method: 'GET', path: '/api/students', expect: PERMISSIONS.staff }),
  route({ method: 'GET', path: '/api/students/me', expect: { ...PERMISSIONS.signedIn, counselor: 404, foreignCounselor: 404, admin: 404 }, note: 'staff have no profile' }),
  route({ method: 'GET', path: '/api/students/:id', expect: PERMISSIONS.ownerOrStaff, request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}` }) }),
  route({
    method: 'POST', path: '/api/students', expect: PERMISSIONS.ownerOnly, fixture: newStudentWithoutProfile,
    note: 'a profile for the fixture student: only that student may create it',
    request: (ctx, caller, fx) => ({ client: ownerIs(fx, ctx, caller), body: { userId: fx.userId, gpa: 3.1 } }),
  }),
  route({
    method: 'PUT', path: '/api/students/:id', expect: PERMISSIONS.ownerOnly, fixture: newStudent,
    request: (ctx, caller, fx) => ({ client: ownerIs(fx, ctx, caller), path: `/api/students/${fx.studentId}`, body: { userId: fx.userId, gpa: 3.3 } }),
  }),
  route({ method: 'GET', path: '/api/students/:id/academics', expect: PERMISSIONS.ownerOrStaff, request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/academics` }) }),
  route({ method: 'GET', path: '/api/students/:id/activities', expect: PERMISSIONS.ownerOrStaff, request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/activities` }) }),
  route({
    method: 'PUT', path: '/api/students/:id/courses', expect: PERMISSIONS.ownerOnly, fixture: newStudent,
    request: (ctx, caller, fx) => ({ client: ownerIs(fx, ctx, caller), path: `/api/students/${fx.studentId}/courses`, body: COURSES }),
  }),
  route({
    method: 'PUT', path: '/api/students/:id/activities', expect: PERMISSIONS.ownerOnly, fixture: newStudent,
    request: (ctx, caller, fx) => ({ client: ownerIs(fx, ctx, caller), path: `/api/students/${fx.studentId}/activities`, body: ACTIVITIES }),
  }),
  route({
    method: 'GET', path: '/api/students/:id/college-preferences', expect: PERMISSIONS.ownerOrStaff,
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/college-preferences` }),
  }),
  route({
    method: 'POST', path: '/api/students/:id/college-preferences', expect: PERMISSIONS.ownerOnly, fixture: newStudent,
    request: (ctx, caller, fx) => ({ client: ownerIs(fx, ctx, caller), path: `/api/students/${fx.studentId}/college-preferences`, body: PREFERENCES }),
  }),

  // documents and uploads
  route({ method: 'POST', path: '/api/documents/upload-url', expect: PERMISSIONS.studentSelf, note: 'a student reserves uploads for themselves', body: 'none' }),
  route({
    method: 'PUT', path: '/api/uploads/:uploadId', expect: PERMISSIONS.ownerOnly, body: 'raw',
    note: 'the owner\'s signed, single-use URL: only the signed-in user it was issued to may use it; a bad signature is refused for everyone',
    request: async (ctx) => {
      const url = new URL((await ctx.clients.owner.post<{ uploadURL: string }>('/api/documents/upload-url')).body.uploadURL, ctx.baseUrl);
      return { path: url.pathname + url.search, body: SMALL_PDF, headers: { 'content-type': 'application/pdf' } };
    },
  }),
  route({ method: 'GET', path: '/api/students/:id/documents', expect: PERMISSIONS.ownerOrStaff, request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/documents` }) }),
  route({
    method: 'POST', path: '/api/students/:id/documents', expect: PERMISSIONS.ownerOnly, fixture: newStudent,
    note: 'the other student registers their own upload against the owner; staff try the owner\'s upload',
    request: async (ctx, caller, fx) => {
      const uploader = caller === 'other' ? ctx.clients.other : fx.client;
      const uploadURL = await ctx.uploadFile(uploader);
      return { client: ownerIs(fx, ctx, caller), path: `/api/students/${fx.studentId}/documents`, body: { fileName: 'matrix.pdf', uploadURL } };
    },
  }),
  route({
    method: 'DELETE', path: '/api/documents/:id', expect: PERMISSIONS.ownerOnly,
    fixture: async (ctx) => { const s = await ctx.newStudent(); return { s, documentId: await ctx.newDocument(s) }; },
    request: (ctx, caller, fx) => ({ client: ownerIs(fx.s, ctx, caller), path: `/api/documents/${fx.documentId}` }),
  }),
  route({
    method: 'GET', path: '/api/documents/:id/file', expect: PERMISSIONS.ownerOrStaff,
    fixture: async (ctx) => { const s = await ctx.newStudent(); return { s, documentId: await ctx.newDocument(s) }; },
    request: (ctx, caller, fx) => ({ client: ownerIs(fx.s, ctx, caller), path: `/api/documents/${fx.documentId}/file` }),
  }),

  // chat
  route({ method: 'POST', path: '/api/chat', expect: PERMISSIONS.staffAboutStudent, request: (ctx) => ({ body: chatBody(ctx) }) }),
  route({ method: 'POST', path: '/api/chat/stream', expect: PERMISSIONS.staffAboutStudent, request: (ctx) => ({ body: chatBody(ctx) }) }),

  // settings
  route({
    method: 'GET', path: '/api/system-settings/:key', expect: PERMISSIONS.staff, note: 'saved first, so staff get 200 rather than the 404 of an unset key',
    fixture: async (ctx) => { await ctx.clients.admin.post('/api/system-settings', { key: 'chatbot_system_prompt', value: PROMPT }); },
    request: () => ({ path: '/api/system-settings/chatbot_system_prompt' }),
  }),
  route({ method: 'POST', path: '/api/system-settings', expect: PERMISSIONS.adminOnly, request: () => ({ body: { key: 'chatbot_system_prompt', value: PROMPT } }) }),

  // knowledge base and content repository
  route({ method: 'GET', path: '/api/knowledge-base-files', expect: PERMISSIONS.staff }),
  route({ method: 'POST', path: '/api/knowledge-base-files/upload-url', expect: PERMISSIONS.staff, body: 'none' }),
  route({ method: 'GET', path: '/api/content', expect: PERMISSIONS.staff, note: 'the counselor dashboard counts content items' }),
  route({ method: 'POST', path: '/api/content/reindex', expect: PERMISSIONS.adminOnly, body: 'none' }),
  route({
    method: 'POST', path: '/api/knowledge-base-files', expect: PERMISSIONS.staff,
    note: 'staff register a PDF they uploaded to their own URL; students try a counselor\'s upload',
    request: async (ctx, caller) => {
      const uploader = caller === 'admin' || caller === 'foreignCounselor' ? ctx.clients[caller] : ctx.clients.counselor;
      const uploadURL = (await uploader.post<{ uploadURL: string }>('/api/knowledge-base-files/upload-url')).body.uploadURL;
      await fetch(uploadURL, { method: 'PUT', body: SMALL_PDF, headers: { 'content-type': 'application/pdf', cookie: uploader.cookie! } });
      return { body: { fileName: 'matrix.pdf', uploadURL } };
    },
  }),
  route({ method: 'DELETE', path: '/api/knowledge-base-files/:id', expect: STAFF_MISSING, note: 'an unknown id: staff get past authorization to a 404', request: () => ({ path: `/api/knowledge-base-files/${MISSING_ID}` }) }),
  route({ method: 'GET', path: '/api/knowledge-base-files/:id/file', expect: STAFF_MISSING, note: 'an unknown id', request: () => ({ path: `/api/knowledge-base-files/${MISSING_ID}/file` }) }),
  route({ method: 'POST', path: '/api/content', expect: PERMISSIONS.adminOnly, note: 'beyond the spec: adding notes and links', request: () => ({ body: NOTE }) }),
  route({
    method: 'PUT', path: '/api/content/:id', expect: PERMISSIONS.adminOnly, fixture: newContentItem,
    request: (_ctx, _caller, id) => ({ path: `/api/content/${id}`, body: { title: 'Matrix note, edited' } }),
  }),
  route({ method: 'DELETE', path: '/api/content/:id', expect: PERMISSIONS.adminOnly, fixture: newContentItem, request: (_ctx, _caller, id) => ({ path: `/api/content/${id}` }) }),
  route({ method: 'GET', path: '/api/knowledge/search', expect: PERMISSIONS.staff, request: () => ({ path: '/api/knowledge/search?q=financial%20aid' }) }),
];

const USER = 'id email role';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const NOTE = { type: 'note', title: 'Matrix note', description: 'made by the authorization matrix', tags: ['matrix'], body: 'A note the authorization matrix wrote.' };
async function newContentItem(ctx: MatrixContext): Promise<string> {
  const res = await ctx.clients.admin.post<{ data?: { createContentItem: { id: string } } }>('/graphql', {
    query: 'mutation($i: ContentItemInput!) { createContentItem(input: $i) { id } }', variables: { i: NOTE },
  });
  if (!res.body.data) throw new Error(`fixture: createContentItem answered ${res.text.slice(0, 300)}`);
  return res.body.data.createContentItem.id;
}
const STUDENT = 'id userId gpa';

export const GRAPHQL_FIELDS: FieldRow[] = [
  // identity
  field({ type: 'Query', field: 'me', document: `query { me { ${USER} } }`, expect: PERMISSIONS.public, note: 'null when signed out' }),
  field({ type: 'Query', field: 'users', document: `query { users(limit: 1) { total items { ${USER} } } }`, expect: PERMISSIONS.adminOnly }),
  field({ type: 'Query', field: 'identityStats', document: 'query { identityStats { totalStudents } }', expect: PERMISSIONS.adminOnly }),
  field({ type: 'Query', field: 'auditLog', document: 'query { auditLog(limit: 1) { total } }', expect: PERMISSIONS.adminOnly }),
  field({
    type: 'Mutation', field: 'login', document: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { id } } }',
    expect: PERMISSIONS.public, fixture: newStudentWithoutProfile, call: (_ctx, _caller, fx) => ({ variables: { e: fx.email, p: fx.password } }),
  }),
  field({
    type: 'Mutation', field: 'register', document: 'mutation($i: RegisterInput!) { register(input: $i) { user { id role } } }', expect: PERMISSIONS.public,
    call: (ctx) => ({ variables: { i: { email: ctx.uniqueEmail('gql-register'), password: 'matrix-pass-1', firstName: 'New', lastName: 'Student' } } }),
  }),
  field({
    type: 'Mutation', field: 'createStaffAccount', document: 'mutation($i: StaffAccountInput!) { createStaffAccount(input: $i) { id } }',
    expect: PERMISSIONS.adminOnly, call: (ctx) => ({ variables: { i: staffAccount(ctx) } }),
  }),
  field({
    type: 'Mutation', field: 'resetPassword', document: 'mutation($u: ID!) { resetPassword(userId: $u, password: "matrix-reset-1") }',
    expect: PERMISSIONS.adminOnly, fixture: newStudentWithoutProfile, call: (_ctx, _caller, fx) => ({ variables: { u: fx.userId } }),
  }),
  field({
    type: 'Mutation', field: 'logout', document: 'mutation { logout }', expect: PERMISSIONS.public, note: 'false without a session',
    call: async (ctx, caller) => ({ client: await ctx.session(caller) }),
  }),

  // students
  field({ type: 'Query', field: 'students', document: `query { students(limit: 1) { total items { ${STUDENT} } } }`, expect: PERMISSIONS.staff }),
  field({
    type: 'Query', field: 'student', document: `query($id: ID!) { student(id: $id) { ${STUDENT} } }`, expect: PERMISSIONS.ownerOrStaff,
    call: (ctx) => ({ variables: { id: ctx.ids.ownerStudentId } }),
  }),
  field({ type: 'Query', field: 'myStudent', document: `query { myStudent { ${STUDENT} } }`, expect: PERMISSIONS.signedIn, note: 'null for staff' }),
  field({ type: 'Query', field: 'studentStats', document: 'query { studentStats { totalStudents } }', expect: PERMISSIONS.staff }),
  field({ type: 'Query', field: 'collegePreferenceQuestionnaire', document: 'query { collegePreferenceQuestionnaire { questions { field } } }', expect: PERMISSIONS.signedIn }),
  field({
    type: 'Mutation', field: 'createStudentProfile', document: 'mutation($i: StudentProfileInput!) { createStudentProfile(input: $i) { id } }',
    expect: PERMISSIONS.ownerOnly, fixture: newStudentWithoutProfile,
    call: (ctx, caller, fx) => ({ client: ownerIs(fx, ctx, caller), variables: { i: { userId: fx.userId, gpa: 3 } } }),
  }),
  field({
    type: 'Mutation', field: 'updateStudentProfile', document: 'mutation($id: ID!, $i: StudentProfileInput!) { updateStudentProfile(id: $id, input: $i) { id } }',
    expect: PERMISSIONS.ownerOnly, fixture: newStudent,
    call: (ctx, caller, fx) => ({ client: ownerIs(fx, ctx, caller), variables: { id: fx.studentId, i: { userId: fx.userId, gpa: 3.4 } } }),
  }),
  field({
    type: 'Mutation', field: 'saveCourses', document: 'mutation($id: ID!, $c: [CourseInput!]!) { saveCourses(studentId: $id, courses: $c) { courseName } }',
    expect: PERMISSIONS.ownerOnly, fixture: newStudent,
    call: (ctx, caller, fx) => ({ client: ownerIs(fx, ctx, caller), variables: { id: fx.studentId, c: COURSES.courses } }),
  }),
  field({
    type: 'Mutation', field: 'saveActivities', document: 'mutation($id: ID!, $a: [ActivityInput!]!) { saveActivities(studentId: $id, activities: $a) { name } }',
    expect: PERMISSIONS.ownerOnly, fixture: newStudent,
    call: (ctx, caller, fx) => ({ client: ownerIs(fx, ctx, caller), variables: { id: fx.studentId, a: ACTIVITIES.activities } }),
  }),
  field({
    type: 'Mutation', field: 'saveCollegePreferences',
    document: 'mutation($id: ID!, $i: CollegePreferencesInput!) { saveCollegePreferences(studentId: $id, input: $i) { studentId } }',
    expect: PERMISSIONS.ownerOnly, fixture: newStudent,
    call: (ctx, caller, fx) => ({ client: ownerIs(fx, ctx, caller), variables: { id: fx.studentId, i: PREFERENCES } }),
  }),

  // documents
  field({ type: 'Query', field: 'documentsInfo', document: 'query { documentsInfo { service } }', expect: PERMISSIONS.signedIn }),
  field({
    type: 'Query', field: 'studentDocuments', document: 'query($id: ID!) { studentDocuments(studentId: $id) { id } }', expect: PERMISSIONS.ownerOrStaff,
    call: (ctx) => ({ variables: { id: ctx.ids.ownerStudentId } }),
  }),
  field({ type: 'Mutation', field: 'createDocumentUploadUrl', document: 'mutation { createDocumentUploadUrl { uploadId } }', expect: PERMISSIONS.studentSelf }),
  field({
    type: 'Mutation', field: 'registerStudentDocument',
    document: 'mutation($id: ID!, $i: RegisterStudentDocumentInput!) { registerStudentDocument(studentId: $id, input: $i) { id } }',
    expect: PERMISSIONS.ownerOnly, fixture: newStudent,
    call: async (ctx, caller, fx) => {
      const uploadURL = await ctx.uploadFile(caller === 'other' ? ctx.clients.other : fx.client);
      const uploadId = new URL(uploadURL, ctx.baseUrl).pathname.split('/').pop();
      return { client: ownerIs(fx, ctx, caller), variables: { id: fx.studentId, i: { uploadId, fileName: 'matrix.pdf' } } };
    },
  }),
  field({
    type: 'Mutation', field: 'deleteStudentDocument', document: 'mutation($id: ID!) { deleteStudentDocument(id: $id) { id } }',
    expect: { ...PERMISSIONS.ownerOnly, foreignCounselor: 404 },
    note: 'staff of another school do not see the document at all (404); the REST route refuses staff by role first (403)',
    fixture: async (ctx) => { const s = await ctx.newStudent(); return { s, documentId: await ctx.newDocument(s) }; },
    call: (ctx, caller, fx) => ({ client: ownerIs(fx.s, ctx, caller), variables: { id: fx.documentId } }),
  }),

  // knowledge
  field({ type: 'Query', field: 'knowledgeInfo', document: 'query { knowledgeInfo { service } }', expect: PERMISSIONS.signedIn }),
  field({ type: 'Query', field: 'knowledgeFiles', document: 'query { knowledgeFiles { id } }', expect: PERMISSIONS.staff }),
  field({ type: 'Query', field: 'knowledgeFile', document: `query { knowledgeFile(id: "${MISSING_ID}") { id } }`, expect: STAFF_MISSING, note: 'an unknown id: staff get past authorization to a 404' }),
  field({ type: 'Query', field: 'contentItems', document: 'query { contentItems { id } }', expect: PERMISSIONS.staff }),
  field({ type: 'Query', field: 'contentItem', document: `query { contentItem(id: "${MISSING_ID}") { id } }`, expect: STAFF_MISSING, note: 'an unknown id' }),
  field({ type: 'Query', field: 'studentResources', document: 'query { studentResources { id } }', expect: PERMISSIONS.signedIn }),
  field({ type: 'Query', field: 'searchKnowledge', document: 'query { searchKnowledge(query: "financial aid") { id } }', expect: PERMISSIONS.staff }),
  field({ type: 'Query', field: 'knowledgeStats', document: 'query { knowledgeStats { files } }', expect: PERMISSIONS.staff }),
  field({ type: 'Mutation', field: 'createKnowledgeUploadUrl', document: 'mutation { createKnowledgeUploadUrl { uploadId } }', expect: PERMISSIONS.staff }),
  field({
    type: 'Mutation', field: 'registerKnowledgeFile', document: 'mutation($i: RegisterKnowledgeFileInput!) { registerKnowledgeFile(input: $i) { id } }',
    expect: STAFF_MISSING,
    note: 'staff register their own reservation, students try a counselor\'s; no bytes were sent: staff pass authorization and are refused on input (upgrade to a real upload once the REST upload URL lands)',
    call: async (ctx, caller) => {
      const reserver = caller === 'admin' || caller === 'foreignCounselor' ? ctx.clients[caller] : ctx.clients.counselor;
      const reserved = await reserver.post<{ data: { createKnowledgeUploadUrl: { uploadId: string } } }>('/graphql', { query: 'mutation { createKnowledgeUploadUrl { uploadId } }' });
      return { client: ctx.clients[caller], variables: { i: { uploadId: reserved.body.data.createKnowledgeUploadUrl.uploadId, fileName: 'matrix.pdf' } } };
    },
  }),
  field({
    type: 'Mutation', field: 'deleteKnowledgeFile', document: `mutation { deleteKnowledgeFile(id: "${MISSING_ID}") { id } }`,
    expect: STAFF_MISSING, note: 'an unknown id: staff get past authorization to a 404',
  }),
  field({
    type: 'Mutation', field: 'createContentItem', document: 'mutation($i: ContentItemInput!) { createContentItem(input: $i) { id } }', expect: PERMISSIONS.adminOnly,
    call: () => ({ variables: { i: NOTE } }),
  }),
  field({
    type: 'Mutation', field: 'updateContentItem', document: 'mutation($id: ID!) { updateContentItem(id: $id, patch: { title: "Matrix note, edited" }) { id } }',
    expect: PERMISSIONS.adminOnly, fixture: newContentItem, call: (_ctx, _caller, id) => ({ variables: { id } }),
  }),
  field({
    type: 'Mutation', field: 'deleteContentItem', document: 'mutation($id: ID!) { deleteContentItem(id: $id) { id } }',
    expect: PERMISSIONS.adminOnly, fixture: newContentItem, call: (_ctx, _caller, id) => ({ variables: { id } }),
  }),
  field({ type: 'Mutation', field: 'reindexContent', document: 'mutation { reindexContent { queued } }', expect: PERMISSIONS.adminOnly }),

  // chat
  field({ type: 'Query', field: 'assistantInfo', document: 'query { assistantInfo { provider model } }', expect: PERMISSIONS.staff }),
  field({ type: 'Query', field: 'chatUsage', document: 'query { chatUsage { totalQueries } }', expect: PERMISSIONS.adminOnly }),
  field({ type: 'Query', field: 'chatTurns', document: 'query { chatTurns(limit: 1) { total } }', expect: PERMISSIONS.adminOnly }),
  field({
    type: 'Mutation', field: 'chat', document: 'mutation($m: String!, $s: ID) { chat(message: $m, studentId: $s, provider: "gemini") { response } }',
    expect: PERMISSIONS.staffAboutStudent, call: (ctx) => ({ variables: { m: 'What should this student focus on next?', s: ctx.ids.ownerStudentId } }),
  }),
  field({
    type: 'Query', field: 'meetingBrief', document: 'query($s: ID!) { meetingBrief(studentId: $s) { studentName sections { key lines { text sources { type recordId } } } } }',
    expect: PERMISSIONS.staffAboutStudent, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId } }),
  }),

  // settings
  field({ type: 'Query', field: 'systemSetting', document: 'query { systemSetting(key: "chatbot_system_prompt") { value } }', expect: PERMISSIONS.staff }),
  field({ type: 'Query', field: 'systemSettingDefault', document: 'query { systemSettingDefault(key: "chatbot_system_prompt") }', expect: PERMISSIONS.staff }),
  field({ type: 'Query', field: 'systemSettingHistory', document: 'query { systemSettingHistory(key: "chatbot_system_prompt", limit: 1) { total } }', expect: PERMISSIONS.adminOnly }),
  field({
    type: 'Mutation', field: 'saveSystemSetting', document: 'mutation($v: String!) { saveSystemSetting(key: "chatbot_system_prompt", value: $v) { key } }',
    expect: PERMISSIONS.adminOnly, call: () => ({ variables: { v: PROMPT } }),
  }),
];
