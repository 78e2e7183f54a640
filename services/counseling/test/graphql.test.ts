// The subgraph end to end in-process: schema, resolvers and error codes over the real use cases (SQLite in
// memory, the in-memory durable bus). Tokens are looked up in a table: verifying JWTs is the kit's own test.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UnauthenticatedError, parseRecordExportPart, type Principal } from '@counsel/kit';
import { startServiceServer, type RunningServer } from '@counsel/kit/server';
import { counselingTypeDefs } from '../src/graphql/schema.js';
import { rootResolvers } from '../src/graphql/resolvers/root.js';
import { admin, counselorA, counselorB, log, maya, seedStudents, testCounseling } from './support/test-counseling.js';

const tokens: Record<string, Principal> = { admin, ca: counselorA, cb: counselorB, maya };
let t: Awaited<ReturnType<typeof testCounseling>>;
let server: RunningServer;

beforeAll(async () => {
  t = await testCounseling();
  await seedStudents(t);
  server = await startServiceServer({
    name: 'counseling', host: '127.0.0.1', port: 0, log, typeDefs: counselingTypeDefs,
    resolvers: [rootResolvers({ notes: t.notes, meetings: t.meetings, tasks: t.tasks }), t.participant.resolvers],
    verifier: () => ({ verify: async (token) => { if (!tokens[token]) throw new UnauthenticatedError(); return tokens[token]; } }),
  });
});
afterAll(async () => { await server.close(); await t.close(); });

const gql = (token: string | null, query: string, variables: Record<string, unknown> = {}) =>
  server.execute({ query, variables }, token ? { authorization: `Bearer ${token}` } : {});

describe('counseling subgraph', () => {
  it('creates a note with a script stored inert, lists it with its history, and answers a student NOT_FOUND', async () => {
    const created = await gql('ca', `mutation($s: ID!, $i: NoteInput!) { createNote(studentId: $s, input: $i) { id body tags pinned } }`,
      { s: 'st-maya', i: { body: '<p>Hi</p><script>alert(1)</script>', tags: ['family_contact'] } });
    expect(created.errors).toBeUndefined();
    const note = (created.data as { createNote: { id: string; body: string } }).createNote;
    expect(note).toMatchObject({ body: '<p>Hi</p>', tags: ['family_contact'], pinned: false });
    await gql('ca', `mutation($id: ID!) { updateNote(id: $id, input: { body: "<p>Bye</p>" }) { id } }`, { id: note.id });
    const listed = await gql('ca', `query { studentNotes(studentId: "st-maya") { body history { previousBody editedByName } } }`);
    expect(listed.data).toEqual({ studentNotes: [{ body: '<p>Bye</p>', history: [{ previousBody: '<p>Hi</p>', editedByName: 'Priya Natarajan' }] }] });
    for (const token of ['maya', 'cb']) {
      const refused = await gql(token, 'query { studentNotes(studentId: "st-maya") { body } }');
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    }
    const entity = await gql('maya', 'query { _entities(representations: [{ __typename: "Student", id: "st-maya" }]) { ... on Student { notes { body } counselingTasks { title } } } }');
    expect(entity.data).toEqual({ _entities: [{ notes: null, counselingTasks: [] }] });
  });

  it('creates a group task and shows completion, assignees and the student\'s own checklist', async () => {
    const created = await gql('ca', `mutation { createTask(input: { title: "Ask two teachers", dueDate: "2026-12-01", assignees: { schoolId: "school-a" } }) {
      id title total doneCount overdueCount assignments { studentName done overdue } } }`);
    expect(created.errors).toBeUndefined();
    const task = (created.data as { createTask: { id: string } }).createTask;
    expect(task).toMatchObject({ title: 'Ask two teachers', total: 2, doneCount: 0, overdueCount: 0 });
    const done = await gql('maya', `mutation($t: ID!) { setTaskCompletion(taskId: $t, studentId: "st-maya", done: true) { done title dueDate overdue } }`, { t: task.id });
    expect(done.data).toEqual({ setTaskCompletion: { done: true, title: 'Ask two teachers', dueDate: '2026-12-01', overdue: false } });
    const listed = await gql('ca', 'query { tasks(scope: MINE) { title doneCount total assignments { studentName done } } }');
    expect(listed.data).toEqual({ tasks: [{ title: 'Ask two teachers', doneCount: 1, total: 2, assignments: [{ studentName: 'Maya Chen', done: true }, { studentName: 'Jordan Rivera', done: false }] }] });
    const unauthenticated = await gql(null, 'query { tasks { title } }');
    expect(unauthenticated.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('schedules a meeting the student sees without the note, and exports the part as JSON', async () => {
    const created = await gql('ca', `mutation { createMeeting(studentId: "st-maya", input: { startsAt: "2026-11-21T16:00:00Z", lengthMinutes: 30, kind: virtual, topics: ["Essays"], note: "private" }) { id state } }`);
    expect(created.data).toMatchObject({ createMeeting: { state: 'scheduled' } });
    const mine = await gql('maya', 'query { myUpcomingMeetings { startsAt kind topics note } }');
    expect(mine.data).toEqual({ myUpcomingMeetings: [{ startsAt: '2026-11-21T16:00:00.000Z', kind: 'virtual', topics: ['Essays'], note: null }] });
    const part = await gql('admin', 'query { counselingRecordExport(studentId: "st-maya", studentUserId: "u-maya") }');
    const parsed = parseRecordExportPart((part.data as { counselingRecordExport: unknown }).counselingRecordExport);
    expect(parsed.service).toBe('counseling');
    expect(Object.keys(parsed.items).sort()).toEqual(['meetings', 'notes', 'taskAssignments']);
    const refused = await gql('ca', 'query { counselingRecordExport(studentId: "st-maya", studentUserId: "u-maya") }');
    expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });
});
