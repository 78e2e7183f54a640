import type { MeetingChanged, TaskChanged } from '@counsel/proto-events';
import type { NotificationDraft } from '../notification.js';

/** A task given to the student (the student, their dashboard). One per task and student. */
export function taskAssigned(e: TaskChanged, studentId: string, userId: string): NotificationDraft {
  return {
    userId, kind: 'TASK_ASSIGNED', key: `task-assigned:${e.taskId}`,
    title: `New task: ${e.title}`, body: `Due ${e.dueDate}.`, link: '/student', studentId, urgent: false,
    text: { code: 'TASK_ASSIGNED', args: { title: e.title, dueDate: e.dueDate } },
  };
}

/** An open task due tomorrow (the student). Keyed by its due date: a task moved to a later day is reminded again. */
export function taskDue(t: { taskId: string; title: string; dueDate: string }, studentId: string, userId: string): NotificationDraft {
  return {
    userId, kind: 'TASK_DUE', key: `task-due:${t.taskId}:${t.dueDate}`,
    title: `Due tomorrow: ${t.title}`, body: `Due ${t.dueDate}.`, link: '/student', studentId, urgent: false,
    text: { code: 'TASK_DUE', args: { title: t.title, dueDate: t.dueDate } },
  };
}

const MEETING_KIND = { scheduled: 'MEETING_SCHEDULED', moved: 'MEETING_MOVED', cancelled: 'MEETING_CANCELLED' } as const;
const MEETING_TITLE = { scheduled: 'Meeting scheduled', moved: 'Meeting moved', cancelled: 'Meeting cancelled' } as const;

/** A meeting made, moved or cancelled (the student): when and with whom, never what it is about. */
export function meetingChanged(e: MeetingChanged, userId: string, when: string): NotificationDraft {
  return {
    userId, kind: MEETING_KIND[e.change], key: `meeting:${e.meetingId}:${e.change}:${e.startsAt}`,
    title: `${MEETING_TITLE[e.change]} with ${e.counselorName}`,
    body: e.change === 'cancelled' ? `The meeting on ${when} is cancelled.` : `${when}, ${e.lengthMinutes} minutes.`,
    link: '/student', studentId: e.studentId, urgent: e.change === 'cancelled',
    text: { code: MEETING_KIND[e.change], args: { counselorName: e.counselorName, startsAt: e.startsAt, minutes: e.lengthMinutes } },
  };
}
