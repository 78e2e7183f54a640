/** Notifications: its part of a deletion. */
import { recordErased } from './records.js';
import { Subjects } from '../subjects.js';

export const notificationsEvents = {
  [Subjects.notificationsRecordErased]: recordErased,
} as const;
