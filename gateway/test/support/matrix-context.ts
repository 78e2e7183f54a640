import { Subjects } from '@counsel/proto-events';
import { DEFAULT_SCHOOL_ID, type EventBus } from '@counsel/kit';
import { Client, DEMO, type ApiResponse } from './client.js';
import { until } from '../../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './portal-wait.js';

/**
 * Who calls: signed out, the student who owns the record, another student, the two staff roles, a
 * counselor of another school (assigned only to a second school, so the demo students are not theirs), and a
 * teacher of the students' own school, who sees nothing of the portal a stranger would not, and a guardian of
 * the other student (Jordan), who reads the owner's (Maya's) record as a stranger would.
 */
export type Caller = 'anon' | 'owner' | 'other' | 'teacher' | 'guardian' | 'counselor' | 'foreignCounselor' | 'admin';

/**
 * The order every row is called in: refusals first, the owner last, so a call that is refused never
 * finds its fixture already used up by an allowed one.
 */
export const CALLERS: readonly Caller[] = ['anon', 'other', 'teacher', 'guardian', 'foreignCounselor', 'counselor', 'admin', 'owner'];

/** A student account made for one test, signed in, with a profile unless asked otherwise. */
export interface FreshStudent {
  client: Client;
  userId: string;
  studentId: string;
  email: string;
  password: string;
}

/** What the table's request builders may use: signed-in clients, the demo ids, fresh fixtures. */
export interface MatrixContext {
  baseUrl: string;
  /** The long-lived sessions; `owner` is Maya (demo student), `other` is Jordan. */
  clients: Record<Caller, Client>;
  ids: {
    ownerUserId: string; ownerStudentId: string; otherUserId: string; otherStudentId: string; counselorUserId: string; adminUserId: string;
    foreignCounselorUserId: string;
    /** The second school, the only one the foreign counselor is assigned to. */
    foreignSchoolId: string;
    /** The teacher, assigned to the demo students' school (the default school). */
    teacherUserId: string;
    /** The guardian, linked to the other student only. */
    guardianUserId: string;
  };
  /** A brand-new session for the caller's account (for calls that end or replace a session). */
  session(caller: Caller): Promise<Client>;
  /** A new student account (and profile unless `profile` is false), signed in. */
  newStudent(opts?: { profile?: boolean }): Promise<FreshStudent>;
  /** A unique address for accounts made by a test. */
  uniqueEmail(tag: string): string;
  /** Reserves an upload as `owner`, sends a small PDF to it, and answers the signed upload URL. */
  uploadFile(owner: Client, reserveUrl?: string): Promise<string>;
  /** Uploads and registers a document for the student; answers its id. */
  newDocument(owner: FreshStudent): Promise<string>;
}

/** A valid one-page PDF (the documents service checks the type by content). */
export const SMALL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const CREDENTIALS: Record<Exclude<Caller, 'anon' | 'foreignCounselor' | 'teacher' | 'guardian'>, { email: string; password: string }> = {
  owner: DEMO.student, other: DEMO.otherStudent, counselor: DEMO.counselor, admin: DEMO.admin,
};
const FOREIGN_PASSWORD = 'matrix-foreign-1';
const TEACHER_PASSWORD = 'matrix-teacher-1';

export interface Credentials { email: string; password: string }

/** Opens a new session of the account on a new client. */
export type SignIn = (baseUrl: string, creds: Credentials) => Promise<Client>;

const passwordSignIn: SignIn = async (baseUrl, creds) => {
  const client = new Client(baseUrl);
  await client.login(creds);
  return client;
};

/**
 * How the context opens sessions and which accounts the long-lived callers are. Left out: password sign-in at
 * /api/auth/login and the demo accounts (the embedded run). The Keycloak run opens sessions with a realm token
 * at /api/auth/session and makes its accounts (owner and other with a profile) before the context signs them in.
 */
export interface MatrixAccounts {
  signIn: SignIn;
  credentials: Record<Exclude<Caller, 'anon' | 'foreignCounselor' | 'teacher' | 'guardian'>, Credentials>;
  /** A guardian account the realm holds (an invitation's link is the embedded issuer's); linked to no one. */
  guardian?: Credentials;
}

interface GraphqlAnswer<T> { data?: T; errors?: { message: string }[] }

/**
 * The counselor of another school: an account the admin makes, a second school, and the assignment. The
 * roster's own calls when they work (createSchool, setStaffSchools); otherwise the roster's facts are
 * published on the portal's bus, as the roster would, and identity puts them in the token's `schools` claim.
 * Waits (bounded) until identity has the assignment, so the counselor's next sign-in carries it.
 */
