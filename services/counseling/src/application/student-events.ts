import { outboxEvent, type OutboxEvent } from '@counsel/kit';
import { Subjects, type MeetingChanged, type TaskChanged } from '@counsel/proto-events';
import type { Meeting } from '../domain/meeting.js';
import type { Task } from '../domain/task.js';

/** What a task's students see of it changed: title, due date, who (notifications follow it). */
export function taskEvent(task: Task, studentIds: readonly string[], change: TaskChanged['change'], at: string): OutboxEvent {
  return outboxEvent(Subjects.counselingTaskChanged, {
    taskId: task.id, title: task.title, dueDate: task.dueDate, applicationId: task.applicationId, studentIds: [...studentIds], change, at,
  });
}

/** A scheduled meeting as its student sees it: when and with whom; the note and topics stay in counseling. */
export function meetingEvent(m: Meeting, change: MeetingChanged['change'], at: string): OutboxEvent {
  return outboxEvent(Subjects.counselingMeetingChanged, {
    meetingId: m.id, studentId: m.studentId, counselorUserId: m.counselorUserId, counselorName: m.counselorName,
    startsAt: m.startsAt, lengthMinutes: m.lengthMinutes, change, at,
  });
}

/**
 * What a meeting's change means to its student: made or moved while scheduled, cancelled when it leaves the
 * schedule (set to cancelled, or deleted while still ahead). A meeting logged as held tells them nothing.
 */
export function meetingChange(before: Meeting | null, after: Meeting | null, now: Date): MeetingChanged['change'] | null {
  const upcoming = (m: Meeting | null) => m !== null && m.state === 'scheduled' && Date.parse(m.startsAt) > now.getTime();
  if (upcoming(before) && (after === null || after.state === 'cancelled')) return 'cancelled';
  if (!upcoming(after)) return null;
  if (!upcoming(before)) return 'scheduled';
  return before!.startsAt !== after!.startsAt ? 'moved' : null;
}
