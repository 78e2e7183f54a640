/** Reporting: its part of a deletion. */
import { recordErased } from './records.js';
import { Subjects } from '../subjects.js';

export const reportingEvents = {
  [Subjects.reportingRecordErased]: recordErased,
} as const;
