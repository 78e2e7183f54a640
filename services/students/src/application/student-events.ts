import { Subjects, type StudentProfileSnapshot } from '@counsel/proto-events';
import type { EventBus, Logger } from '@counsel/kit';
import type { Activity, CollegePreferences, Course, StudentProfile } from '../domain/student.js';

/** Publishes what happened after the store has it (save, then publish). */
export class StudentEvents {
  constructor(private readonly bus: EventBus, private readonly log: Logger) {}

  async profileUpserted(p: StudentProfile, courses: Course[], activities: Activity[]) {
    const { id, userId, createdAt: _createdAt, ...fields } = p;
    const profile: StudentProfileSnapshot = { ...fields, courses, activities };
    await this.publish(() => this.bus.publish(Subjects.studentsProfileUpserted, { studentId: id, userId, profile }), id);
  }

  async preferencesSaved(p: CollegePreferences, userId: string) {
    const { studentId, ...preferences } = p;
    await this.publish(() => this.bus.publish(Subjects.studentsPreferencesSaved, { studentId, userId, preferences }), studentId);
  }

  /**
   * The write has already succeeded, so a bus outage must not turn the student's save into an error;
   * the next save (or the demo seed on start) publishes the full state again.
   */
  private async publish(send: () => Promise<unknown>, studentId: string) {
    try {
      await send();
    } catch (err) {
      this.log.error({ err, studentId }, 'could not publish student event');
    }
  }
}
