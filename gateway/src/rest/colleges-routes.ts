import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { idParams } from './body.js';
import { execute, type VariablesOf } from './execute.js';
import {
  RestCollegesDocument, RestCollegeDocument, RestCollegeDeadlinesDocument, RestSetCollegeDeadlinesDocument, RestStudentApplicationsDocument,
  RestAddApplicationDocument, RestUpdateApplicationDocument, RestDeleteApplicationDocument, RestDeadlineBoardDocument, RestApplicationsCsvDocument,
  RestCalendarFeedDocument, RestRevokeCalendarFeedDocument, RestCalendarFeedIcsDocument,
} from '../gql/graphql.js';
import {
  addApplicationBody, boardQuery, cycleQuery, deadlinesBody, patchApplicationBody, searchQuery, unitidParams,
} from './colleges-body.js';
import { csvQuery, sendCsv } from './csv.js';
import { orNotFound } from './rest-error.js';
import { jsonOfKeptShape } from '../shaping-memo.js';
import type { Access } from './route-access.js';
import type { RouteDeps } from './route-deps.js';

/** Any signed-in user; the colleges service decides whose list (a student's own; staff of the student's school). */
const SIGNED_IN: { access: Access } = { access: 'signedIn' };
const STAFF: { access: Access } = { access: 'staff' };
/** The calendar feed address is the student's own: staff are refused by role, before any student is looked up. */
const STUDENT: { access: Access; forbidden: string } = { access: 'student', forbidden: 'Only the student can manage their calendar feed' };
const PUBLIC: { access: Access } = { access: 'public' };

/** A feed token is URL-safe text (the colleges service issues and checks it); anything else cannot be a feed. */
const FEED_TOKEN = /^[A-Za-z0-9_-]{1,256}$/;
const FEED_NOT_FOUND = 'Calendar feed not found';

/** Fastify's own type for a JSON answer, so text sent as JSON carries the same header. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The board's filters plus the CSV option; only the filters go on to the colleges service. */
const boardCsvQuery = boardQuery.extend(csvQuery.shape);