export async function counselorOfNewSchool(admin: Client, email: string, bus?: EventBus, signIn: SignIn = passwordSignIn) {
  const made = await admin.post<{ id: string }>('/api/auth/register-counselor', {
    email, password: FOREIGN_PASSWORD, firstName: 'Foreign', lastName: 'Counselor', role: 'counselor',
  });
  expectStatus(made, 201, 'POST /api/auth/register-counselor');
  const userId = made.body.id;
  const gql = async <T>(query: string, variables: Record<string, unknown> = {}) =>
    (await admin.post<GraphqlAnswer<T>>('/graphql', { query, variables })).body;

  const school = await gql<{ createSchool: { id: string } }>(
    'mutation($i: SchoolInput!) { createSchool(input: $i) { id } }', { i: { name: `Matrix Second High ${email}`, city: 'Elsewhere', state: 'CA' } });
  const schoolId = school.data?.createSchool.id ?? `matrix-second-${Date.now().toString(36)}`;
  if (!school.data && bus) {
    await bus.publish(Subjects.rosterSchoolChanged, { schoolId, name: 'Matrix Second High', ncesId: null, city: 'Elsewhere', state: 'CA', archived: false });
  }
  const assigned = await gql<{ setStaffSchools: unknown[] }>('mutation($u: ID!, $s: [ID!]!) { setStaffSchools(userId: $u, schoolIds: $s) { id } }', { u: userId, s: [schoolId] });
  if (!assigned.data && bus) await bus.publish(Subjects.rosterStaffAssigned, { userId, schoolIds: [schoolId] });

  await untilAssigned(admin.baseUrl, signIn, { email, password: FOREIGN_PASSWORD }, schoolId);
  // Signed in after identity has the assignment: the session's token carries the school.
  const client = await signIn(admin.baseUrl, { email, password: FOREIGN_PASSWORD });
  return { userId, schoolId, client };
}

/**
 * A teacher of the demo students' school: an account the admin makes with role teacher, assigned to the default
 * school as staff are (roster's setStaffSchools, else the roster's fact on the bus). Waits (bounded) until identity
 * has the assignment, so the teacher's sessions carry the school: the matrix proves a school gives them nothing.
 */
async function teacherOfDefaultSchool(admin: Client, email: string, bus?: EventBus) {
  const made = await admin.post<{ id: string; role: string }>('/api/auth/register-counselor', {
    email, password: TEACHER_PASSWORD, firstName: 'Matrix', lastName: 'Teacher', role: 'teacher',
  });
  expectStatus(made, 201, 'POST /api/auth/register-counselor (teacher)');
  const userId = made.body.id;
  const assigned = (await admin.post<GraphqlAnswer<{ setStaffSchools: unknown[] }>>('/graphql', {
    query: 'mutation($u: ID!, $s: [ID!]!) { setStaffSchools(userId: $u, schoolIds: $s) { id } }', variables: { u: userId, s: [DEFAULT_SCHOOL_ID] },
  })).body;
  if (!assigned.data && bus) await bus.publish(Subjects.rosterStaffAssigned, { userId, schoolIds: [DEFAULT_SCHOOL_ID] });
  return userId;
}

/**
 * A guardian of the other student: the counselor invites them (the test portal has no SMTP, so the answer carries
 * the one-time link) and the guardian sets a password through it, as a family does.
 */
async function guardianOfOtherStudent(counselor: Client, otherStudentId: string, email: string): Promise<Credentials> {
  const password = 'matrix-guardian-1';
  const invited = await counselor.post<{ setPasswordUrl: string | null }>(`/api/students/${otherStudentId}/guardians`, { email, name: 'Matrix Guardian' });
  expectStatus(invited, 201, 'POST /api/students/{id}/guardians');
  const token = invited.body.setPasswordUrl?.split('#token=')[1];
  if (!token) throw new Error('fixture: the invitation carried no set-password link');
  expectStatus(await new Client(counselor.baseUrl).post('/api/auth/set-password', { token, password }), 200, 'POST /api/auth/set-password');
  return { email, password };
}

/** Until identity holds the user's school assignment (their next sign-in's token carries it). */
async function untilAssigned(baseUrl: string, signIn: SignIn, creds: Credentials, schoolId: string) {
  const probe = await signIn(baseUrl, creds);
  await until('identity to hold the school assignment', async () => {
    const me = await probe.post<GraphqlAnswer<{ me: { schoolIds?: string[] } | null }>>('/graphql', { query: 'query { me { schoolIds } }' });
    return me.body.data?.me?.schoolIds?.includes(schoolId);
  }, undefined, PORTAL_WAIT);
}

function expectStatus(res: ApiResponse, status: number, what: string) {
  if (res.status !== status) throw new Error(`fixture: ${what} answered ${res.status} ${res.text.slice(0, 300)}`);
}

