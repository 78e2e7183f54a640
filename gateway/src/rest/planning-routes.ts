import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { idParams } from './body.js';
import { execute, type VariablesOf } from './execute.js';
import {
  RestSchoolCoursesDocument, RestCreateCourseDocument, RestUpdateCourseDocument, RestDeleteCourseDocument, RestStartCourseImportDocument,
  RestApplyCourseImportDocument, RestRequirementSetsDocument, RestRequirementSetDocument, RestSaveRequirementSetDocument, RestStudentPlanDocument,
  RestSavePlanDocument, RestSubmitPlanDocument, RestReviewPlanDocument, RestCommentOnPlanDocument, RestPlansDocument, RestPlansCsvPageDocument, type RestPlansQuery,
} from '../gql/graphql.js';
import { sendCsvStream, toCsv } from './csv.js';
import {
  applyInput, commentInput, courseInput, coursesQuery, importInput, planInput, plansQuery, reviewInput, setInput, setsQuery, submitInput,
} from './planning-body.js';
import { orNotFound } from './rest-error.js';
import type { Access } from './route-access.js';
import type { RouteDeps } from './route-deps.js';

const SIGNED_IN: { access: Access } = { access: 'signedIn' };
const ADMIN: { access: Access; forbidden: string } = { access: 'admin', forbidden: 'Only admins change the catalog and the requirement sets' };
const STUDENT: { access: Access; forbidden: string } = { access: 'student', forbidden: 'Only the student builds and submits their plan' };
const STAFF: { access: Access; forbidden: string } = { access: 'staff', forbidden: 'Only the student\'s counselors and admins review a plan' };

/** The rows one page of the CSV export reads (the most the planning service answers at once). */
const CSV_PAGE = 500;

const WORDS: Record<string, string> = { ON_TRACK: 'On track', AT_RISK: 'At risk', OFF_TRACK: 'Off track', DRAFT: 'Draft', SUBMITTED: 'Submitted', RETURNED: 'Returned', APPROVED: 'Approved' };

type PlanRow = RestPlansQuery['plans']['items'][number];

/** One student's row: their plan's status and their status per requirement set (the header's columns). */
const planRow = (i: PlanRow, sets: readonly { setId: string }[]) => [
  i.studentName, i.studentId, i.grade === null || i.grade === undefined ? '' : String(i.grade), i.schoolId, WORDS[i.status] ?? i.status, WORDS[i.track] ?? i.track,
  ...sets.map(({ setId }) => { const t = i.tracks.find((x) => x.setId === setId); return t ? WORDS[t.status] ?? t.status : ''; }),
  i.updatedAt,
];

