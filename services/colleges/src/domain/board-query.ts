import { z } from 'zod';
import { ValidationError } from '@counsel/kit';
import { PLANS, STATUSES } from './application.js';

const DUE_WITHIN = 'dueWithinDays must be a whole number from 1 to 366';
const boardQuery = z.object({
  dueWithinDays: z.number(DUE_WITHIN).int(DUE_WITHIN).min(1, DUE_WITHIN).max(366, DUE_WITHIN).nullish(),
  scope: z.enum(['CASELOAD', 'SCHOOL', 'ALL'], 'Scope must be one of CASELOAD, SCHOOL, ALL').nullish(),
  schoolId: z.string('schoolId must be text').min(1, 'schoolId must not be empty').nullish(),
  status: z.enum(STATUSES, `Unknown status: use one of ${STATUSES.join(', ')}`).nullish(),
  plan: z.enum(PLANS, `Unknown plan: use one of ${PLANS.join(', ')}`).nullish(),
});

/** What a deadline board is asked for, checked. */
export type BoardFilter = z.infer<typeof boardQuery>;

/** Checks a deadline board's request (the GraphQL input, already typed); the first problem is a 400 with its message. */
export function parseBoardQuery(input: unknown): BoardFilter {
  const parsed = boardQuery.safeParse(input ?? {});
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0].message);
  return parsed.data;
}