/** The college catalog, curated deadlines, students' applications, the deadline board and calendar feeds. */
export function registerCollegesRoutes(app: FastifyInstance, d: RouteDeps) {
  const run = async <TResult, TVars extends Record<string, unknown>>(
    req: FastifyRequest, document: TypedDocumentNode<TResult, TVars>, ...variables: VariablesOf<TVars>
  ) => execute(d.apollo, await d.context(req), document, ...variables);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParams };
  const byUnitid = { params: unitidParams };

  // The catalog (College Scorecard): any signed-in user.
  r.get('/api/colleges', { schema: { querystring: searchQuery }, config: SIGNED_IN }, async (req, reply) => {
    const data = await run(req, RestCollegesDocument, { input: req.query });
    // A page kept by the catalog is sent as the text it was serialized to the first time (the same bytes).
    const json = jsonOfKeptShape(data.colleges);
    return json === undefined ? data.colleges : reply.type(JSON_TYPE).send(json);
  });

  r.get('/api/colleges/:unitid', { schema: byUnitid, config: SIGNED_IN }, async (req) => {
    const data = await run(req, RestCollegeDocument, { unitid: req.params.unitid });
    return orNotFound(data.college, 'College not found');
  });

  // Curated deadlines are shared across the district: anyone signed in reads them, staff set them.
  r.get('/api/colleges/:unitid/deadlines', { schema: { ...byUnitid, querystring: cycleQuery }, config: SIGNED_IN }, async (req) => {
    const data = await run(req, RestCollegeDeadlinesDocument, { unitid: req.params.unitid, cycle: req.query.cycle ?? null });
    orNotFound(data.college, 'College not found');
    return data.collegeDeadlines;
  });

  r.put('/api/colleges/:unitid/deadlines', { schema: { ...byUnitid, body: deadlinesBody }, config: STAFF }, async (req) => {
    const data = await run(req, RestSetCollegeDeadlinesDocument, { unitid: req.params.unitid, input: req.body });
    return data.setCollegeDeadlines;
  });

  // A student's list: the student, and staff who may see the student (others: "Student not found").
  r.get('/api/students/:id/applications', { schema: byId, config: SIGNED_IN }, async (req) => {
    const data = await run(req, RestStudentApplicationsDocument, { studentId: req.params.id });
    return data.studentApplications;
  });

  r.post('/api/students/:id/applications', { schema: { ...byId, body: addApplicationBody }, config: SIGNED_IN }, async (req, reply) => {
    const data = await run(req, RestAddApplicationDocument, { studentId: req.params.id, input: req.body });
    return reply.status(201).send(data.addApplication);
  });

  r.patch('/api/applications/:id', { schema: { ...byId, body: patchApplicationBody }, config: SIGNED_IN }, async (req) => {
    const data = await run(req, RestUpdateApplicationDocument, { id: req.params.id, input: req.body });
    return data.updateApplication;
  });

  r.delete('/api/applications/:id', { schema: byId, config: SIGNED_IN }, async (req) => {
    const data = await run(req, RestDeleteApplicationDocument, { id: req.params.id });
    return { success: true, id: data.deleteApplication.id };
  });

  // The deadline board and its export: staff (CASELOAD, SCHOOL or ALL of what the caller may see).
  r.get('/api/applications', { schema: { querystring: boardQuery }, config: STAFF }, async (req, reply) => {
    const data = await run(req, RestDeadlineBoardDocument, { input: req.query });
    // A board kept by the colleges service (per reader, until its data changes) is sent as the text it was serialized to.
    const json = jsonOfKeptShape(data.deadlineBoard);
    return json === undefined ? data.deadlineBoard : reply.type(JSON_TYPE).send(json);
  });

  r.get('/api/applications/export.csv', { schema: { querystring: boardCsvQuery }, config: STAFF }, async (req, reply) => {
    const { bom, ...filters } = req.query;
    const data = await run(req, RestApplicationsCsvDocument, { input: filters, studentId: null });
    return sendCsv(reply, `deadline-board-${new Date().toISOString().slice(0, 10)}.csv`, data.applicationsCsv, { bom });
  });

  r.get('/api/students/:id/applications/export.csv', { schema: { ...byId, querystring: csvQuery }, config: SIGNED_IN }, async (req, reply) => {
    const studentId = req.params.id;
    const data = await run(req, RestApplicationsCsvDocument, { input: null, studentId });
    return sendCsv(reply, `college-list-${studentId}.csv`, data.applicationsCsv, req.query);
  });

  // The student's private feed address, made on first call; absolute under the address browsers use
  // (PUBLIC_URL, else this request's own, which a forwarded header sets only from a trusted proxy).
  r.get('/api/students/:id/calendar-feed', { schema: byId, config: STUDENT }, async (req, reply) => {
    const data = await run(req, RestCalendarFeedDocument, { studentId: req.params.id });
    reply.header('cache-control', 'private, no-store');
    return { url: new URL(data.calendarFeed.path, d.browserOrigin(req)).toString(), createdAt: data.calendarFeed.createdAt };
  });

  r.delete('/api/students/:id/calendar-feed', { schema: byId, config: STUDENT }, async (req, reply) => {
    await run(req, RestRevokeCalendarFeedDocument, { studentId: req.params.id });
    return reply.status(204).send();
  });

  // The feed itself, for phone calendars: no session, the token is the key. Unknown, revoked or malformed: 404.
  app.get<{ Params: { token: string } }>('/api/calendar/:token.ics', { config: PUBLIC }, async (req, reply) => {
    const { token } = req.params;
    const data = FEED_TOKEN.test(token) ? await run(req, RestCalendarFeedIcsDocument, { token }) : null;
    const ics = orNotFound(data?.calendarFeedIcs, FEED_NOT_FOUND);
    reply.header('content-type', 'text/calendar; charset=utf-8');
    reply.header('content-disposition', 'inline; filename="college-deadlines.ics"');
    reply.header('cache-control', 'private, no-store');
    // The address is a secret: keep it out of search engines and of any Referer a calendar app might send on.
    reply.header('x-robots-tag', 'noindex');
    reply.header('referrer-policy', 'no-referrer');
    return reply.send(ics);
  });
}
