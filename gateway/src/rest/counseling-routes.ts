import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { ID, idParams, jsonBody, wholeNumber } from './body.js';
import { execute, type VariablesOf } from './execute.js';
import {
  RestStudentNotesDocument, RestCreateNoteDocument, RestUpdateNoteDocument, RestDeleteNoteDocument,
  RestStudentMeetingsDocument, RestCreateMeetingDocument, RestUpdateMeetingDocument, RestDeleteMeetingDocument,
  RestCreateTaskDocument, RestUpdateTaskDocument, RestDeleteTaskDocument, RestTasksDocument, RestStudentTasksDocument, RestSetTaskCompletionDocument,
  type MeetingKind, type MeetingState, type NoteTag, type TaskScope,
} from '../gql/graphql.js';
import type { Access } from './route-access.js';
import type { RouteDeps } from './route-deps.js';

/**
 * The zod schemas settle types and the enums' wire values with the service's own wording; lengths, ranges,
 * sanitizing and who may see which student stay with the counseling service (domain/rules.ts).
 */
const TAGS = ['academic', 'college', 'personal', 'family_contact'] as const satisfies readonly NoteTag[];
const KINDS = ['individual', 'group', 'family', 'virtual'] as const satisfies readonly MeetingKind[];
const STATES = ['scheduled', 'held', 'cancelled'] as const satisfies readonly MeetingState[];
const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) => z.enum(values, `${what} must be one of ${values.join(', ')}`);
const bool = (what: string) => z.boolean(`${what} must be true or false`);

const noteBody = z.string('Note body is required').max(200_000, 'Note body must be at most 20000 characters');
const tags = z.array(oneOf(TAGS, 'Tag'), 'Tags must be a list').max(20, 'Tags must be a list of at most 4 tags');
const noteInput = jsonBody({ body: noteBody, pinned: bool('Pinned').optional(), tags: tags.optional() });
const notePatch = jsonBody({ body: noteBody.nullish(), pinned: bool('Pinned').nullish(), tags: tags.nullish() });

const START = 'Start must be a date and time (ISO 8601)';
const LENGTH = 'Length must be a number of minutes';
const meetingFields = {
  startsAt: z.string(START).max(64, START),
  lengthMinutes: z.number(LENGTH).int('Length must be whole minutes'),
  kind: oneOf(KINDS, 'Kind'),
  topics: z.array(z.string('A topic must be text').max(1_000, 'A topic must be at most 100 characters'), 'Topics must be a list').max(100, 'At most 10 topics').optional(),
  note: z.string('Meeting note must be text').max(100_000, 'Meeting note must be at most 20000 characters').optional(),
  state: oneOf(STATES, 'State').optional(),
};
const meetingInput = jsonBody(meetingFields);
const meetingPatch = jsonBody(Object.fromEntries(Object.entries(meetingFields).map(([k, s]) => [k, s.nullable().optional()])) as {
  [K in keyof typeof meetingFields]: z.ZodOptional<z.ZodNullable<(typeof meetingFields)[K]>>
});

const DUE = 'Due date must be a date (YYYY-MM-DD)';
const taskDue = z.string(DUE).regex(/^\d{4}-\d{2}-\d{2}$/, DUE);
const idList = z.array(ID, 'studentIds must be a list of ids').max(2_000, 'At most 2000 students');
const taskInput = jsonBody({
  title: z.string('Title is required').max(1_000, 'Title must be at most 200 characters'),
  dueDate: taskDue,
  assignees: z.object({
    studentIds: idList.nullish(),
    schoolId: z.string('schoolId must be an id').regex(/^[A-Za-z0-9_-]{1,64}$/, 'schoolId must be an id').nullish(),
    grade: oneOf(['9', '10', '11', '12'], 'Grade').nullish(),
  }, 'Assignees are required: { studentIds } or { schoolId, grade }'),
  applicationId: ID.nullish(),
});
const taskTitle = z.string('Title must be text').max(1_000, 'Title must be at most 200 characters');
const taskPatch = jsonBody({ title: taskTitle.nullish(), dueDate: taskDue.nullish() });
const completionBody = jsonBody({ studentId: ID, done: bool('done') });

const SCOPES: Record<string, TaskScope> = { mine: 'MINE', all: 'ALL', MINE: 'MINE', ALL: 'ALL' };
const SCOPE = 'scope must be one of mine, all';
const tasksQuery = z.object({
  scope: z.string(SCOPE).optional().transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    if (!SCOPES[v]) ctx.addIssue({ code: 'custom', message: SCOPE });
    return SCOPES[v] ?? z.NEVER;
  }),
  limit: wholeNumber('limit'),
});

