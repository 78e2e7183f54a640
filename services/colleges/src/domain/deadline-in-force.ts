import type { Plan } from './application.js';

export type DeadlineSource = 'STUDENT' | 'CURATED' | 'UNKNOWN';

/**
 * The deadline in force: the student's own when set, else the curated one for (college, cycle, plan), else
 * unknown (null; shown as "Unknown", never guessed). An application with no plan has no curated deadline.
 */
export function deadlineInForce(own: string | null, plan: Plan | null, curated: ReadonlyMap<string, string> | ((plan: Plan) => string | null | undefined)):
  { deadline: string | null; source: DeadlineSource } {
  if (own) return { deadline: own, source: 'STUDENT' };
  if (!plan) return { deadline: null, source: 'UNKNOWN' };
  const date = typeof curated === 'function' ? curated(plan) : curated.get(plan);
  return date ? { deadline: date, source: 'CURATED' } : { deadline: null, source: 'UNKNOWN' };
}
