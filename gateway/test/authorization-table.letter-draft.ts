/**
 * The letter draft's rows (POST /api/letters/draft, Mutation.letterDraft); authorization-matrix-suites.ts adds
 * them to the table. The counselor letter: staff who may see the student (another school's counselor: 404); students
 * and teachers are refused it (403). A teacher letter: only the teacher asked, on an accepted request; the matrix's
 * teacher was not asked (404). Drafts are returned only: rows change nothing.
 */
import { field, route, type Expectations, type FieldRow, type RouteRow } from './authorization-table.js';
import type { MatrixContext } from './support/matrix-context.js';
import { until } from '../../services/kit/test/support/eventually.js';
import { PORTAL_WAIT } from './support/portal-wait.js';

/**
 * Each caller asks for the kind of its role (the teacher a teacher letter on Maya's request, everyone else the
 * counselor letter), so the row tests who may see the student, not the kind rule (the routes test covers that).
 */
// A guardian is refused by role, as students are (drafting is staff's and teachers').
const drafts: Expectations = { anon: 401, owner: 403, other: 403, counselor: 'ok', foreignCounselor: 404, admin: 'ok', teacher: 404, guardian: 403 };
const args = (ctx: MatrixContext, caller: string, requestId: string) => (caller === 'teacher'
  ? { studentId: ctx.ids.ownerStudentId, kind: 'teacher_letter', requestId }
  : { studentId: ctx.ids.ownerStudentId, kind: 'counselor_letter' });

/** One of Maya's demo requests (letters seeds them once it has heard of her and the teacher). */
async function mayasRequest(ctx: MatrixContext): Promise<string> {
  return until('fixture: Maya\'s demo request', async () => {
    const res = await ctx.clients.owner.get<{ items: { id: string }[] }>('/api/recommendation-requests');
    return res.body.items?.[0]?.id ?? null;
  }, (id): id is string => id !== null, PORTAL_WAIT);
}

export const LETTER_DRAFT_ROUTES: RouteRow[] = [
  route<string>({ method: 'POST', path: '/api/letters/draft', expect: drafts, fixture: mayasRequest,
    request: (ctx, caller, id) => ({ path: '/api/letters/draft', body: args(ctx, caller, id) }) }),
];

export const LETTER_DRAFT_FIELDS: FieldRow[] = [
  field<string>({ type: 'Mutation', field: 'letterDraft', expect: drafts, fixture: mayasRequest,
    document: 'mutation($s: ID!, $k: String!, $r: ID) { letterDraft(studentId: $s, kind: $k, requestId: $r) { form } }',
    call: (ctx, caller, id) => { const a = args(ctx, caller, id); return { variables: { s: a.studentId, k: a.kind, r: a.requestId ?? null } }; } }),
];
