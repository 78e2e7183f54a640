import { Subjects, type RequestChanged, type SchoolDocumentChanged } from '@counsel/proto-events';
import { on, type EventSubscription } from '@counsel/kit';
import { isNewerDocument, isNewerRequest, type LetterRequestCopy } from '../domain/letters.js';
import type { CollegesEvents } from './colleges-events.js';
import { ListViews, type ListsDeps } from './list-views.js';
import type { StudentLock } from './student-lock.js';

/**
 * What colleges keeps of the letters service (docs/letters.md, "The checklist and the board"): each request's
 * teacher, applications and state, and each school document's state. Idempotent and safe out of order: a copy only
 * moves forward in the event's `at` (a redelivery or an older event changes nothing); declined and cancelled
 * requests stay as rows (so an older "requested" cannot bring them back) and drop off every read. A late event
 * of an erased student is dropped (the erasure ledger is the tombstone).
 */
export class LetterCopies {
  private readonly views: ListViews;

  constructor(private readonly deps: ListsDeps & { events: CollegesEvents; lock: StudentLock }) {
    this.views = new ListViews(deps);
  }

  /** A request changed: kept, and the student's list published again (its "missing" follows the letters). */
  async requestChanged(e: RequestChanged): Promise<void> {
    await this.deps.lock.run(e.studentId, async () => {
      const { store } = this.deps;
      if (await store.erasures.isErased(e.studentId)) return;
      const kept = await store.letters.request(e.requestId);
      const next: LetterRequestCopy = {
        requestId: e.requestId, studentId: e.studentId, teacherUserId: e.teacherUserId,
        // An event written before names travelled keeps the name a newer one brought.
        teacherName: e.teacherName ?? kept?.teacherName ?? null,
        applicationIds: [...e.applicationIds], state: e.state, at: e.at,
      };
      if (!isNewerRequest(next, kept)) return;
      const student = await store.students.get(e.studentId);
      const apps = student ? await store.applications.ofStudent(e.studentId) : [];
      const others = (await store.letters.requestsOf([e.studentId])).filter((r) => r.requestId !== next.requestId);
      const events = student && apps.length > 0
        ? [this.deps.events.listChanged(student, await this.views.list(student, apps, undefined, undefined, [...others, next]), this.views.now())] : [];
      await store.write((w) => w.letters.saveRequest(next), events);
      if (events.length) this.deps.events.committed();
    });
  }

  async schoolDocumentChanged(e: SchoolDocumentChanged): Promise<void> {
    await this.deps.lock.run(e.studentId, async () => {
      const { store } = this.deps;
      if (await store.erasures.isErased(e.studentId)) return;
      const next = { studentId: e.studentId, kind: e.kind, state: e.state, at: e.at };
      if (!isNewerDocument(next, await store.letters.schoolDocument(e.studentId, e.kind))) return;
      await store.write((w) => w.letters.saveSchoolDocument(next));
    });
  }
}

export function letterCopyHandlers(copies: LetterCopies): EventSubscription[] {
  return [
    on(Subjects.lettersRequestChanged, 'colleges-letter-requests', (e) => copies.requestChanged(e.data)),
    on(Subjects.lettersSchoolDocumentChanged, 'colleges-school-documents', (e) => copies.schoolDocumentChanged(e.data)),
  ];
}
