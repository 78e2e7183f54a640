import { MEETING_KINDS, MEETING_STATES } from './meeting.js';
import { NOTE_TAGS } from './note.js';

/** The grades a group task may name. */
export const TASK_GRADES = ['9', '10', '11', '12'] as const;

const oneOf = (what: string, values: readonly string[]) => `${what} must be one of ${values.join(', ')}`;

/**
 * What the counseling rules say of a field that is missing or of the wrong kind. The rules use these, and the
 * gateway's REST bodies, which settle a field's type before it becomes the GraphQL input, say the same words
 * from here, so a caller reads one message over REST and GraphQL alike.
 */
export const COUNSELING_MESSAGES = {
  noteBody: 'Note body is required',
  pinned: 'Pinned must be true or false',
  tags: 'Tags must be a list',
  tag: oneOf('Tag', NOTE_TAGS),
  startsAt: 'Start must be a date and time (ISO 8601)',
  lengthMinutes: 'Length must be a number of minutes',
  wholeMinutes: 'Length must be whole minutes',
  kind: oneOf('Kind', MEETING_KINDS),
  state: oneOf('State', MEETING_STATES),
  topics: 'Topics must be a list',
  topic: 'A topic must be text',
  meetingNote: 'Meeting note must be text',
  title: 'Title is required',
  titleText: 'Title must be text',
  dueDate: 'Due date must be a date (YYYY-MM-DD)',
  assignees: 'Assignees are required: { studentIds } or { schoolId, grade }',
  studentIds: 'studentIds must be a list',
  grade: oneOf('Grade', TASK_GRADES),
} as const;
