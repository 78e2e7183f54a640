import { z } from 'zod';
import { isCompletedMark, normalizeMark } from './marks.js';
import { PLAN_MESSAGES, TERMS } from './plan.js';

const entry = z.object({
  courseId: z.string(PLAN_MESSAGES.courseId).trim().min(1, PLAN_MESSAGES.courseId).max(100, PLAN_MESSAGES.courseId),
  grade: z.number(PLAN_MESSAGES.grade).int(PLAN_MESSAGES.grade).min(9, PLAN_MESSAGES.grade).max(12, PLAN_MESSAGES.grade),
  term: z.enum(TERMS, PLAN_MESSAGES.term),
  state: z.enum(['COMPLETED', 'PLANNED'], PLAN_MESSAGES.state),
  mark: z.string(PLAN_MESSAGES.mark).trim().max(3, PLAN_MESSAGES.mark).nullish(),
}).refine((e) => (e.state === 'COMPLETED' ? !!e.mark && isCompletedMark(e.mark) : !e.mark), { message: PLAN_MESSAGES.mark, path: ['mark'] })
  .transform((e) => ({ ...e, mark: e.mark ? normalizeMark(e.mark) : null }));

/** A plan as the student sends it: up to 80 courses, each placed in a grade and term, completed with a mark or planned. */
export const planInputSchema = z.object({ entries: z.array(entry, PLAN_MESSAGES.entries).max(80, PLAN_MESSAGES.entries) });
export type PlanInput = z.output<typeof planInputSchema>;
