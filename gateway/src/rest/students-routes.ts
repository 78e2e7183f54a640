import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, queryText, wholeNumber } from './body.js';
import type { Access } from './route-access.js';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { execute, type VariablesOf } from './execute.js';
import {
  RestStudentsDocument, RestMyStudentDocument, RestStudentDocument, RestCreateStudentProfileDocument, RestUpdateStudentProfileDocument,
  RestStudentAcademicsDocument, RestStudentActivitiesDocument, RestSaveCoursesDocument, RestSaveActivitiesDocument,
  RestStudentPreferencesDocument, RestSaveCollegePreferencesDocument, type RestStudentProfileFragment, type RestStudentsQuery, type StudentScope, type StudentSort,
} from '../gql/graphql.js';
import { orNotFound } from './rest-error.js';
import { jsonOfKeptDerivation } from '../shaping-memo.js';
import type { RouteDeps } from './route-deps.js';
import { activitiesBody, coursesBody, preferencesBody, profileBody } from './students-body.js';

/** `user` comes from identity; when identity cannot say, the copy the student saved stands in. */
const withUser = (s: RestStudentProfileFragment) => ({ ...s, user: s.user ?? { firstName: s.firstName, lastName: s.lastName, email: s.email } });

/** Fastify's own type for a JSON answer, so text sent as JSON carries the same header. */
const JSON_TYPE = 'application/json; charset=utf-8';

/** The list's rows: the name and email copied into the students service, so no call to identity per row. */
const listRows = (page: RestStudentsQuery['students']) => page.items.map((s) => ({
  id: s.id, userId: s.userId, firstName: s.firstName, lastName: s.lastName, gpa: s.gpa, satScore: s.satScore, actScore: s.actScore,
  targetColleges: s.targetColleges, grade: s.grade, user: { firstName: s.firstName, lastName: s.lastName, email: s.email },
}));

/** The schema lets `student` be null; the students service answers "not found" before that, and so does this. */
const found = <T>(student: T | null) => orNotFound(student, 'Student not found');

/** REST `sort`: a field name, `-` first for descending (the GraphQL enum names work too). */
const SORTS: Record<string, StudentSort> = {
  name: 'NAME_ASC', '-name': 'NAME_DESC', gpa: 'GPA_ASC', '-gpa': 'GPA_DESC', grade: 'GRADE_ASC', '-grade': 'GRADE_DESC',
  targetColleges: 'COLLEGES_ASC', '-targetColleges': 'COLLEGES_DESC', '-updatedAt': 'UPDATED_DESC',
};
const SORT_MESSAGE = `sort must be one of ${Object.keys(SORTS).join(', ')}`;
/** REST `scope`: which students a staff list covers; absent, every student the caller may see. */
const SCOPES: Record<string, StudentScope> = { caseload: 'CASELOAD', school: 'SCHOOL', all: 'ALL' };
const SCOPE_MESSAGE = `scope must be one of ${Object.keys(SCOPES).join(', ')}`;
const PAGE_SIZE_MAX = 200;
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const PAGING_MESSAGE = 'Use page and pageSize, or limit and offset, not both';
// Without a limit the spec's client expects the whole list; 1000 is the most one answer carries. page and
// pageSize (1-based pages of 1 to 200, 20 by default) are the issue's paging, another way to say limit and offset.
const listQuery = z.object({
  q: queryText('q must be text').transform((v) => v ?? null),
  limit: wholeNumber('limit'),
  offset: wholeNumber('offset'),
  page: wholeNumber('page').refine((v) => v === undefined || v >= 1, 'page must be a whole number from 1'),
  pageSize: wholeNumber('pageSize').refine((v) => v === undefined || (v >= 1 && v <= PAGE_SIZE_MAX), `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`),
  sort: z.string(SORT_MESSAGE).optional().transform((v, ctx) => {
    const sort = v === undefined || v === '' ? 'NAME_ASC' : SORTS[v] ?? Object.values(SORTS).find((s) => s === v);
    if (!sort) ctx.addIssue({ code: 'custom', message: SORT_MESSAGE });
    return sort ?? z.NEVER;
  }),
  scope: z.string(SCOPE_MESSAGE).optional().transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    const scope = SCOPES[v];
    if (!scope) ctx.addIssue({ code: 'custom', message: SCOPE_MESSAGE });
    return scope ?? z.NEVER;
  }),
  schoolId: z.preprocess((v) => (v === '' ? undefined : v), z.string('schoolId must be an id').regex(ID_PATTERN, 'schoolId must be an id').optional()),
}).transform((v, ctx) => {
  const paged = v.page !== undefined || v.pageSize !== undefined;
  if (paged && (v.limit !== undefined || v.offset !== undefined)) {
    ctx.addIssue({ code: 'custom', message: PAGING_MESSAGE });
    return z.NEVER;
  }
  const pageSize = v.pageSize ?? 20;
  return {
    q: v.q, sort: v.sort, scope: v.scope, schoolId: v.schoolId,
    limit: paged ? pageSize : v.limit ?? 1000,
    offset: paged ? ((v.page ?? 1) - 1) * pageSize : v.offset ?? 0,
  };
});