/** Course catalogs, requirement sets and students' plans, each route one GraphQL operation of the planning service. */
export function registerPlanningRoutes(app: FastifyInstance, d: RouteDeps) {
  const run = async <TResult, TVars extends Record<string, unknown>>(
    req: FastifyRequest, document: TypedDocumentNode<TResult, TVars>, ...variables: VariablesOf<TVars>
  ) => execute(d.apollo, await d.context(req), document, ...variables);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParams };

  r.get('/api/schools/:id/courses', { schema: { ...byId, querystring: coursesQuery }, config: SIGNED_IN }, async (req, reply) => {
    const page = (await run(req, RestSchoolCoursesDocument, { schoolId: req.params.id, q: req.query.q ?? null, first: req.query.first ?? 50, offset: req.query.offset ?? 0 })).schoolCourses;
    reply.header('x-total-count', String(page.total));
    return page;
  });
  r.post('/api/schools/:id/courses', { schema: { ...byId, body: courseInput }, config: ADMIN }, async (req, reply) =>
    reply.status(201).send((await run(req, RestCreateCourseDocument, { schoolId: req.params.id, input: req.body })).createCourse));
  r.put('/api/courses/:id', { schema: { ...byId, body: courseInput }, config: ADMIN }, async (req) =>
    (await run(req, RestUpdateCourseDocument, { id: req.params.id, input: req.body })).updateCourse);
  r.delete('/api/courses/:id', { schema: byId, config: ADMIN }, async (req, reply) => {
    await run(req, RestDeleteCourseDocument, { id: req.params.id });
    return reply.status(204).send();
  });

  // The catalog file: a dry run that reports every rejected row with its line and reason, then the apply.
  r.post('/api/courses/imports', { schema: { body: importInput }, config: ADMIN }, async (req, reply) => {
    const { schoolId, format, content, fileName } = req.body;
    return reply.status(201).send((await run(req, RestStartCourseImportDocument, { schoolId, format, content, fileName: fileName ?? null })).startCourseImport);
  });
  r.post('/api/courses/imports/:id/apply', { schema: { ...byId, body: applyInput }, config: ADMIN }, async (req) =>
    (await run(req, RestApplyCourseImportDocument, { id: req.params.id, acceptRejections: req.body.acceptRejections ?? false })).applyCourseImport);

  r.get('/api/requirement-sets', { schema: { querystring: setsQuery }, config: SIGNED_IN }, async (req) =>
    (await run(req, RestRequirementSetsDocument, { schoolId: req.query.schoolId })).requirementSets);
  r.get('/api/requirement-sets/:id', { schema: byId, config: SIGNED_IN }, async (req) =>
    orNotFound((await run(req, RestRequirementSetDocument, { id: req.params.id })).requirementSet, 'Requirement set not found'));
  r.post('/api/requirement-sets', { schema: { body: setInput }, config: ADMIN }, async (req, reply) =>
    reply.status(201).send((await run(req, RestSaveRequirementSetDocument, { input: { ...req.body, id: null } })).saveRequirementSet));
  r.put('/api/requirement-sets/:id', { schema: { ...byId, body: setInput }, config: ADMIN }, async (req) =>
    (await run(req, RestSaveRequirementSetDocument, { input: { ...req.body, id: req.params.id } })).saveRequirementSet);

  r.get('/api/students/:id/plan', { schema: byId, config: SIGNED_IN }, async (req) =>
    orNotFound((await run(req, RestStudentPlanDocument, { studentId: req.params.id })).studentPlan, 'Student not found'));
  r.put('/api/students/:id/plan', { schema: { ...byId, body: planInput }, config: STUDENT }, async (req) =>
    (await run(req, RestSavePlanDocument, { studentId: req.params.id, input: req.body })).savePlan);
  r.post('/api/students/:id/plan/submit', { schema: { ...byId, body: submitInput }, config: STUDENT }, async (req) =>
    (await run(req, RestSubmitPlanDocument, { studentId: req.params.id, input: req.body.entries ? { entries: req.body.entries } : null })).submitPlan);
  r.post('/api/students/:id/plan/review', { schema: { ...byId, body: reviewInput }, config: STAFF }, async (req) =>
    (await run(req, RestReviewPlanDocument, { studentId: req.params.id, decision: req.body.decision, comment: req.body.comment ?? null })).reviewPlan);
  r.post('/api/students/:id/plan/comments', { schema: { ...byId, body: commentInput }, config: STAFF }, async (req) =>
    (await run(req, RestCommentOnPlanDocument, { studentId: req.params.id, text: req.body.text })).commentOnPlan);

  const listPlans = async (req: FastifyRequest, { status, track, scope, schoolId, first, offset }: z.output<typeof plansQuery>) => {
    return (await run(req, RestPlansDocument, {
      status: status ?? null, track: track ?? null, scope: scope ?? 'MINE', schoolId: schoolId ?? null, first: first ?? 50, offset: offset ?? 0,
    })).plans;
  };
  /**
   * The whole list as CSV, every row of the scope (first and offset are the JSON pages'): read 500 at a time and
   * streamed as read, so a district's 100,000 plans never sit in memory. The first page, read before anything is
   * sent, authorizes and validates (a refusal is still a JSON error) and names the columns.
   */
  const plansCsv = async (req: FastifyRequest, reply: FastifyReply, { status, track, scope, schoolId, bom }: z.output<typeof plansQuery>) => {
    const vars = { status: status ?? null, track: track ?? null, scope: scope ?? 'MINE', schoolId: schoolId ?? null };
    const context = await d.context(req);
    const page = (offset: number, withColumns: boolean) => execute(d.apollo, context, RestPlansCsvPageDocument, { ...vars, first: CSV_PAGE, offset, withColumns }).then((r) => r.plans);
    const first = await page(0, true);
    const sets = first.setColumns ?? [];
    async function* lines() {
      yield toCsv([['Student', 'Student ID', 'Grade', 'School', 'Plan', 'Overall', ...sets.map((s) => s.setName), 'Updated'], ...first.items.map((i) => planRow(i, sets))]);
      for (let offset = first.items.length, last = first.items.length; last === CSV_PAGE && offset < first.total; offset += last) {
        const next = await page(offset, false);
        last = next.items.length;
        if (last) yield toCsv(next.items.map((i) => planRow(i, sets)));
      }
    }
    return sendCsvStream(reply, `plans-${new Date().toISOString().slice(0, 10)}.csv`, lines(), { bom });
  };
  r.get('/api/plans', { schema: { querystring: plansQuery }, config: STAFF }, async (req, reply) =>
    (req.query.format === 'csv' ? plansCsv(req, reply, req.query) : listPlans(req, req.query)));
  r.get('/api/plans.csv', { schema: { querystring: plansQuery }, config: STAFF }, async (req, reply) => plansCsv(req, reply, req.query));
}
