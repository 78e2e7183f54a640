/** Outcomes: graduated classes' applications, anonymous. */
import { z } from 'zod';
import { str, count } from './shared.js';
import { recordErased } from './records.js';
import { Subjects } from '../subjects.js';

/**
 * Outcomes of graduated classes as the outcomes service holds them now (recorded at a rollover, imported from a file,
 * a decision that came later): each row by its id, upserted by followers. Never a student or an application id, so
 * a row is as anonymous here as after the student's deletion; at most 500 rows an event (an import is split).
 */
const outcomesRecorded = z.strictObject({
  outcomes: z.array(z.strictObject({
    outcomeId: str, schoolId: str, classYear: count, collegeId: str,
    result: z.enum(['ADMITTED', 'ENROLLED', 'WAITLISTED', 'DEFERRED', 'DENIED', 'PENDING']),
  })).min(1).max(500),
});

/**
 * The same outcomes as points of the school's history for the colleges service's fit: school, college, result and the
 * scores the applicant had (what a scattergram shows), never a class year or any id but the outcome's, so a point
 * says no more than the scattergram does. Upserted by outcome id; at most 500 points an event.
 */
const historyRecorded = z.strictObject({
  points: z.array(z.strictObject({
    outcomeId: str, schoolId: str, collegeId: str,
    result: z.enum(['ADMITTED', 'ENROLLED', 'WAITLISTED', 'DEFERRED', 'DENIED', 'PENDING']),
    gpa: z.number().min(0).max(4).nullable(),
    sat: z.number().int().min(400).max(1600).nullable(),
    act: z.number().int().min(1).max(36).nullable(),
  })).min(1).max(500),
});

/**
 * The scattergram's rules as the outcomes service applies them (from the district's settings): the minimum of past
 * applicants and whether students may see a school's history. Sent at every change and once by the start-up backfill.
 */
const scattergramRulesChanged = z.strictObject({ minimumApplicants: z.number().int().min(1), studentsMaySee: z.boolean() });

export const outcomesEvents = {
  [Subjects.outcomesRecordErased]: recordErased,
  [Subjects.outcomesOutcomesRecorded]: outcomesRecorded,
  [Subjects.outcomesHistoryRecorded]: historyRecorded,
  [Subjects.outcomesScattergramRulesChanged]: scattergramRulesChanged,
} as const;

export type OutcomesRecorded = z.infer<typeof outcomesRecorded>;
export type HistoryRecorded = z.infer<typeof historyRecorded>;
export type ScattergramRulesChanged = z.infer<typeof scattergramRulesChanged>;
