/** Planning: students' four-year plans. */
import { z } from 'zod';
import { str, texts, count } from './shared.js';
import { recordErased, recordRead } from './records.js';
import { Subjects } from '../subjects.js';

/** A counselor returned or approved a student's four-year plan (planning): the decision and who, never the comment. */
const planReviewed = z.strictObject({
  studentId: str, studentUserId: str, decision: z.enum(['approve', 'return']), at: str, reviewerName: z.string(),
});
const planTrack = z.enum(['ON_TRACK', 'AT_RISK', 'OFF_TRACK']);
/**
 * A student's four-year plan as checked after any change to it (saved, submitted, reviewed, checked again after a
 * catalog, requirement or grade change): its status, and per requirement set its status and what is missing. Chat's
 * read model answers and briefs from it, reporting counts plans by track; never the plan's comments.
 */
const planChanged = z.strictObject({
  studentId: str, studentUserId: str, schoolId: str,
  status: z.enum(['DRAFT', 'SUBMITTED', 'RETURNED', 'APPROVED']),
  track: planTrack,
  sets: z.array(z.strictObject({
    setId: str, setName: z.string(), status: planTrack, summary: z.string(),
    missing: z.array(z.strictObject({ label: z.string(), summary: z.string() })),
  })),
  problems: texts,
  completedCourses: count, plannedCourses: count,
  updatedAt: str,
});

export const planningEvents = {
  [Subjects.planningRecordRead]: recordRead,
  [Subjects.planningRecordErased]: recordErased,
  [Subjects.planningPlanReviewed]: planReviewed,
  [Subjects.planningPlanChanged]: planChanged,
} as const;

export type PlanReviewed = z.infer<typeof planReviewed>;
export type PlanChanged = z.infer<typeof planChanged>;
