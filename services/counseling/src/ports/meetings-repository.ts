import type { Meeting, MeetingView } from '../domain/meeting.js';

export interface MeetingRepository {
  get(id: string): Promise<Meeting | null>;
  /** By start, oldest first. */
  ofStudent(studentId: string): Promise<Meeting[]>;
  /** One counselor's meetings starting in [from, to), with student names, by start. */
  ofCounselor(counselorUserId: string, from: string, to: string): Promise<MeetingView[]>;
  /** The student's scheduled meetings starting at or after `from`, by start. */
  scheduled(studentId: string, from: string): Promise<Meeting[]>;
}

export interface MeetingWrites {
  /** Upserts by id. */
  save(meeting: Meeting): void;
  remove(id: string): void;
}
