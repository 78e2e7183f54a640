import type { MeetingChanged, TaskChanged } from '@counsel/proto-events';
import type { NotificationDraft } from '../notification.js';
import { draftTexts as texts } from '../texts/index.js';

/** A task given to the student (the student, their dashboard). One per task and student. */
export function taskAssigned(e: TaskChanged, studentId: string, userId: string): NotificationDraft {
  return {
    userId, kind: 'TASK_ASSIGNED', key: `task-assigned:${e.taskId}`,
    ...texts({ code: 'taskAssigned', params: { task: e.title, dueDate: e.dueDate } }), link: '/student', studentId, urgent: false,
  };
}

/** An open task due tomorrow (the student). Keyed by its due date: a task moved to a later day is reminded again. */
export function taskDue(t: { taskId: string; title: string; dueDate: string }, studentId: string, userId: string): NotificationDraft {
  return {
    userId, kind: 'TASK_DUE', key: `task-due:${t.taskId}:${t.dueDate}`,
    ...texts({ code: 'taskDue', params: { task: t.title, dueDate: t.dueDate } }), link: '/student', studentId, urgent: false,
  };
}

const MEETING_KIND = { scheduled: 'MEETING_SCHEDULED', moved: 'MEETING_MOVED', cancelled: 'MEETING_CANCELLED' } as const;
const MEETING_CODE = { scheduled: 'meetingScheduled', moved: 'meetingMoved', cancelled: 'meetingCancelled' } as const;

/** A meeting made, moved or cancelled (the student): when and with whom, never what it is about. */
export function meetingChanged(e: MeetingChanged, userId: string, timeZone: string): NotificationDraft {
  return {
    userId, kind: MEETING_KIND[e.change], key: `meeting:${e.meetingId}:${e.change}:${e.startsAt}`,
    ...texts({ code: MEETING_CODE[e.change], params: { counselor: e.counselorName, startsAt: e.startsAt, timeZone, lengthMinutes: e.lengthMinutes } }),
    link: '/student', studentId: e.studentId, urgent: e.change === 'cancelled',
  };
}