/** Student records: staff read everyone's (the subgraph checks the rest); writes are the owning student's. */
const STAFF: { access: Access } = { access: 'staff' };
const SIGNED_IN: { access: Access } = { access: 'signedIn' };
const STUDENT_WRITE: { access: Access; forbidden: string } = { access: 'student', forbidden: 'Counselors and admins can view student records but not change them' };

/** The students routes (plus course and activity editing), each one GraphQL operation. */
export function registerStudentsRoutes(app: FastifyInstance, d: RouteDeps) {
  const run = async <TResult, TVars extends Record<string, unknown>>(
    req: FastifyRequest, document: TypedDocumentNode<TResult, TVars>, ...variables: VariablesOf<TVars>
  ) => execute(d.apollo, await d.context(req), document, ...variables);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParams };

  // Limited to the students the caller may see (their schools; the district for admins): the students service decides.
  r.get('/api/students', { schema: { querystring: listQuery }, config: STAFF }, async (req, reply) => {
    const data = await run(req, RestStudentsDocument, req.query);
    reply.header('x-total-count', String(data.students.total));
    // A page kept by the students service (per reader, until its store changes) is sent as the text it gave the first time.
    const json = jsonOfKeptDerivation(data.students, listRows);
    return json === undefined ? listRows(data.students) : reply.type(JSON_TYPE).send(json);
  });

  app.get('/api/students/me', async (req, reply) => {
    const data = await run(req, RestMyStudentDocument);
    const student = orNotFound(data.myStudent, 'Profile not found');
    // An answer kept for the caller's session (kept-answers.ts) is sent as the text it gave the first time.
    const json = jsonOfKeptDerivation(student, withUser);
    return json === undefined ? withUser(student) : reply.type(JSON_TYPE).send(json);
  });

  r.get('/api/students/:id', { schema: byId, config: SIGNED_IN }, async (req) => {
    const data = await run(req, RestStudentDocument, { id: req.params.id });
    return withUser(found(data.student));
  });

  r.post('/api/students', { schema: { body: profileBody }, config: STUDENT_WRITE }, async (req, reply) => {
    const input = req.body;
    const data = await run(req, RestCreateStudentProfileDocument, { input });
    return reply.status(201).send(withUser(data.createStudentProfile));
  });

  r.put('/api/students/:id', { schema: { ...byId, body: profileBody }, config: STUDENT_WRITE }, async (req) => {
    const studentId = req.params.id;
    const input = req.body;
    const data = await run(req, RestUpdateStudentProfileDocument, { id: studentId, input });
    return withUser(data.updateStudentProfile);
  });

  r.get('/api/students/:id/academics', { schema: byId, config: SIGNED_IN }, async (req) => {
    const data = await run(req, RestStudentAcademicsDocument, { id: req.params.id });
    return found(data.student).academics;
  });

  r.get('/api/students/:id/activities', { schema: byId, config: SIGNED_IN }, async (req) => {
    const data = await run(req, RestStudentActivitiesDocument, { id: req.params.id });
    return found(data.student).activities;
  });

  r.put('/api/students/:id/courses', { schema: { ...byId, body: coursesBody }, config: STUDENT_WRITE }, async (req) => {
    const studentId = req.params.id;
    const { courses } = req.body;
    const data = await run(req, RestSaveCoursesDocument, { studentId, courses });
    return data.saveCourses;
  });

  r.put('/api/students/:id/activities', { schema: { ...byId, body: activitiesBody }, config: STUDENT_WRITE }, async (req) => {
    const studentId = req.params.id;
    const { activities } = req.body;
    const data = await run(req, RestSaveActivitiesDocument, { studentId, activities });
    return data.saveActivities;
  });

  // "Empty means none set": 200 with a JSON null when the student has not answered yet.
  r.get('/api/students/:id/college-preferences', { schema: byId, config: SIGNED_IN }, async (req, reply) => {
    const data = await run(req, RestStudentPreferencesDocument, { id: req.params.id });
    return reply.type('application/json').send(JSON.stringify(found(data.student).collegePreferences ?? null));
  });

  r.post('/api/students/:id/college-preferences', { schema: { ...byId, body: preferencesBody }, config: STUDENT_WRITE }, async (req) => {
    const studentId = req.params.id;
    const input = req.body;
    const data = await run(req, RestSaveCollegePreferencesDocument, { studentId, input });
    return data.saveCollegePreferences;
  });
}
