import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationsRuleMessages as RULES } from '@counsel/notifications';
import { ID, jsonBody, wholeNumber } from './body.js';
import { execute } from './execute.js';
import {
  RestNotificationsDocument, RestMarkNotificationsReadDocument, RestMyNotificationPreferencesDocument, RestUpdateMyNotificationPreferencesDocument,
  RestUnsubscribeNotificationsDocument, RestNotificationStatsDocument, RestSetNotificationEmailPausedDocument,
  type NotificationDelivery, type NotificationKind,
} from '../gql/graphql.js';
import type { RouteDeps } from './route-deps.js';

const KINDS = [
  'DEADLINE_REMINDER', 'TASK_ASSIGNED', 'TASK_DUE', 'MEETING_SCHEDULED', 'MEETING_MOVED', 'MEETING_CANCELLED',
  'LETTER_REQUESTED', 'LETTER_ACCEPTED', 'LETTER_DECLINED', 'LETTER_SUBMITTED', 'PLAN_RETURNED', 'PLAN_APPROVED',
  'ROSTER_IMPORT_APPLIED', 'DELETION_COMPLETED', 'EXPORT_READY',
] as const satisfies readonly NotificationKind[];
const DELIVERIES = ['IN_APP', 'EMAIL_NOW', 'DIGEST', 'OFF'] as const satisfies readonly NotificationDelivery[];

const listQuery = z.object({
  unread: z.enum(['true', 'false'], 'unread must be true or false').optional(),
  first: wholeNumber('first'),
  offset: wholeNumber('offset'),
});
const readBody = jsonBody({ ids: z.array(ID, RULES.idsOrAll).nullish(), all: z.boolean(RULES.idsOrAll).nullish() });
const preferencesBody = jsonBody({
  preferences: z.array(z.object({ kind: z.enum(KINDS, RULES.unknownKind), delivery: z.enum(DELIVERIES, RULES.unknownDelivery) }), RULES.preferencesRequired),
});
const tokenQuery = z.object({ token: z.string(RULES.tokenInvalid).min(1, RULES.tokenInvalid).max(1000, RULES.tokenInvalid) });
const statsQuery = z.object({ days: wholeNumber('days') });
const pausedBody = jsonBody({ paused: z.boolean('paused must be true or false') });

/** GET on an unsubscribe link changes nothing (RFC 8058: a mail scanner may fetch it); the page's button POSTs. */
const CONFIRM_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribe · Counsel</title></head>
<body><main><h1>Stop these emails?</h1><p>This turns off email for this one kind of notification. You will still see it in the app.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form></main></body></html>`;

/** The signed-in user's notifications and preferences, the one-click unsubscribe (no session), the admins' view. */
export function registerNotificationsRoutes(app: FastifyInstance, d: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/notifications', { schema: { querystring: listQuery }, config: { access: 'signedIn' } }, async (req) => {
    const q = req.query;
    const data = await execute(d.apollo, await d.context(req), RestNotificationsDocument,
      { unread: q.unread === undefined ? null : q.unread === 'true', first: q.first ?? null, offset: q.offset ?? null });
    return data.notifications;
  });

  r.post('/api/notifications/read', { schema: { body: readBody }, config: { access: 'signedIn' } }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestMarkNotificationsReadDocument, { ids: req.body.ids ?? null, all: req.body.all ?? null });
    return { updated: data.markNotificationsRead };
  });

  r.get('/api/me/notification-preferences', { config: { access: 'signedIn' } }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestMyNotificationPreferencesDocument);
    return data.myNotificationPreferences;
  });

  r.put('/api/me/notification-preferences', { schema: { body: preferencesBody }, config: { access: 'signedIn' } }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestUpdateMyNotificationPreferencesDocument, { preferences: req.body.preferences });
    return data.updateMyNotificationPreferences;
  });

  // One-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` form-encoded, with no session.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) => done(null, undefined));
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.post('/api/notifications/unsubscribe', { schema: { querystring: tokenQuery }, config: { access: 'public' } }, async (req) => {
      // No caller: the token is the only authority, so the operation runs without the request's session.
      const ctx = { ...(await d.context(req)), accessToken: null, sessionId: null, sessionUser: null };
      const data = await execute(d.apollo, ctx, RestUnsubscribeNotificationsDocument, { token: req.query.token });
      return data.unsubscribeNotifications;
    });
    s.get('/api/notifications/unsubscribe', { schema: { querystring: tokenQuery }, config: { access: 'public' } }, async (_req, reply) =>
      reply.type('text/html; charset=utf-8').send(CONFIRM_PAGE));
  });

  r.get('/api/admin/notifications/stats', { schema: { querystring: statsQuery }, config: { access: 'admin' } }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestNotificationStatsDocument, { days: req.query.days ?? null });
    return data.notificationStats;
  });

  r.put('/api/admin/notifications/email-paused', { schema: { body: pausedBody }, config: { access: 'admin' } }, async (req) => {
    const data = await execute(d.apollo, await d.context(req), RestSetNotificationEmailPausedDocument, { paused: req.body.paused });
    return { paused: data.setNotificationEmailPaused };
  });
}
