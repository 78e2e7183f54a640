import { randomUUID } from 'node:crypto';
import { DEMO_STUDENT_PROFILES, DEMO_USERS, type Logger, type OutboxEvents, addDays, isoDay } from '@counsel/kit';
import type { Meeting } from '../domain/meeting.js';
import type { Note, NoteTag } from '../domain/note.js';
import { sanitizeNoteBody } from '../domain/rich-text.js';
import type { StudentRecord } from '../domain/student.js';
import type { Assignment, Task } from '../domain/task.js';
import type { CounselingStore } from '../ports/counseling-store.js';
import { meetingEvent, taskEvent } from './student-events.js';

const MAYA = DEMO_STUDENT_PROFILES[0].id;
const JORDAN = DEMO_STUDENT_PROFILES[1].id;
const COUNSELOR = DEMO_USERS.find((u) => u.role === 'counselor')!;
const COUNSELOR_NAME = `${COUNSELOR.firstName} ${COUNSELOR.lastName}`;

const NOTES: Record<string, { body: string; pinned: boolean; tags: NoteTag[]; daysAgo: number }[]> = {
  [MAYA]: [
    { body: '<p>Early Decision to Rice is her first choice; MIT EA submitted.</p><ul><li>Essay draft due Friday</li><li>Ask Ms Lee for a second recommendation</li></ul>', pinned: true, tags: ['college'], daysAgo: 6 },
    { body: '<p>Parents asked about financial aid timelines. Sent the <a href="https://studentaid.gov/h/apply-for-aid/fafsa">FAFSA page</a>.</p>', pinned: false, tags: ['family_contact'], daysAgo: 2 },
  ],
  [JORDAN]: [
    { body: '<p>Interested in art programs with strong athletics. Portfolio review next month.</p>', pinned: false, tags: ['academic', 'college'], daysAgo: 3 },
  ],
};

/**
 * The demo counselor's notes on Maya and Jordan, a meeting with Maya today, and tasks for both with partial
 * completion (one done, one open; one overdue), seeded when the demo students' profiles reach the read model.
 * Each part once (a marker in the same transaction), so restarts change nothing.
 */
export async function seedDemo(
  store: CounselingStore, student: StudentRecord, log: Logger, now: () => Date = () => new Date(), events?: OutboxEvents,
): Promise<void> {
  // The meeting and tasks are published as real ones are, so the student's notifications come from the same rules.
  const run = seeding.then(() => seedOnce(store, student, log, now())).then(() => events?.committed());
  seeding = run.catch(() => undefined);
  return run;
}

let seeding: Promise<unknown> = Promise.resolve();

async function seedOnce(store: CounselingStore, student: StudentRecord, log: Logger, now: Date): Promise<void> {
  const notes = NOTES[student.studentId];
  if (!notes) return;
  const key = `demo-notes:${student.studentId}`;
  let seeded = false;
  if (!await store.markers.has(key)) {
    seeded = true;
    for (const [i, n] of notes.entries()) {
      const at = new Date(now.getTime() - n.daysAgo * 86_400_000).toISOString();
      const note: Note = {
        id: randomUUID(), studentId: student.studentId, body: sanitizeNoteBody(n.body), pinned: n.pinned, tags: n.tags, authorId: COUNSELOR.id,
        authorName: COUNSELOR_NAME, createdAt: at, updatedAt: at, updatedBy: COUNSELOR.id, updatedByName: COUNSELOR_NAME,
      };
      await store.write((w) => {
        if (i === notes.length - 1) w.markers.mark(key);
        w.notes.save(note);
      });
    }
  }
  if (student.studentId === MAYA && !await store.markers.has('demo-meeting')) {
    seeded = true;
    // Later today when there is time left in the (UTC) day, else at its last half hour: always dated today.
    const endOfDay = Date.parse(`${isoDay(now)}T23:30:00.000Z`);
    const startsAt = new Date(Math.min(now.getTime() + 2 * 3_600_000, endOfDay)).toISOString();
    const meeting: Meeting = {
      id: randomUUID(), studentId: MAYA, counselorUserId: COUNSELOR.id, counselorName: COUNSELOR_NAME, startsAt, lengthMinutes: 30,
      kind: 'individual', topics: ['Rice ED essay', 'Recommendations'], note: 'Bring the essay draft.', state: 'scheduled',
      createdAt: now.toISOString(), updatedAt: now.toISOString(),
    };
    await store.write((w) => {
      w.markers.mark('demo-meeting');
      w.meetings.save(meeting);
    }, Date.parse(startsAt) > now.getTime() ? [meetingEvent(meeting, 'scheduled', now.toISOString())] : []);
  }
  const both = await store.students.many([MAYA, JORDAN]);
  if (both.length === 2 && !await store.markers.has('demo-tasks')) {
    seeded = true;
    const today = isoDay(now);
    const at = now.toISOString();
    const task = (title: string, dueDate: string): Task => ({
      id: randomUUID(), title, dueDate, applicationId: null, groupSchoolId: null, groupGrade: null, createdBy: COUNSELOR.id, createdByName: COUNSELOR_NAME, createdAt: at,
    });
    const recs = task('Ask two teachers for recommendations', addDays(today, 7));
    const scores = task('Send SAT scores to your colleges', addDays(today, -2));
    const assign = (t: Task, studentId: string, done: boolean): Assignment => ({ taskId: t.id, studentId, done, doneAt: done ? at : null, doneBy: done ? DEMO_USERS[2].id : null });
    await store.write((w) => w.tasks.create(recs, [assign(recs, MAYA, true), assign(recs, JORDAN, false)]),
      [taskEvent(recs, [MAYA, JORDAN], 'assigned', at), taskEvent(recs, [MAYA], 'done', at)]);
    await store.write((w) => {
      w.markers.mark('demo-tasks');
      w.tasks.create(scores, [assign(scores, MAYA, false), assign(scores, JORDAN, false)]);
    }, [taskEvent(scores, [MAYA, JORDAN], 'assigned', at)]);
  }
  if (seeded) log.info({ studentId: student.studentId }, 'demo counseling data seeded');
}
