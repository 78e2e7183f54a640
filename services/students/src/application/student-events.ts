import { Subjects, type StudentProfileSnapshot } from '@counsel/proto-events';
import { outboxEvent, type OutboxEvent, type OutboxEvents } from '@counsel/kit';
import { shownTargetColleges, type Activity, type CollegePreferences, type Course, type StudentProfile } from '../domain/student.js';

/**
 * The students service's events. Each is handed to the store with the write it reports, so both commit
 * together (the kit's outbox); the relay publishes them after the commit and keeps retrying while the bus is
 * down. A save therefore never fails because of the bus, and documents (which learns a student's owner only
 * from these events) never misses one.
 */
export class StudentEvents {
  /** `outbox`: the service's relay (the kit's), woken after each commit. */
  constructor(readonly outbox: OutboxEvents) {}

  committed(): void {
    this.outbox.committed();
  }

  /**
   * The whole profile, with the school and status read models need to decide who may see the student.
   * targetColleges is the value shown (the college list's length once there is a list), as the profile reads.
   * `at`: the event's time (default now).
   */
  profileUpserted(p: StudentProfile, courses: Course[], activities: Activity[], at?: Date): OutboxEvent {
    const {
      id, userId, createdAt: _createdAt, schoolId, status, counselorId, sourcedId: _sourcedId, rosterOnly: _rosterOnly, collegeListCount: _list, ...fields
    } = p;
    const profile: StudentProfileSnapshot = { ...fields, targetColleges: shownTargetColleges(p), courses, activities };
    return outboxEvent(Subjects.studentsProfileUpserted, { studentId: id, userId, profile, schoolId, status, counselorUserId: counselorId }, at);
  }

  preferencesSaved(p: CollegePreferences, userId: string): OutboxEvent {
    const { studentId, ...preferences } = p;
    return outboxEvent(Subjects.studentsPreferencesSaved, { studentId, userId, preferences });
  }
}
