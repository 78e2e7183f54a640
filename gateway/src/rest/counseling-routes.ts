import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { counselingRuleMessages as RULES } from '@counsel/counseling';
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
 * The zod schemas settle what GraphQL would refuse in its own words: types and the enums' wire values, with the
 * counseling rules' messages. Lengths, ranges, formats, sanitizing and who may see which student stay with the
 * counseling service (domain/rules.ts), so REST and GraphQL callers read the same refusal.
 */
const TAGS = ['academic', 'college', 'personal', 'family_contact'] as const satisfies readonly NoteTag[];
const KINDS = ['individual', 'group', 'family', 'virtual'] as const satisfies readonly MeetingKind[];
const STATES = ['scheduled', 'held', 'cancelled'] as const satisfies readonly MeetingState[];

const noteBody = z.string(RULES.noteBody);
const tags = z.array(z.enum(TAGS, RULES.tag), RULES.tags);
const pinned = z.boolean(RULES.pinned);
const noteInput = jsonBody({ body: noteBody, pinned: pinned.optional(), tags: tags.optional() });
const notePatch = jsonBody({ body: noteBody.nullish(), pinned: pinned.nullish(), tags: tags.nullish() });

const meetingFields = {
  startsAt: z.string(RULES.startsAt),
  lengthMinutes: z.number(RULES.lengthMinutes).int(RULES.wholeMinutes),
  kind: z.enum(KINDS, RULES.kind),
  topics: z.array(z.string(RULES.topic), RULES.topics).optional(),
  note: z.string(RULES.meetingNote).optional(),
  state: z.enum(STATES, RULES.state).optional(),
};
const meetingInput = jsonBody(meetingFields);
const meetingPatch = jsonBody(Object.fromEntries(Object.entries(meetingFields).map(([k, s]) => [k, s.nullable().optional()])) as {
  [K in keyof typeof meetingFields]: z.ZodOptional<z.ZodNullable<(typeof meetingFields)[K]>>
});

const taskDue = z.string(RULES.dueDate);
const taskInput = jsonBody({
  title: z.string(RULES.title),
  dueDate: taskDue,
  assignees: z.object({
    studentIds: z.array(ID, RULES.studentIds).nullish(),
    schoolId: z.string('schoolId must be an id').regex(/^[A-Za-z0-9_-]{1,64}$/, 'schoolId must be an id').nullish(),
    grade: z.string(RULES.grade).nullish(),
  }, RULES.assignees),
  applicationId: ID.nullish(),
});
const taskPatch = jsonBody({ title: z.string(RULES.titleText).nullish(), dueDate: taskDue.nullish() });
const completionBody = jsonBody({ studentId: ID, done: z.boolean('done must be true or false') });

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
 * A counselor's notes, meetings and tasks. The counseling service decides whose: staff who may see the
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
