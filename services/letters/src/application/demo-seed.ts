import { randomUUID } from 'node:crypto';
import { DEMO_STUDENT_PROFILES, DEMO_USERS, type Logger, type OutboxEvents } from '@counsel/kit';
import type { Letter } from '../domain/letter.js';
import type { RecommendationRequest } from '../domain/request.js';
import { schoolYearOf } from '../domain/school-year.js';
import type { LettersStore } from '../ports/letters-store.js';
import type { LettersDirectory } from './directory.js';
import { requestChangedEvent } from './letters-events.js';

const MARKER = 'demo-letters-v1';
const DAY_MS = 86_400_000;

/**
 * The demo: Maya has asked the demo teacher for two letters, for different colleges: one accepted (FERPA right
 * waived), one submitted (not waived, so she may read it). It runs once both are known from events (her profile and
 * list, the teacher's account); until then, and after it ran (the marker), it does nothing.
 */
export async function seedDemoLetters(
  store: LettersStore, events: Pick<OutboxEvents, 'committed'>, log: Logger,
  { now = new Date(), teacherUserId = DEMO_USERS.find((u) => u.role === 'teacher')?.id }: { now?: Date; teacherUserId?: string } = {},
): Promise<void> {
  const maya = DEMO_STUDENT_PROFILES[0];
  if (!teacherUserId || !maya || await store.markers.has(MARKER)) return;
  const [student, teacher, list] = [await store.students.get(maya.id), await store.accounts.get(teacherUserId), await store.students.applications(maya.id)];
  if (!student || teacher?.role !== 'teacher' || list.length < 2) return;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString();
  const base = {
    studentId: student.studentId, studentUserId: student.userId, schoolId: student.schoolId, teacherUserId: teacher.userId,
    declineReason: null, schoolYear: schoolYearOf(now),
  };
  const accepted: RecommendationRequest = {
    ...base, id: randomUUID(), applicationIds: [list[0].applicationId], waived: true, state: 'accepted', requestedAt: at(12), updatedAt: at(10),
    note: 'Thank you for AP Physics! I am applying in engineering; the robotics project we built is what I would most like colleges to hear about.',
  };
  const submitted: RecommendationRequest = {
    ...base, id: randomUUID(), applicationIds: [list[1].applicationId], waived: false, state: 'submitted', requestedAt: at(20), updatedAt: at(3),
    note: 'Could you write about my lab work and the tutoring I did for ninth graders?',
  };
  const letter: Letter = {
    requestId: submitted.id, studentId: student.studentId, kind: 'text', blobId: null, fileName: null, fileSize: null, aiDraftUsed: false,
    submittedAt: at(3), submittedBy: teacher.userId,
    body: 'It is a pleasure to recommend Maya Chen. In my AP Physics class she asked the questions that moved the whole class forward, '
      + 'and her robotics work showed the patience and care of an engineer. She tutored younger students every week without being asked. '
      + 'I recommend her without reservation.',
  };
  const event = (r: RecommendationRequest) => requestChangedEvent(r, r.updatedAt, teacher);
  try {
    await store.write((w) => {
      w.markers.mark(MARKER);
      w.requests.save(accepted);
      w.requests.save(submitted);
      w.letters.save(letter);
    }, [event(accepted), event(submitted)]);
  } catch (err) {
    // Two deliveries (her list, the teacher's account) may both have found the demo missing: the marker let one
    // commit and rolled the other back whole; that one has nothing left to do.
    if (await store.markers.has(MARKER)) return;
    throw err;
  }
  events.committed();
  log.info({ studentId: student.studentId, teacherUserId: teacher.userId }, 'demo recommendation requests seeded');
}

/**
 * The demo's teachers, from the kit's demo accounts (fixed ids, as every service seeds its part of the demo without
 * calling the others): identity creates demo accounts without announcing them, so letters takes them from there.
 * Through the directory, so it is the same idempotent upsert an identity event would make.
 */
export async function seedDemoTeachers(directory: LettersDirectory): Promise<void> {
  for (const u of DEMO_USERS.filter((d) => d.role === 'teacher')) {
    await directory.userCreated({ userId: u.id, email: u.email, role: u.role, createdBy: null, firstName: u.firstName, lastName: u.lastName });
  }
}
