/**
 * The rows of the authorization table: what a caller must get (Outcome, Expectations and the teacher's derived
 * answer), the spec's permission presets, and the typed route/field row builders the domain tables use.
 */
import type { Client } from './portal.js';
import type { Caller, MatrixContext } from './matrix-context.js';


/**
 * What one caller must get. 'ok': 2xx or 3xx. 'allowed': authorization passed (any 4xx but 401 and 403 is
 * fine: a missing record, a conflict). A number: exactly that status.
 */
export type Outcome = 'ok' | 'allowed' | number;
/** Per caller; the teacher's answer is usually derived (teacherOutcome), given only where a row says otherwise. */
export type Expectations = Record<Exclude<Caller, 'teacher' | 'guardian'>, Outcome> & { teacher?: Outcome; guardian?: Outcome };

const refused = (o: Outcome): o is number => typeof o === 'number';

/**
 * A teacher sees nothing of the spec's portal: they answer as a stranger. Where students are refused and
 * staff pass, as a student who is not the owner (403 by role, 404 for a student they may not see); where staff are
 * refused and students pass, as staff (the role's refusal); where both are refused, as staff, unless the row looks
 * for the student before the role (another student and another school's counselor both find nothing: 404); where
 * everyone signed in passes, they pass too. A row whose teacher answer differs says so (`teacher`).
 */
function teacherOutcome(e: Expectations): Outcome {
  return e.teacher ?? strangerOutcome(e);
}

/**
 * A guardian of another student (the matrix's guardian is linked to `other`, and reads `owner`) answers as a
 * stranger too: as the row's teacher refusal where it gives one (a role that is neither student nor staff), else
 * derived as a teacher's is; never from a teacher-only pass. A row whose guardian answer differs says so.
 */
function guardianOutcome(e: Expectations): Outcome {
  if (e.guardian !== undefined) return e.guardian;
  return refused(e.teacher ?? 'ok') ? e.teacher! : strangerOutcome(e);
}

function strangerOutcome(e: Expectations): Outcome {
  const studentRefused = refused(e.other);
  const staffRefused = refused(e.counselor);
  if (studentRefused && !staffRefused) return e.other;
  if (!studentRefused && staffRefused) return e.counselor;
  if (studentRefused && staffRefused) return e.other === e.foreignCounselor ? e.other : e.counselor;
  return e.other;
}

/** What `caller` must get from a row. */
export const expectedOutcome = (e: Expectations, caller: Caller): Outcome =>
  (caller === 'teacher' ? teacherOutcome(e) : caller === 'guardian' ? guardianOutcome(e) : e[caller]);

/**
 * The permission presets of the spec's permission table, with schools: `foreignCounselor` is a counselor of
 * another school than the demo students' (and the fixtures'), so where a row reads one student's records
 * that student does not exist for them (404, never 403); elsewhere they are a counselor like any other.
 */
export const PERMISSIONS = {
  /** Anyone, signed in or not. */
  public: { anon: 'ok', owner: 'ok', other: 'ok', counselor: 'ok', foreignCounselor: 'ok', admin: 'ok' },
  /** Any signed-in user. */
  signedIn: { anon: 401, owner: 'ok', other: 'ok', counselor: 'ok', foreignCounselor: 'ok', admin: 'ok' },
  /** Any student, for themselves (staff are refused). */
  studentSelf: { anon: 401, owner: 'ok', other: 'ok', counselor: 403, foreignCounselor: 403, admin: 403 },
  /** Edit own profile, preferences, documents: the owning student only. */
  ownerOnly: { anon: 401, owner: 'ok', other: 403, counselor: 403, foreignCounselor: 403, admin: 403 },
  /** View a student's records: the owner, counselors of the student's school and admins. */
  ownerOrStaff: { anon: 401, owner: 'ok', other: 403, counselor: 'ok', foreignCounselor: 404, admin: 'ok' },
  /** Counselor routes (students, chatbot, knowledge base): counselors and admins. */
  staff: { anon: 401, owner: 403, other: 403, counselor: 'ok', foreignCounselor: 'ok', admin: 'ok' },
  /** A staff call about one student (chat about them): staff of the student's school and admins. */
  staffAboutStudent: { anon: 401, owner: 403, other: 403, counselor: 'ok', foreignCounselor: 404, admin: 'ok' },
  /** Staff accounts, password resets, content repository, reindex, system prompt: admins only. */
  adminOnly: { anon: 401, owner: 403, other: 403, counselor: 403, foreignCounselor: 403, admin: 'ok' },
} as const satisfies Record<string, Expectations>;


export interface RouteCall {
  /** The concrete path (defaults to the template, which then must have no parameters). */
  path?: string;
  /** JSON body (writes default to `{}`), or raw bytes with their own content type in `headers`. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Send as this client instead of the caller's long-lived session (a fresh session, a fixture's owner). */
  client?: Client;
}

export interface RouteRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's template, exactly as registered: `/api/students/:id`. */
  path: string;
  expect: Expectations;
  /** Made once per row, before the first caller (a fresh student, a document…). */
  fixture?: (ctx: MatrixContext) => Promise<unknown>;
  request?: (ctx: MatrixContext, caller: Caller, fixture: never) => RouteCall | Promise<RouteCall>;
  /** Why the row reads as it does, when the preset alone does not say. */
  note?: string;
  /**
   * For the bad-input tests: 'none' when the route reads no body (any body must still never cause a 5xx),
   * 'raw' when it takes bytes rather than JSON. Default: a JSON object.
   */
  body?: 'json' | 'none' | 'raw';
}

export interface FieldCall {
  variables?: Record<string, unknown>;
  client?: Client;
}

export interface FieldRow {
  type: 'Query' | 'Mutation';
  field: string;
  /** One operation that selects this root field (and only it). */
  document: string;
  expect: Expectations;
  fixture?: (ctx: MatrixContext) => Promise<unknown>;
  call?: (ctx: MatrixContext, caller: Caller, fixture: never) => FieldCall | Promise<FieldCall>;
  note?: string;
}

/** Typed helpers: the fixture's type flows into the builder. */
export function route<F = undefined>(row: Omit<RouteRow, 'fixture' | 'request'> & {
  fixture?: (ctx: MatrixContext) => Promise<F>;
  request?: (ctx: MatrixContext, caller: Caller, fixture: F) => RouteCall | Promise<RouteCall>;
}): RouteRow {
  return row as RouteRow;
}
export function field<F = undefined>(row: Omit<FieldRow, 'fixture' | 'call'> & {
  fixture?: (ctx: MatrixContext) => Promise<F>;
  call?: (ctx: MatrixContext, caller: Caller, fixture: F) => FieldCall | Promise<FieldCall>;
}): FieldRow {
  return row as FieldRow;
}
