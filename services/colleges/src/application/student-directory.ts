import { Subjects, type ProfileUpserted } from '@counsel/proto-events';
import { DEFAULT_SCHOOL_ID, on, type EventSubscription } from '@counsel/kit';
import type { StudentRecord } from '../domain/student-record.js';
import type { CollegesEvents } from './colleges-events.js';
import { ListViews, type ListsDeps } from './list-views.js';
import type { StudentLock } from './student-lock.js';

/** The read model's record of a student from their profile event (a missing school is the default school). */
export function studentFromEvent(e: ProfileUpserted): StudentRecord {
  return {
    studentId: e.studentId, userId: e.userId, schoolId: e.schoolId ?? DEFAULT_SCHOOL_ID, counselorUserId: e.counselorUserId ?? null,
    firstName: e.profile.firstName, lastName: e.profile.lastName, grade: e.profile.grade, gpa: e.profile.gpa,
    satScore: e.profile.satScore, actScore: e.profile.actScore, status: e.status ?? 'active',
  };
}

const same = (a: StudentRecord, b: StudentRecord) => (Object.keys(a) as (keyof StudentRecord)[]).every((k) => a[k] === b[k]);

/**
 * What colleges knows of students, from the students service's profile events: school and caseload (who may
 * see them), names and grade (the board, the cycle), scores (fit). Idempotent: an event that changes nothing
 * writes nothing. New scores change the fit of every college on the list, so the list is published again.
 */
export class StudentDirectory {
  private readonly views: ListViews;

  constructor(private readonly deps: ListsDeps & { events: CollegesEvents; lock: StudentLock; onStudent?: (s: StudentRecord) => Promise<void> }) {
    this.views = new ListViews(deps);
  }

  async profileUpserted(e: ProfileUpserted): Promise<void> {
    const next = studentFromEvent(e);
    const kept = await this.deps.lock.run(next.studentId, () => this.record(next));
    if (kept) await this.deps.onStudent?.(next);
  }

  /** false for an erased student: a profile event arriving late must not bring them back. */
  private async record(next: StudentRecord): Promise<boolean> {
    if (await this.deps.store.erasures.isErased(next.studentId)) return false;
    const before = await this.deps.store.students.get(next.studentId);
    if (!before || !same(before, next)) {
      const scoresChanged = before !== null && (before.gpa !== next.gpa || before.satScore !== next.satScore || before.actScore !== next.actScore);
      const apps = scoresChanged ? await this.deps.store.applications.ofStudent(next.studentId) : [];
      const events = apps.length > 0 ? [this.deps.events.listChanged(next, await this.views.list(next, apps), this.views.now())] : [];
      await this.deps.store.write((w) => w.students.save(next), events);
      if (events.length) this.deps.events.committed();
    }
    return true;
  }
}

export function studentDirectoryHandler(directory: StudentDirectory): EventSubscription {
  return on(Subjects.studentsProfileUpserted, 'colleges-students', (e) => directory.profileUpserted(e.data));
}