const SIGNED_IN: { access: Access } = { access: 'signedIn' };
const STAFF: { access: Access } = { access: 'staff' };

/**
 * A counselor's notes, meetings and tasks (issue 21). The counseling service decides whose: staff who may see the
 * student; the student for their own meetings (the scheduled ones) and tasks. Notes are read through a signed-in
 * gate so that a student asking for their own is told what the service tells them (not found), not that the route
 * exists for other roles.
 */
export function registerCounselingRoutes(app: FastifyInstance, d: RouteDeps) {
  const run = async <TResult, TVars extends Record<string, unknown>>(
    req: FastifyRequest, document: TypedDocumentNode<TResult, TVars>, ...variables: VariablesOf<TVars>
  ) => execute(d.apollo, await d.context(req), document, ...variables);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byId = { params: idParams };

  r.get('/api/students/:id/notes', { schema: byId, config: SIGNED_IN }, async (req) =>
    (await run(req, RestStudentNotesDocument, { studentId: req.params.id })).studentNotes);

  r.post('/api/students/:id/notes', { schema: { ...byId, body: noteInput }, config: STAFF }, async (req, reply) =>
    reply.status(201).send((await run(req, RestCreateNoteDocument, { studentId: req.params.id, input: req.body })).createNote));

  r.patch('/api/notes/:id', { schema: { ...byId, body: notePatch }, config: STAFF }, async (req) =>
    (await run(req, RestUpdateNoteDocument, { id: req.params.id, input: req.body })).updateNote);

  r.delete('/api/notes/:id', { schema: byId, config: STAFF }, async (req) => {
    await run(req, RestDeleteNoteDocument, { id: req.params.id });
    return { success: true, id: req.params.id };
  });

  // Staff: every meeting; the student: their own scheduled ones, without the counselor's note.
  r.get('/api/students/:id/meetings', { schema: byId, config: SIGNED_IN }, async (req) =>
    (await run(req, RestStudentMeetingsDocument, { studentId: req.params.id })).studentMeetings);

  r.post('/api/students/:id/meetings', { schema: { ...byId, body: meetingInput }, config: STAFF }, async (req, reply) =>
    reply.status(201).send((await run(req, RestCreateMeetingDocument, { studentId: req.params.id, input: req.body })).createMeeting));

  r.patch('/api/meetings/:id', { schema: { ...byId, body: meetingPatch }, config: STAFF }, async (req) =>
    (await run(req, RestUpdateMeetingDocument, { id: req.params.id, input: req.body })).updateMeeting);

  r.delete('/api/meetings/:id', { schema: byId, config: STAFF }, async (req) => {
    await run(req, RestDeleteMeetingDocument, { id: req.params.id });
    return { success: true, id: req.params.id };
  });

  r.post('/api/tasks', { schema: { body: taskInput }, config: STAFF }, async (req, reply) =>
    reply.status(201).send((await run(req, RestCreateTaskDocument, { input: req.body })).createTask));

  // The staff member who gave the task, or an admin (the counseling service decides).
  r.patch('/api/tasks/:id', { schema: { ...byId, body: taskPatch }, config: STAFF }, async (req) =>
    (await run(req, RestUpdateTaskDocument, { id: req.params.id, input: req.body })).updateTask);

  r.delete('/api/tasks/:id', { schema: byId, config: STAFF }, async (req) => {
    await run(req, RestDeleteTaskDocument, { id: req.params.id });
    return { success: true, id: req.params.id };
  });

  r.get('/api/tasks', { schema: { querystring: tasksQuery }, config: STAFF }, async (req) =>
    (await run(req, RestTasksDocument, { scope: req.query.scope ?? null, limit: req.query.limit ?? null })).tasks);

  // The student for themselves, or staff of the student.
  r.get('/api/students/:id/tasks', { schema: byId, config: SIGNED_IN }, async (req) =>
    (await run(req, RestStudentTasksDocument, { studentId: req.params.id })).studentTasks);

  r.patch('/api/tasks/:id/completion', { schema: { ...byId, body: completionBody }, config: SIGNED_IN }, async (req) =>
    (await run(req, RestSetTaskCompletionDocument, { taskId: req.params.id, studentId: req.body.studentId, done: req.body.done })).setTaskCompletion);
}
