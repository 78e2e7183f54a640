/**
 * Authorization rows for guardians (identity's links). The matrix's guardian is linked to the other student and
 * reads the owner's record, so on every other row they answer as a stranger (support/authorization-rows.ts); here
 * they pass their own home only. Concatenated into the table's REST_ROUTES and GRAPHQL_FIELDS.
 */
import { PERMISSIONS, field, route, type Expectations, type FieldRow, type RouteRow } from './authorization-table.js';
import type { Caller, MatrixContext } from './support/matrix-context.js';

/** The guardian's own home: guardians only. */
const GUARDIAN_ONLY: Expectations = { anon: 401, owner: 403, other: 403, counselor: 403, foreignCounselor: 403, admin: 403, guardian: 'ok' };
/** A student's links: the student and staff of their school; everyone else finds no such student. */
const OWNER_OR_STAFF_ELSE_404: Expectations = { ...PERMISSIONS.ownerOrStaff, other: 404, guardian: 404 };
/** A link's consent: students only (the route's role); another student finds no such link; the owner is a minor's or under "continues": 409. */
const CONSENT: Expectations = { anon: 401, owner: 409, other: 404, counselor: 403, foreignCounselor: 403, admin: 403, guardian: 403 };

/** A fresh guardian of the owner, invited by the counselor: one link per caller, so a removal never spends another's. */
async function freshLink(ctx: MatrixContext, caller: Caller): Promise<string> {
  const res = await ctx.clients.counselor.post<{ link: { id: string } }>(`/api/students/${ctx.ids.ownerStudentId}/guardians`, {
    email: ctx.uniqueEmail(`guardian-of-owner-${caller}`), name: 'Matrix Parent',
  });
  if (res.status !== 201) throw new Error(`fixture: POST /api/students/{id}/guardians answered ${res.status} ${res.text.slice(0, 200)}`);
  return res.body.link.id;
}
const invitation = (ctx: MatrixContext, caller: Caller) => ({ email: ctx.uniqueEmail(`invited-${caller}`), name: 'Matrix Parent', language: 'es' });

export const GUARDIANS_ROUTES: RouteRow[] = [
  route({ method: 'GET', path: '/api/guardian/students', expect: GUARDIAN_ONLY, body: 'none' }),
  route({
    method: 'GET', path: '/api/students/:id/guardians', expect: OWNER_OR_STAFF_ELSE_404, body: 'none',
    request: (ctx) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/guardians` }),
  }),
  route({
    method: 'POST', path: '/api/students/:id/guardians', expect: PERMISSIONS.staffAboutStudent,
    note: 'staff of the student\u2019s school invite; another school\u2019s counselor finds no such student',
    request: (ctx, caller) => ({ path: `/api/students/${ctx.ids.ownerStudentId}/guardians`, body: invitation(ctx, caller) }),
  }),
  route({
    method: 'DELETE', path: '/api/guardian-links/:id', expect: { ...OWNER_OR_STAFF_ELSE_404, owner: 404 }, body: 'none',
    note: 'staff of the student\u2019s school; the owner is not an adult under a consent rule, so finds no link they may remove',
    request: async (ctx, caller) => ({ path: `/api/guardian-links/${caller === 'anon' ? 'x' : await freshLink(ctx, caller)}` }),
  }),
  route({
    method: 'PUT', path: '/api/guardian-links/:id/consent', expect: CONSENT,
    request: async (ctx, caller) => ({ path: `/api/guardian-links/${caller === 'anon' ? 'x' : await freshLink(ctx, caller)}/consent`, body: { given: false } }),
  }),
];

const LINK = 'id name accessActive consentApplies';

export const GUARDIANS_FIELDS: FieldRow[] = [
  field({ type: 'Query', field: 'guardianStudents', document: 'query { guardianStudents { linkId studentId accessActive school { id name } } }', expect: GUARDIAN_ONLY }),
  field({
    type: 'Query', field: 'studentGuardians', document: `query($id: ID!) { studentGuardians(studentId: $id) { ${LINK} } }`,
    expect: { ...PERMISSIONS.ownerOrStaff, other: 'ok', foreignCounselor: 'ok', guardian: 'ok', teacher: 'ok' },
    note: 'null (not found) for everyone but the student and staff of their school; REST answers it as 404',
    call: (ctx) => ({ variables: { id: ctx.ids.ownerStudentId } }),
  }),
  field({
    type: 'Mutation', field: 'inviteGuardian',
    document: `mutation($id: ID!, $i: GuardianInvitationInput!) { inviteGuardian(studentId: $id, input: $i) { emailed link { ${LINK} } } }`,
    expect: { ...PERMISSIONS.staffAboutStudent, foreignCounselor: 'ok' }, note: 'null (not found) for another school\u2019s counselor',
    call: (ctx, caller) => ({ variables: { id: ctx.ids.ownerStudentId, i: invitation(ctx, caller) } }),
  }),
  field({
    type: 'Mutation', field: 'removeGuardianLink', document: 'mutation($id: ID!) { removeGuardianLink(id: $id) }',
    expect: { ...OWNER_OR_STAFF_ELSE_404, owner: 404 },
    call: async (ctx, caller) => ({ variables: { id: caller === 'anon' ? 'x' : await freshLink(ctx, caller) } }),
  }),
  field({
    type: 'Mutation', field: 'setGuardianConsent', document: `mutation($id: ID!) { setGuardianConsent(id: $id, given: false) { ${LINK} } }`,
    expect: CONSENT,
    call: async (ctx, caller) => ({ variables: { id: caller === 'anon' ? 'x' : await freshLink(ctx, caller) } }),
  }),
];
