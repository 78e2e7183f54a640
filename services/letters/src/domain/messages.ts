import { REQUEST_ACTIONS, REQUEST_STATES } from './request.js';

const oneOf = (what: string, values: readonly string[]) => `${what} must be one of ${values.join(', ')}`;

/**
 * What the letters rules say of a field that is missing or of the wrong kind. The gateway's REST bodies, which
 * settle a field's type before it becomes the GraphQL input, say the same words from here, so a caller reads one
 * message over REST and GraphQL alike.
 */
export const LETTERS_MESSAGES = {
  teacherUserId: 'teacherUserId is required: the teacher to ask',
  applicationIds: 'applicationIds must be a list of application ids (empty: all of your applications)',
  note: 'Note must be text',
  waived: 'waived is required: true to waive your right to read the letter, false to keep it',
  action: oneOf('Action', REQUEST_ACTIONS),
  reason: 'Reason must be text',
  reasonRequired: 'A reason is required to decline; the student sees it',
  text: 'Text must be text',
  letterText: 'The letter text is required',
  aiDraftUsed: 'aiDraftUsed must be true or false',
  state: oneOf('State', REQUEST_STATES),
  days: 'pendingForMoreThanDays must be a whole number of days',
  page: 'page must be a whole number from 1',
  pageSize: 'pageSize must be a whole number from 1 to 100',
} as const;
