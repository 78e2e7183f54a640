/**
 * The notifications service's rows of the authorization table, over REST and GraphQL. authorization-matrix.test.ts
 * adds them to the table.
 *
 * Every signed-in caller has their own inbox and preferences (keyed by who calls: nobody else's to reach). The admins
 * see what went out and pause email. The one-click unsubscribe takes no session at all: its signed token is the
 * credential, so every caller passes authorization and an unknown token answers 400.
 */
import { PERMISSIONS, field, route, type Expectations, type FieldRow, type RouteRow } from './authorization-table.js';

const ANYONE_PAST_AUTHORIZATION = Object.fromEntries(
  ['anon', 'owner', 'other', 'teacher', 'counselor', 'admin', 'foreignCounselor'].map((caller) => [caller, 'allowed']),
) as Expectations;
/** A service's part of an export: the owner and admins. */
const exportPart: Expectations = { anon: 401, owner: 'ok', other: 403, counselor: 403, foreignCounselor: 403, admin: 'ok' };
const UNKNOWN_TOKEN = 'x'.repeat(43);

export const NOTIFICATIONS_ROUTES: RouteRow[] = [
  route({ method: 'GET', path: '/api/notifications', expect: PERMISSIONS.signedIn, note: "each caller's own" }),
  route({ method: 'POST', path: '/api/notifications/read', expect: PERMISSIONS.signedIn, request: () => ({ body: { all: true } }) }),
  route({ method: 'GET', path: '/api/me/notification-preferences', expect: PERMISSIONS.signedIn }),
  route({
    method: 'PUT', path: '/api/me/notification-preferences', expect: PERMISSIONS.signedIn,
    request: () => ({ body: { preferences: [{ kind: 'TASK_DUE', delivery: 'DIGEST' }] } }),
  }),
  route({
    method: 'POST', path: '/api/notifications/unsubscribe', expect: ANYONE_PAST_AUTHORIZATION, body: 'none',
    note: 'public: the signed token is the credential; an unknown token answers 400',
    request: () => ({ path: `/api/notifications/unsubscribe?token=${UNKNOWN_TOKEN}` }),
  }),
  route({
    method: 'GET', path: '/api/notifications/unsubscribe', expect: PERMISSIONS.public, note: 'public: a confirmation page that changes nothing',
    request: () => ({ path: `/api/notifications/unsubscribe?token=${UNKNOWN_TOKEN}` }),
  }),
  route({ method: 'GET', path: '/api/admin/notifications/stats', expect: PERMISSIONS.adminOnly }),
  route({ method: 'PUT', path: '/api/admin/notifications/email-paused', expect: PERMISSIONS.adminOnly, request: () => ({ body: { paused: false } }) }),
];

export const NOTIFICATIONS_FIELDS: FieldRow[] = [
  field({ type: 'Query', field: 'notifications', document: 'query { notifications { total unreadCount items { id kind } } }', expect: PERMISSIONS.signedIn }),
  field({ type: 'Query', field: 'notificationUnreadCount', document: 'query { notificationUnreadCount }', expect: PERMISSIONS.signedIn }),
  field({ type: 'Query', field: 'myNotificationPreferences', document: 'query { myNotificationPreferences { kind delivery } }', expect: PERMISSIONS.signedIn }),
  field({ type: 'Query', field: 'notificationStats', document: 'query { notificationStats(days: 7) { emailPaused days { date } failures { reason } } }', expect: PERMISSIONS.adminOnly }),
  field({
    type: 'Query', field: 'notificationsRecordExport', document: 'query($s: ID!, $u: ID!) { notificationsRecordExport(studentId: $s, studentUserId: $u) }',
    expect: exportPart, call: (ctx) => ({ variables: { s: ctx.ids.ownerStudentId, u: ctx.ids.ownerUserId } }),
  }),
  field({ type: 'Mutation', field: 'markNotificationsRead', document: 'mutation { markNotificationsRead(all: true) }', expect: PERMISSIONS.signedIn }),
  field({
    type: 'Mutation', field: 'updateMyNotificationPreferences',
    document: 'mutation { updateMyNotificationPreferences(preferences: [{ kind: TASK_DUE, delivery: DIGEST }]) { kind delivery } }', expect: PERMISSIONS.signedIn,
  }),
  field({
    type: 'Mutation', field: 'unsubscribeNotifications', document: `mutation { unsubscribeNotifications(token: "${UNKNOWN_TOKEN}") { kind } }`,
    expect: ANYONE_PAST_AUTHORIZATION, note: 'public: the signed token is the credential; an unknown token answers 400',
  }),
  field({ type: 'Mutation', field: 'setNotificationEmailPaused', document: 'mutation { setNotificationEmailPaused(paused: false) }', expect: PERMISSIONS.adminOnly }),
];