/** `bus`: the test portal's, for publishing the roster's facts while the roster's own calls are not there. */
export async function buildMatrixContext(baseUrl: string, bus?: EventBus, accounts?: MatrixAccounts): Promise<MatrixContext> {
  const open = accounts?.signIn ?? passwordSignIn;
  const credentials = accounts?.credentials ?? CREDENTIALS;
  let n = 0;
  const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${Date.now().toString(36)}-${n++}@matrix.example.org`;
  const foreignEmail = uniqueEmail('foreign-counselor');
  const adminClient = await open(baseUrl, credentials.admin);
  const foreign = await counselorOfNewSchool(adminClient, foreignEmail, bus, open);
  const myStudent = async (c: Client) => {
    const res = await c.get<{ id: string }>('/api/students/me');
    expectStatus(res, 200, 'GET /api/students/me');
    return res.body.id;
  };
  const teacherEmail = uniqueEmail('teacher');
  const teacherUserId = await teacherOfDefaultSchool(adminClient, teacherEmail, bus);
  await untilAssigned(baseUrl, open, { email: teacherEmail, password: TEACHER_PASSWORD }, DEFAULT_SCHOOL_ID);
  const counselorClient = await open(baseUrl, credentials.counselor);
  const otherStudentId = await myStudent(await open(baseUrl, credentials.other));
  const guardianCreds = accounts?.guardian ?? await guardianOfOtherStudent(counselorClient, otherStudentId, uniqueEmail('guardian'));
  const signIn = async (caller: Caller) => {
    if (caller === 'guardian') return open(baseUrl, guardianCreds);
    if (caller === 'foreignCounselor') return open(baseUrl, { email: foreignEmail, password: FOREIGN_PASSWORD });
    if (caller === 'teacher') return open(baseUrl, { email: teacherEmail, password: TEACHER_PASSWORD });
    if (caller !== 'anon') return open(baseUrl, credentials[caller]);
    return new Client(baseUrl);
  };
  const entries = await Promise.all(CALLERS.map(async (c) => [c, await signIn(c)] as const));
  const clients = Object.fromEntries(entries) as Record<Caller, Client>;
  const me = async (c: Client) => (await c.get<{ id: string }>('/api/auth/user')).body.id;
  const ids = {
    ownerUserId: await me(clients.owner),
    ownerStudentId: await myStudent(clients.owner),
    otherUserId: await me(clients.other),
    otherStudentId,
    counselorUserId: await me(clients.counselor),
    adminUserId: await me(clients.admin),
    foreignCounselorUserId: foreign.userId,
    foreignSchoolId: foreign.schoolId,
    teacherUserId,
    guardianUserId: await me(clients.guardian),
  };

  const ctx: MatrixContext = {
    baseUrl,
    clients,
    ids,
    session: signIn,
    uniqueEmail,
    async newStudent(opts = {}) {
      const client = new Client(baseUrl);
      const email = uniqueEmail('student');
      const password = 'matrix-pass-1';
      const reg = await client.post<{ id: string }>('/api/auth/register', { email, password, firstName: 'Matrix', lastName: 'Student' });
      expectStatus(reg, 201, 'POST /api/auth/register');
      // The Keycloak run signs the new student in its own way; registering opened a password session.
      const session = accounts ? await open(baseUrl, { email, password }) : client;
      let studentId = '';
      if (opts.profile !== false) {
        const prof = await session.post<{ id: string }>('/api/students', { userId: reg.body.id, gpa: 3.2, grade: '11' });
        expectStatus(prof, 201, 'POST /api/students');
        studentId = prof.body.id;
      }
      return { client: session, userId: reg.body.id, studentId, email, password };
    },
    async uploadFile(owner, reserveUrl = '/api/documents/upload-url') {
      const reserved = await owner.post<{ uploadURL: string }>(reserveUrl);
      expectStatus(reserved, 200, `POST ${reserveUrl}`);
      const url = new URL(reserved.body.uploadURL, baseUrl);
      const put = await fetch(new URL(url.pathname + url.search, baseUrl), {
        method: 'PUT', body: SMALL_PDF, headers: { 'content-type': 'application/pdf', ...(owner.cookie ? { cookie: owner.cookie } : {}) },
      });
      if (!put.ok) throw new Error(`fixture: upload PUT answered ${put.status} ${await put.text()}`);
      return reserved.body.uploadURL;
    },
    async newDocument(owner) {
      const uploadURL = await ctx.uploadFile(owner.client);
      const res = await owner.client.post<{ id: string }>(`/api/students/${owner.studentId}/documents`, {
        fileName: 'matrix.pdf', fileType: 'application/pdf', fileSize: SMALL_PDF.length, filePath: '', uploadURL,
      });
      expectStatus(res, 201, 'POST /api/students/{id}/documents');
      return res.body.id;
    },
  };
  return ctx;
}
