/** Letters: recommendation requests and the counselor's packet. */
import { z } from 'zod';
import { str } from './shared.js';
import { recordErased, recordRead } from './records.js';
import { Subjects } from '../subjects.js';

/**
 * A recommendation request was made or changed state (letters service): whom it asks, for which applications
 * (empty: all of the student's), and whether the student waived their right to read the letter. The checklist
 * and notifications follow it; the letter itself never travels in an event.
 */
const requestChanged = z.strictObject({
  requestId: str, studentId: str, studentUserId: str, teacherUserId: str,
  /** The teacher's name as the letters service knows it (the checklist shows it); absent in events written before it was added. */
  teacherName: z.string().nullable().optional(),
  applicationIds: z.array(str),
  state: z.enum(['requested', 'accepted', 'declined', 'cancelled', 'submitted']),
  waived: z.boolean(),
  at: str,
});
/**
 * A school document of a senior (the counselor's packet: counselor letter, school report, transcript, mid-year and
 * final reports) changed state (letters service). The state only: its content never travels in an event.
 */
const schoolDocumentChanged = z.strictObject({
  studentId: str,
  kind: z.enum(['counselor_letter', 'school_report', 'transcript', 'mid_year_report', 'final_report']),
  state: z.enum(['not_started', 'draft', 'ready']),
  at: str,
});

export const lettersEvents = {
  [Subjects.lettersRequestChanged]: requestChanged,
  [Subjects.lettersSchoolDocumentChanged]: schoolDocumentChanged,
  [Subjects.lettersRecordRead]: recordRead,
  [Subjects.lettersRecordErased]: recordErased,
} as const;

export type RequestChanged = z.infer<typeof requestChanged>;
export type SchoolDocumentChanged = z.infer<typeof schoolDocumentChanged>;
