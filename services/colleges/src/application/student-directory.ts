import { Subjects, type ProfileUpserted } from '@counsel/proto-events';
import { DEFAULT_SCHOOL_ID, type EventBus, type Subscription } from '@counsel/kit';
import type { StudentRecord } from '../domain/student-record.js';
import type { CollegesEvents } from './colleges-events.js';
import { ListViews, type ListsDeps } from './list-views.js';
import type { StudentLock } from './student-lock.js';

/** The read model's record of a student from their profile event (a missing school is the default school). */
export function studentFromEvent(e: ProfileUpserted): StudentRecord {
  return {
    studentId: e.studentId, userId: e.userId, schoolId: e.schoolId ?? DEFAULT_SCHOOL_ID, counselorUserId: e.counselorUserId ?? null,
    firstName: e.profile.firstName, lastName: e.profile.lastName, grade: e.profile.grade,
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

  constructor(private readonly d: ListsDeps & { events: CollegesEvents; lock: StudentLock; onStudent?: (s: StudentRecord) => Promise<void> }) {
    this.views = new ListViews(d);
  }

  async profileUpserted(e: ProfileUpserted): Promise<void> {
    const next = studentFromEvent(e);
    const kept = await this.d.lock.run(next.studentId, () => this.record(next));
    if (kept) await this.d.onStudent?.(next);
  }

  /** false for an erased student (issue 20): a profile event arriving late must not bring them back. */
  private async record(next: StudentRecord): Promise<boolean> {
    if (await this.d.store.wasErased(next.studentId)) return false;
    const before = await this.d.store.student(next.studentId);
    if (!before || !same(before, next)) {
      const scoresChanged = before !== null && (before.satScore !== next.satScore || before.actScore !== next.actScore);
      const apps = scoresChanged ? await this.d.store.applications(next.studentId) : [];
      const events = apps.length > 0 ? [this.d.events.listChanged(next, await this.views.list(next, apps), this.views.now())] : [];
      await this.d.store.commit({ students: [next] }, events);
      if (events.length) this.d.events.committed();
    }
    return true;
  }
}

export async function subscribeStudentDirectory(bus: EventBus, directory: StudentDirectory): Promise<Subscription[]> {
  const sub = await bus.subscribe(Subjects.studentsProfileUpserted, (e) => directory.profileUpserted(e.data), { durable: 'colleges-students' });
  return [sub];
}
