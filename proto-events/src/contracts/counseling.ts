/** Counseling: tasks and meetings as their students see them; never a note. */
import { z } from 'zod';
import { str, text, count } from './shared.js';
import { recordErased, recordRead } from './records.js';
import { Subjects } from '../subjects.js';

/**
 * A task given to students, or changed (counseling): its title and due date and the students it concerns. On
 * assigned/edited/removed, every assignee; on done/reopened, the one student who ticked it.
 */
const taskChanged = z.strictObject({
  taskId: str, title: z.string(), dueDate: str, applicationId: text,
  studentIds: z.array(str),
  change: z.enum(['assigned', 'edited', 'removed', 'done', 'reopened']),
  at: str,
});
/** A scheduled meeting was made, moved or cancelled (counseling): when and with whom, never the counselor's note or topics. */
const meetingChanged = z.strictObject({
  meetingId: str, studentId: str, counselorUserId: str, counselorName: z.string(),
  startsAt: str, lengthMinutes: count,
  change: z.enum(['scheduled', 'moved', 'cancelled']),
  at: str,
});

export const counselingEvents = {
  [Subjects.counselingRecordRead]: recordRead,
  [Subjects.counselingRecordErased]: recordErased,
  [Subjects.counselingTaskChanged]: taskChanged,
  [Subjects.counselingMeetingChanged]: meetingChanged,
} as const;

export type TaskChanged = z.infer<typeof taskChanged>;
export type MeetingChanged = z.infer<typeof meetingChanged>;
